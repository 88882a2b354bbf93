import Adaptive
import AdaptiveGtk
import Browsing
import Foundation
import GtkKit
import ListDiff
import Localization
import Observing
import PhotoFeed

/// The feed's photographers: a spinner while the first fetch runs, then the list, or a
/// clear message with "Try Again" when the fetch failed. Each photographer is a section of the
/// list (`PhotographerSectionController`), whose row expands in place (its arrow button, or
/// Right and Left on the keyboard) to a strip of their thumbnails, where Right and Left move
/// from thumbnail to thumbnail. A row's context menu follows its photographer.
public final class PhotographersViewController: ViewController, FeedListing, SearchableList, SectionedListDataSource {
    public let list = ListView(accessibleLabel: tr("Photographers"))
    private(set) lazy var adapter: SectionedListAdapter = {
        let adapter = SectionedListAdapter(list: list)
        adapter.dataSource = self
        return adapter
    }()
    /// The feed's photographers, all of them (the list shows those matching `search`).
    public private(set) var photographers: [Photographer] = [] { didSet { searchIndex = nil } }
    /// The photographers' names and photos folded for searching, as searches need them;
    /// dropped when they change.
    private var searchIndex: SearchIndex?
    /// What the list is filtered by: a photographer's name, or their photos'.
    public private(set) var search = SearchText()
    /// The photographer highlighted, highlighted again when a search brings their row back.
    private var highlightedName: String?
    /// The window's model, whose chosen photographer is highlighted.
    private var modelObservation: ObserverToken?
    /// Photographers whose thumbnails were open when a search hid their row: open again when
    /// it comes back, and saved as open meanwhile.
    private var expandedWhileHidden: Set<String> = []
    private lazy var noResults = noResultsView()
    /// The rows' context menu.
    private(set) var rowMenu: ContextMenu?
    /// The size thumbnails are shown at with the default text size; they are decoded at twice
    /// it (sharp on 2× screens, or with text up to twice the default).
    static let thumbnailSize = (width: 72, height: 54)
    static var thumbnailBox: PixelSize { PixelSize(side: 2 * max(thumbnailSize.width, thumbnailSize.height)) }
    /// The desktop's text scale, which the thumbnails follow, as the text beside them does.
    private(set) var thumbnailScale = 1.0
    /// The size thumbnails are shown at now.
    var scaledThumbnailSize: (width: Int, height: Int) {
        (Int((Double(Self.thumbnailSize.width) * thumbnailScale).rounded()), Int((Double(Self.thumbnailSize.height) * thumbnailScale).rounded()))
    }
    /// The keys that open and close the focused photographer's thumbnails.
    static let openThumbnailsAccelerator = "Right"
    static let closeThumbnailsAccelerator = "Left"
    /// Loads a thumbnail (the app's image loader); the strip shows what arrives.
    var loadThumbnail: ((URL, @escaping (Texture) -> Void) -> Void)?
    /// Downloads thumbnails ahead of their strip (into the disk cache, not decoded); the tasks
    /// are cancelled if they are not needed.
    var prefetchThumbnails: (([URL]) -> [HTTPTask])?
    /// A thumbnail was chosen.
    var onSelectPhoto: ((Photographer, Photo) -> Void)?
    /// How many times the list was filled (a burst of changes should count once).
    public private(set) var updates = 0
    var onSelect: ((Photographer) -> Void)?
    var onRetry: (() -> Void)?

    let pages = FeedPages()

    public init() {
        super.init(title: tr("Photographers"))
        restorationIdentifier = "photographers"
        tabIconName = "system-users-symbolic"
        registerForTraitChanges([.textScale]) { controller, _ in
            guard let photographers = controller as? PhotographersViewController, let scale = controller.traitCollection?.textScale,
                scale != photographers.thumbnailScale
            else { return }
            photographers.thumbnailScale = scale
            photographers.sections.forEach { $0.rescaleThumbnails() }
        }
    }

    public override func loadView() -> Widget {
        pages.place(adapter.view)
        return pages.stack
    }

    public override func viewDidLoad() {
        pages.stack.setSizeRequest(width: 240, height: -1)
        list.addShortcut(Self.openThumbnailsAccelerator, global: false) { [weak self] in self?.setFocusedExpanded(true) ?? false }
        list.addShortcut(Self.closeThumbnailsAccelerator, global: false) { [weak self] in self?.setFocusedExpanded(false) ?? false }
        pages.onRetry { [weak self] in self?.onRetry?() }
        rowMenu = list.rowMenu { [weak self] in self?.menu(forRowAt: $0) }
    }

    /// The menu of the row at `position`: Follow its photographer, one Flickr knows.
    private func menu(forRowAt position: Int) -> Menu? {
        guard adapter.items.indices.contains(position), let photographer = (adapter.items[position].controller as? PhotographerSectionController)?.object,
            let source = photographer.flickrID.flatMap({ FollowedSource(kind: .photographer, value: $0) })
        else { return nil }
        // Translators: an item of a photographer's context menu; %@ is their name.
        return Menu(sections: [[Menu.Item(String(format: tr("Follow %@"), photographer.name), action: WindowActions.follow(source))]])
    }

    /// The scroll position and the photographers whose thumbnails are open.
    public override func encodeRestorableState(with state: inout RestorableState) {
        state.encode(list.scrollOffset, forKey: "scroll")
        state.encode(expanded.sorted(), forKey: "expanded")
    }

    public override func decodeRestorableState(with state: RestorableState) {
        restoredExpanded = Set(state.strings(forKey: "expanded") ?? [])
        expandRestored()
        state.restore(list.scrollOffset, forKey: "scroll")
    }

    /// Thumbnails saved as open, until the photographers are listed.
    private var restoredExpanded: Set<String>?

    /// Opens the thumbnails saved as open, once there are photographers.
    private func expandRestored() {
        guard let names = restoredExpanded, !photographers.isEmpty else { return }
        restoredExpanded = nil
        photographers.filter { names.contains($0.name) }.forEach { setExpanded(true, for: $0, sliding: false) }
        let listed = Set(sections.compactMap { $0.object?.name })
        expandedWhileHidden.formUnion(photographers.map(\.name).filter { names.contains($0) && !listed.contains($0) })
    }

    /// The names of the photographers whose thumbnails are open: kept across updates while the
    /// photographer stays listed (the section's controller holds it), and while a search hides
    /// their row.
    public var expanded: Set<String> {
        Set(sections.filter(\.isExpanded).compactMap { $0.object?.name }).union(expandedWhileHidden)
    }

    /// Opens or closes the thumbnails of `photographer`, in place; `sliding`, they slide in.
    public func setExpanded(_ open: Bool, for photographer: Photographer, sliding: Bool = true) {
        sections.first { $0.object?.name == photographer.name }?.setExpanded(open, sliding: sliding)
    }

    /// The photographers whose strip slides in when it is next shown.
    private var slidingStrips: Set<String> = []

    /// Whether `photographer`'s strip slides in when it is next shown.
    func stripSlides(_ photographer: String, _ slides: Bool) {
        if slides { slidingStrips.insert(photographer) } else { slidingStrips.remove(photographer) }
    }

    /// The photographer whose row is highlighted.
    var highlightedPhotographer: String? {
        guard let index = list.selectedIndex, adapter.items.indices.contains(index) else { return nil }
        return (adapter.items[index].controller as? PhotographerSectionController)?.object?.name
    }

    /// Highlights the photographer `model` has chosen, as the choice changes.
    func follow(_ model: BrowsingModel) {
        modelObservation = model.observe { [weak self, unowned model] change in
            if change == .photographer { self?.highlight(photographerNamed: model.chosenPhotographer?.name) }
        }
    }

    /// Highlights the row of the photographer named `name` (whose photos are open), or clears
    /// the highlight.
    func highlight(photographerNamed name: String?) {
        highlightedName = name
        guard name != highlightedPhotographer else { return }
        let section = name.flatMap { name in sections.first { $0.object?.name == name } }
        adapter.selectRow(at: section == nil ? nil : 0, in: section)
    }

    var sections: [PhotographerSectionController] {
        adapter.sectionControllers.compactMap { $0 as? PhotographerSectionController }
    }

    /// Right and Left: open or close the focused photographer's thumbnails, or, on a strip,
    /// move from thumbnail to thumbnail.
    private func setFocusedExpanded(_ open: Bool) -> Bool {
        guard let index = list.focusedIndex ?? list.selectedIndex, adapter.items.indices.contains(index),
            let section = adapter.items[index].controller as? PhotographerSectionController
        else { return false }
        switch adapter.items[index].index.map({ section.viewModels[$0] }) {
        case .photographer(_, let isOpen)?:
            guard isOpen != open else { return false }
            section.setExpanded(open, sliding: true)
            return true
        case .thumbnails?:
            return list.moveFocus(withinRowAt: index, forward: open)
        case nil:
            return false
        }
    }

    /// A photographer's name and photo count, with the arrow that shows their thumbnails.
    func photographerRow() -> RowView<PhotographerRow> {
        let text = TitleRow()
        text.content.horizontallyExpands = true
        let toggle = Button(iconName: "pan-end-symbolic", accessibleLabel: tr("Show Thumbnails"))
        toggle.addCSSClass("flat")
        toggle.setAlignment(horizontal: .end, vertical: .center)
        toggle.takesFocus = false // the row takes it: one Tab stop for the list, Right and Left open and close
        var shown: (photographer: Photographer, open: Bool)?
        toggle.onClicked { [weak self] in
            if let shown { self?.setExpanded(!shown.open, for: shown.photographer) }
        }
        let box = Box(.horizontal, spacing: 6)
        box.append(text.content)
        box.append(toggle)
        return RowView(content: box, isExpanded: \.isExpanded) { row in
            guard case .photographer(let photographer, let open) = row else { return "" }
            shown = (photographer, open)
            toggle.setIconName(open ? "pan-down-symbolic" : "pan-end-symbolic")
            // Named for the photographer: a screen reader's list of buttons tells them apart.
            // Translators: %@ is a photographer's name.
            let label = open ? tr("Hide %@'s Thumbnails") : tr("Show %@'s Thumbnails")
            toggle.accessibleLabel = String(format: label, photographer.name)
            // Translators: Left and Right are the arrow keys that do the same.
            toggle.tooltip = open ? tr("Hide thumbnails (Left)") : tr("Show thumbnails (Right)")
            return text.show(title: photographer.name, subtitle: tr("%ld photo", "%ld photos", count: photographer.photos.count))
        }
    }

    /// A strip of a photographer's first thumbnails, each a button that opens its photo;
    /// rebuilt only when the photographer's photos change. Opened by a person, it slides in
    /// (200 ms) below its photographer.
    func thumbnailRow() -> RowView<PhotographerRow> {
        let strip = Box(.horizontal, spacing: 4)
        strip.setMargins(6)
        let scroller = ScrolledWindow(strip, scrolling: .horizontal, childTakesFocus: true)
        let revealer = Revealer(child: scroller, milliseconds: 200)
        var buttons: [Button] = []
        var shown: (photographer: Photographer, scale: Double)?
        return RowView(content: revealer) { [weak self] row in
            guard case .thumbnails(let photographer, let scale) = row else { return "" }
            if self?.slidingStrips.remove(photographer.name) != nil {
                revealer.reveal(sliding: true)
            } else if !revealer.isRevealed {
                revealer.reveal(sliding: false)
            }
            if photographer != shown?.photographer || scale != shown?.scale, let self {
                shown = (photographer, scale)
                scroller.setSizeRequest(width: -1, height: self.scaledThumbnailSize.height + 18)
                buttons.forEach(strip.remove)
                buttons = photographer.photos.prefix(PhotographerSectionController.stripLength).map { self.thumbnail($0, of: photographer) }
                buttons.forEach(strip.append)
            }
            // Translators: %@ is a photographer's name; a screen reader says it for the strip of their photos.
            return String(format: tr("Thumbnails of %@"), photographer.name)
        }
    }

    private func thumbnail(_ photo: Photo, of photographer: Photographer) -> Button {
        let picture = Picture(accessibleLabel: photo.title)
        picture.setSizeRequest(width: scaledThumbnailSize.width, height: scaledThumbnailSize.height)
        let button = Button(content: picture, accessibleLabel: photo.title)
        button.tooltip = photo.title
        button.addCSSClass("flat")
        button.onClicked { [weak self] in self?.onSelectPhoto?(photographer, photo) }
        button.onDragOut { DragContent(texture: picture.texture, uri: photo.imageURL.absoluteString) }
        loadThumbnail?(photo.thumbnailSource) { picture.show($0) }
        return button
    }

    func fill(_ photographers: [Photographer]) {
        self.photographers = photographers
        updates += 1
        update()
        expandRestored()
    }

    func filter(by search: SearchText) {
        guard search != self.search else { return }
        self.search = search
        update()
    }

    private func update() {
        let open = expanded
        adapter.performUpdates()
        expandedWhileHidden = search.isEmpty ? [] : open.subtracting(sections.compactMap { $0.object?.name })
        sections.filter { !$0.isExpanded && open.contains($0.object?.name ?? "") }.forEach { $0.setExpanded(true) }
        if highlightedName != highlightedPhotographer { highlight(photographerNamed: highlightedName) }
    }

    // MARK: SectionedListDataSource

    public func objects(for adapter: SectionedListAdapter) -> [any Diffable] {
        guard !search.isEmpty else { return photographers }
        let index = searchIndex ?? SearchIndex()
        searchIndex = index
        return photographers.filter { [search] in index.matches(search, $0) }
    }

    public func sectionController(for object: any Diffable) -> ListSectionController {
        PhotographerSectionController(owner: self)
    }

    public func emptyView(for adapter: SectionedListAdapter) -> Widget? { search.isEmpty ? pages.empty : noResults }
}
