import AdaptiveGtk
import GtkKit
import PhotoFeed

/// A screen that lists photos: what the detail shows first when the window widens with it on
/// top, and where the photo on screen is highlighted.
@MainActor
protocol PhotoListing: ViewController {
    var photos: [Photo] { get }
    var rows: ListAdapter<Photo> { get }
}

extension PhotoListing {
    /// Highlights `photo`'s row, or clears the highlight.
    func highlight(_ photo: Photo?) {
        loadViewIfNeeded()
        rows.select(photo)
    }
}
