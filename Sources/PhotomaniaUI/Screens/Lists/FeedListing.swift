import AdaptiveGtk
import PhotoFeed

/// The list the feed fills at the root of the master: the photographers, or every photo. It
/// shows a spinner while the first fetch runs, then what was fetched, or why nothing was.
@MainActor
protocol FeedListing: ViewController {
    /// Try Again (after a failed first fetch) or Refresh (after an empty one) was pressed.
    var onRetry: (() -> Void)? { get set }
    /// The pages the list lives among.
    var pages: FeedPages { get }
    /// Puts `photographers` in the rows; the pages are switched around it.
    func fill(_ photographers: [Photographer])
}

extension FeedListing {
    /// The page on screen.
    var visiblePage: FeedListPage? { pages.visiblePage }

    /// What the error or empty page says.
    var pageMessage: String { pages.message }
    /// The error page's button.
    var errorAction: String { pages.errorAction }

    func showLoading() {
        loadViewIfNeeded()
        pages.showLoading()
    }

    /// Lists `photographers` (never empty: an empty feed has `showEmpty`).
    func show(_ photographers: [Photographer]) {
        loadViewIfNeeded()
        fill(photographers)
        pages.showList()
    }

    func showEmpty(_ message: String) {
        loadViewIfNeeded()
        fill([])
        pages.showEmpty(message)
    }

    /// Says under the list what of the feed could not be read (nil: all could).
    func showNote(_ note: (text: String, details: String)?) {
        loadViewIfNeeded()
        pages.note = note
    }

    func showError(_ message: String, action: String = FeedPages.tryAgain) {
        loadViewIfNeeded()
        pages.showError(message, action: action)
    }
}
