import Adaptive
import Browsing
import Foundation
import GtkKit
import ListDiff
import Observing
import PhotoFeed

/// A list of photos in sections (by day, or one without a header), with what it shows when it
/// has none: the list part every photo list shares. It shows the photos as rows of titles or
/// as a grid of square thumbnails, whose columns follow the list's width and the text size.
@MainActor
final class PhotoSections: SectionedListDataSource {
    let list: ListView
    let adapter: SectionedListAdapter
    /// The list, or what stands in for it, observed for the width the grid's columns follow.
    let view: SizeObservingBin
    /// Whether the photos show as a grid of thumbnails rather than rows of titles.
    private(set) var isGrid = false
    /// The grid for the list's width now.
    private(set) var gridLayout = GridLayout(width: 0)
    /// The desktop's text scale, which the grid's cells follow.
    var textScale = 1.0 {
        didSet { relayOut() }
    }
    /// Loads a grid cell's thumbnail cropped to a size in device pixels, which the cell shows
    /// when it arrives; the task cancels it.
    var loadThumbnail: ((URL, PixelSize, @escaping (Texture) -> Void) -> HTTPTask?)?
    /// Downloads thumbnails ahead into the disk cache; the tasks cancel them.
    var prefetchThumbnails: (([URL]) -> [HTTPTask])?
    /// The grid's rows GTK has built, for the highlight, the keys and the thumbnails on screen.
    var gridRows: [WeakCells] = []
    private var width = 0
    private var relayOutScheduled = false
    /// The sections shown: those given, filtered by `search`.
    private(set) var sections: [PhotoSection] = []
    /// The sections given, before filtering.
    private var unfiltered: [PhotoSection] = []
    /// What the photos are filtered by.
    private(set) var search = SearchText()
    /// The sections' photos as searches filter them, made at the first search; dropped when
    /// the sections change.
    private var filters: [PhotoFilter]?
    /// The photo highlighted, highlighted again when a search brings its row back.
    private(set) var highlighted: Photo?
    private lazy var noResults = noResultsView()
    private let subtitle: (Photo) -> String
    private let empty: Widget?
    /// A photo was chosen.
    var onSelect: ((Photo) -> Void)?
    /// The model whose photo on screen is highlighted here, followed.
    private var modelObservation: ObserverToken?

    /// `subtitle` is the line under a photo's title; `empty` stands in for the list without photos.
    init(accessibleLabel: String, subtitle: @escaping (Photo) -> String, empty: Widget? = nil) {
        list = ListView(accessibleLabel: accessibleLabel)
        adapter = SectionedListAdapter(list: list)
        view = SizeObservingBin(child: adapter.view, shrinks: false)
        self.subtitle = subtitle
        self.empty = empty
        adapter.dataSource = self
        view.onAllocate = { [weak self] width, _ in
            guard let self, width != self.width else { return }
            self.width = width
            relayOut()
        }
        list.interceptStep = { [weak self] step in self?.moveInGrid(GridStep(step, page: self?.gridRowsOnScreen ?? 1)) ?? false }
        list.interceptEntry = { [weak self] in self?.enterGrid() ?? false }
        adapter.onRowsShown = { [weak self] in self?.loadThumbnailsOnScreen() }
        list.addShortcut("Left", global: false, first: true) { [weak self] in self?.moveInGrid(.left) ?? false }
        list.addShortcut("Right", global: false, first: true) { [weak self] in self?.moveInGrid(.right) ?? false }
    }

    /// Shows the photos as a grid of thumbnails, or as rows of titles; the photo on screen stays
    /// highlighted and in view.
    func showAsGrid(_ grid: Bool) {
        guard grid != isGrid else { return }
        isGrid = grid
        update()
        highlight(highlighted, scrolling: true)
    }

    /// Highlights the photo on screen in `model` from now on, bringing its row into view when
    /// it was stepped to (Previous, Next).
    func follow(_ model: BrowsingModel) {
        highlight(model.photo)
        modelObservation = model.observe { [weak self, unowned model] change in
            if change == .photo { self?.highlight(model.photo, scrolling: model.wasStepped) }
        }
    }

    /// Every photo, in list order.
    var photos: [Photo] { sections.flatMap(\.photos) }

    /// Shows `sections` now (those photos that match the search); rows that stay keep their
    /// selection and place.
    func show(_ sections: [PhotoSection]) {
        unfiltered = sections
        filters = nil
        update()
    }

    /// Shows only the photos matching `search`, in one update.
    func filter(by search: SearchText) {
        guard search != self.search else { return }
        self.search = search
        update()
    }

    private func update() {
        if search.isEmpty {
            sections = unfiltered
        } else {
            let filters = filters ?? unfiltered.map { PhotoFilter($0.photos) }
            self.filters = filters
            sections = zip(unfiltered, filters).compactMap { section, filter in section.keeping(filter.matching(search)) }
        }
        adapter.performUpdates()
        if let highlighted, isGrid || selectedPhoto != highlighted { highlight(highlighted) }
    }

    /// The grid for the width and text scale now: shown at the next turn of the main loop when
    /// its columns or cells changed (not inside the layout that found the new width), the photo
    /// on screen kept in view.
    private func relayOut() {
        let layout = GridLayout(width: max(0, width - Self.rowMargins), textScale: textScale)
        guard layout != gridLayout else { return }
        gridLayout = layout
        guard isGrid, !relayOutScheduled else { return }
        relayOutScheduled = true
        MainLoop.idle { [weak self] in
            guard let self else { return }
            relayOutScheduled = false
            update()
            highlight(highlighted, scrolling: true)
        }
    }

    /// The room a list's row takes around its content (the sidebar style's margins and padding).
    private static let rowMargins = 28

    /// Highlights `photo`'s row (its content may have changed since), or clears the highlight;
    /// `scrolling`, brings the row into view.
    func highlight(_ photo: Photo?, scrolling: Bool = false) {
        highlighted = photo
        if isGrid { return highlightCell(photo, scrolling: scrolling) }
        let place = photo.flatMap(place(of:))
        adapter.selectRow(at: place?.index, in: place?.controller)
        if scrolling, let place, let position = adapter.position(ofRow: place.index, in: place.controller) { list.scrollTo(position) }
    }

    /// The photo whose row is highlighted.
    var selectedPhoto: Photo? {
        if isGrid { return highlighted.flatMap { photo in photos.first { $0.id == photo.id } } }
        guard let position = list.selectedIndex, adapter.items.indices.contains(position) else { return nil }
        let row = adapter.items[position]
        return row.index.map { (row.controller as? PhotoSectionController)?.viewModels[$0] } ?? nil
    }

    /// Activates `photo`'s row, as a click would (for tests).
    func activate(_ photo: Photo) {
        if isGrid {
            _ = gridRows.contains { $0.cells?.click(photo) == true }
            return
        }
        guard let place = place(of: photo), let position = adapter.position(ofRow: place.index, in: place.controller) else { return }
        list.activateRow(at: position)
    }

    private func place(of photo: Photo) -> (controller: ListSectionController, index: Int)? {
        for case let controller as PhotoSectionController in adapter.sectionControllers {
            if let index = controller.viewModels.firstIndex(where: { $0.id == photo.id }) { return (controller, index) }
        }
        return nil
    }

    func objects(for adapter: SectionedListAdapter) -> [any Diffable] {
        isGrid ? sections.map { PhotoGridSection(section: $0, layout: gridLayout) } : sections
    }

    func sectionController(for object: any Diffable) -> ListSectionController {
        if object is PhotoGridSection {
            return PhotoGridSectionController(
                makeCells: { [weak self] in self?.makeGridRow() ?? RowView.text { _ in "" } },
                prefetch: { [weak self] in self?.prefetchThumbnails?($0) ?? [] })
        }
        return PhotoSectionController(subtitle: subtitle) { [weak self] in self?.onSelect?($0) }
    }

    func emptyView(for adapter: SectionedListAdapter) -> Widget? { search.isEmpty ? empty : noResults }
}
