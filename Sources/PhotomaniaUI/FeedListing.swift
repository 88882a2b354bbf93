import AdaptiveGtk
import PhotoFeed

/// The list the feed fills at the root of the master: the photographers, or every photo. It
/// shows a spinner while the first fetch runs, then what was fetched, or why nothing was.
protocol FeedListing: ViewController {
    /// Try Again was pressed after a failed first fetch.
    var onRetry: (() -> Void)? { get set }
    /// "loading", "list", "error" or "empty".
    var visiblePage: String? { get }
    func showLoading()
    func show(_ photographers: [Photographer])
    func showError(_ message: String)
}
