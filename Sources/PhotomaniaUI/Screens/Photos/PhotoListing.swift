import Adaptive
import AdaptiveGtk
import Browsing
import GtkKit
import PhotoFeed

/// A screen that lists photos: what the detail shows first when the window widens with it on
/// top, where the photo on screen is highlighted, and which the search bar filters.
@MainActor
protocol PhotoListing: SearchableList {
    var photoSections: PhotoSections { get }
}

extension PhotoListing {
    /// Its photos, in list order.
    var photos: [Photo] { photoSections.photos }

    /// What the photos are filtered by.
    var search: SearchText { photoSections.search }

    func filter(by search: SearchText) { photoSections.filter(by: search) }

    /// The photo whose row is highlighted.
    var selectedPhoto: Photo? { photoSections.selectedPhoto }

    /// Highlights the photo on screen in `model` from now on.
    func follow(_ model: BrowsingModel) {
        loadViewIfNeeded()
        photoSections.follow(model)
    }

    /// Highlights `photo`'s row, or clears the highlight; `scrolling`, brings the row into view.
    func highlight(_ photo: Photo?, scrolling: Bool = false) {
        loadViewIfNeeded()
        photoSections.highlight(photo, scrolling: scrolling)
    }

    /// Fills a grid's cells from `images`, fetching ahead near the rows on screen, at the
    /// desktop's text scale.
    func showThumbnails(from images: ImageLoader) {
        photoSections.loadThumbnail = { [weak images] url, size, show in
            images?.load(url, fitting: size, cropping: true) { if case .success(let texture) = $0 { show(texture) } }
        }
        photoSections.prefetchThumbnails = { [weak images] in images?.preload($0) ?? [] }
        registerForTraitChanges([.textScale]) { controller, _ in
            guard let list = controller as? PhotoListing, let scale = controller.traitCollection?.textScale else { return }
            list.photoSections.textScale = scale
        }
    }

    /// The list's state kept with the window: its scroll position, and whether it is a grid.
    func encodeListState(into state: inout RestorableState) {
        state.encode(photoSections.list.scrollOffset, forKey: "scroll")
        state.encode(photoSections.isGrid, forKey: "grid")
    }

    func decodeListState(from state: RestorableState) {
        photoSections.showAsGrid(state.bool(forKey: "grid") ?? photoSections.isGrid)
        state.restore(photoSections.list.scrollOffset, forKey: "scroll")
    }
}
