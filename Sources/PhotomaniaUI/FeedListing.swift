import AdaptiveGtk
import PhotoFeed

/// The list the feed fills at the root of the master: the photographers, or every photo. It
/// shows a spinner while the first fetch runs, then what was fetched, or why nothing was.
protocol FeedListing: ViewController {
    /// Try Again (after a failed first fetch) or Refresh (after an empty one) was pressed.
    var onRetry: (() -> Void)? { get set }
    /// "loading", "list", "error" or "empty".
    var visiblePage: String? { get }
    /// What the error or empty page says.
    var pageMessage: String { get }
    func showLoading()
    /// Lists `photographers` (never empty: an empty feed has `showEmpty`).
    func show(_ photographers: [Photographer])
    func showEmpty(_ message: String)
    func showError(_ message: String)
}
