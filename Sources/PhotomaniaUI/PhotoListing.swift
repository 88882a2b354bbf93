import PhotoFeed

/// A screen that lists photos: what the detail shows first when the window widens with it on top.
protocol PhotoListing: AnyObject {
    var photos: [Photo] { get }
    /// Highlights `photo`'s row, or clears the highlight.
    func highlight(_ photo: Photo?)
}
