import Browsing
import GtkKit
import ListDiff
import Observing
import PhotoFeed

/// A list of photos in sections (by day, or one without a header), with what it shows when it
/// has none: the list part every photo list shares.
@MainActor
final class PhotoSections: SectionedListDataSource {
    let list: ListView
    let adapter: SectionedListAdapter
    /// The sections shown: those given, filtered by `search`.
    private(set) var sections: [PhotoSection] = []
    /// The sections given, before filtering.
    private var unfiltered: [PhotoSection] = []
    /// What the photos are filtered by.
    private(set) var search = SearchText()
    /// The sections' text folded for searching, as searches need it; dropped when they change.
    private var searchIndex: SearchIndex?
    /// The photo highlighted, highlighted again when a search brings its row back.
    private var highlighted: Photo?
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
        self.subtitle = subtitle
        self.empty = empty
        adapter.dataSource = self
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
        searchIndex = nil
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
            let index = searchIndex ?? SearchIndex()
            searchIndex = index
            sections = unfiltered.compactMap { $0.filtered { [search] in index.matches(search, $0) } }
        }
        adapter.performUpdates()
        if let highlighted, selectedPhoto != highlighted { highlight(highlighted) }
    }

    /// Highlights `photo`'s row (its content may have changed since), or clears the highlight;
    /// `scrolling`, brings the row into view.
    func highlight(_ photo: Photo?, scrolling: Bool = false) {
        highlighted = photo
        let place = photo.flatMap(place(of:))
        adapter.selectRow(at: place?.index, in: place?.controller)
        if scrolling, let place, let position = adapter.position(ofRow: place.index, in: place.controller) { list.scrollTo(position) }
    }

    /// The photo whose row is highlighted.
    var selectedPhoto: Photo? {
        guard let position = list.selectedIndex, adapter.items.indices.contains(position) else { return nil }
        let row = adapter.items[position]
        return row.index.map { (row.controller as? PhotoSectionController)?.viewModels[$0] } ?? nil
    }

    /// Activates `photo`'s row, as a click would (for tests).
    func activate(_ photo: Photo) {
        guard let place = place(of: photo), let position = adapter.position(ofRow: place.index, in: place.controller) else { return }
        list.activateRow(at: position)
    }

    private func place(of photo: Photo) -> (controller: ListSectionController, index: Int)? {
        for case let controller as PhotoSectionController in adapter.sectionControllers {
            if let index = controller.viewModels.firstIndex(where: { $0.id == photo.id }) { return (controller, index) }
        }
        return nil
    }

    func objects(for adapter: SectionedListAdapter) -> [any Diffable] { sections }

    func sectionController(for object: any Diffable) -> ListSectionController {
        PhotoSectionController(subtitle: subtitle) { [weak self] in self?.onSelect?($0) }
    }

    func emptyView(for adapter: SectionedListAdapter) -> Widget? { search.isEmpty ? empty : noResults }
}
