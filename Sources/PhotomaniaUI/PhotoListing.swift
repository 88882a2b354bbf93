import AdaptiveGtk
import GtkKit
import PhotoFeed

/// A screen that lists photos: what the detail shows first when the window widens with it on
/// top, and where the photo on screen is highlighted.
@MainActor
protocol PhotoListing: ViewController {
    var photoSections: PhotoSections { get }
}

extension PhotoListing {
    /// Its photos, in list order.
    var photos: [Photo] { photoSections.photos }

    /// The photo whose row is highlighted.
    var selectedPhoto: Photo? { photoSections.selectedPhoto }

    /// Highlights `photo`'s row, or clears the highlight; `scrolling`, brings the row into view.
    func highlight(_ photo: Photo?, scrolling: Bool = false) {
        loadViewIfNeeded()
        photoSections.highlight(photo, scrolling: scrolling)
    }
}
