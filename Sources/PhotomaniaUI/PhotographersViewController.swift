import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The feed's photographers: a spinner while the first fetch runs, then the list, or a
/// clear message with "Try Again" when the fetch failed. A photographer row expands in place
/// (its arrow button, or Right and Left on the keyboard) to a strip of their thumbnails, where
/// Right and Left move from thumbnail to thumbnail.
public final class PhotographersViewController: ViewController, FeedListing {
    public let list = ListView(accessibleLabel: tr("Photographers"))
    private(set) lazy var rows: ListAdapter<PhotographerRow> = {
        let adapter = ListAdapter<PhotographerRow>(list: list, kind: { $0.kind }) { [unowned self] in
            $0.kind == .photographer ? self.photographerRow() : self.thumbnailRow()
        }
        adapter.isActivatable = { $0.kind == .photographer }
        return adapter
    }()
    public private(set) var photographers: [Photographer] = []
    /// The names of the photographers whose thumbnails are shown; kept across updates.
    public private(set) var expanded: Set<String> = []
    /// The size thumbnails are shown at; they are decoded at twice it (for 2× screens).
    static let thumbnailSize = (width: 72, height: 54)
    static var thumbnailBox: PixelSize { PixelSize(side: 2 * max(thumbnailSize.width, thumbnailSize.height)) }
    /// The keys that open and close the focused photographer's thumbnails.
    static let openThumbnailsAccelerator = "Right"
    static let closeThumbnailsAccelerator = "Left"
    /// Loads a thumbnail (the app's image loader); the strip shows what arrives.
    var loadThumbnail: ((URL, @escaping (Texture) -> Void) -> Void)?
    /// A thumbnail was chosen.
    var onSelectPhoto: ((Photographer, Photo) -> Void)?
    /// How many times the list was rebuilt (a burst of changes should count once).
    public private(set) var updates = 0
    var onSelect: ((Photographer) -> Void)?
    var onRetry: (() -> Void)?

    private(set) lazy var pages = FeedPages(list: ScrolledWindow(list))

    public init() { super.init(title: tr("Photographers")) }

    public override func loadView() -> Widget { pages.stack }

    public override func viewDidLoad() {
        pages.stack.setSizeRequest(width: 240, height: -1)
        rows.onItemActivated { [weak self] row in
            if case .photographer(let photographer, _) = row { self?.onSelect?(photographer) }
        }
        list.addShortcut(Self.openThumbnailsAccelerator, global: false) { [weak self] in self?.setFocusedExpanded(true) ?? false }
        list.addShortcut(Self.closeThumbnailsAccelerator, global: false) { [weak self] in self?.setFocusedExpanded(false) ?? false }
        pages.onRetry { [weak self] in self?.onRetry?() }
    }

    /// Opens or closes the thumbnails of `photographer`, in place.
    public func setExpanded(_ open: Bool, for photographer: Photographer) {
        guard open != expanded.contains(photographer.name) else { return }
        if open { expanded.insert(photographer.name) } else { expanded.remove(photographer.name) }
        applyRows()
    }

    /// Right and Left: open or close the focused photographer's thumbnails, or, on a strip,
    /// move from thumbnail to thumbnail.
    private func setFocusedExpanded(_ open: Bool) -> Bool {
        guard let index = list.focusedIndex ?? list.selectedIndex, rows.items.indices.contains(index) else { return false }
        switch rows.items[index] {
        case .photographer(let photographer, let isOpen):
            guard isOpen != open else { return false }
            setExpanded(open, for: photographer)
            return true
        case .thumbnails:
            guard let row = list.rowWidget(at: index), let strip = gtk_widget_get_first_child(row),
                  open || gtk_widget_has_focus(row) == 0 else { return false }
            return gtk_widget_child_focus(strip, open ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
        }
    }

    /// A photographer's name and photo count, with the arrow that shows their thumbnails.
    private func photographerRow() -> RowView<PhotographerRow> {
        let text = TitleRow()
        text.content.horizontallyExpands = true
        let toggle = Button(iconName: "pan-end-symbolic", accessibleLabel: tr("Show Thumbnails"))
        toggle.addCSSClass("flat")
        toggle.setAlignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_CENTER)
        var shown: (photographer: Photographer, open: Bool)?
        toggle.onClicked { [weak self] in
            if let shown { self?.setExpanded(!shown.open, for: shown.photographer) }
        }
        let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        box.append(text.content)
        box.append(toggle)
        return RowView(content: box) { row in
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
    /// rebuilt only when the photographer's photos change.
    private func thumbnailRow() -> RowView<PhotographerRow> {
        let strip = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        strip.setMargins(6)
        let scroller = ScrolledWindow(strip, scrolling: .horizontal)
        scroller.setSizeRequest(width: -1, height: 72)
        gtk_widget_set_focusable(scroller.widget, gboolean(false))
        var buttons: [Button] = []
        var shown: Photographer?
        return RowView(content: scroller) { [weak self] row in
            guard case .thumbnails(let photographer) = row else { return "" }
            if photographer != shown, let self {
                shown = photographer
                buttons.forEach(strip.remove)
                buttons = photographer.photos.prefix(12).map { self.thumbnail($0, of: photographer) }
                buttons.forEach(strip.append)
            }
            // Translators: %@ is a photographer's name; a screen reader says it for the strip of their photos.
            return String(format: tr("Thumbnails of %@"), photographer.name)
        }
    }

    private func thumbnail(_ photo: Photo, of photographer: Photographer) -> Button {
        let picture = Picture(accessibleLabel: photo.title)
        picture.setSizeRequest(width: Self.thumbnailSize.width, height: Self.thumbnailSize.height)
        let button = Button(content: picture, accessibleLabel: photo.title)
        button.tooltip = photo.title
        button.addCSSClass("flat")
        button.onClicked { [weak self] in self?.onSelectPhoto?(photographer, photo) }
        loadThumbnail?(photo.thumbnailURL ?? photo.imageURL) { picture.show($0) }
        return button
    }

    private func applyRows() { rows.apply(PhotographerRow.rows(for: photographers, expanded: expanded)) }

    func fill(_ photographers: [Photographer]) {
        self.photographers = photographers
        updates += 1
        applyRows()
    }
}
