import AdaptiveGtk
import GtkKit
import PhotoFeed

/// Every photo of the feed in one list by title: the founding article's first and simplest
/// master, one list in a navigation stack.
public final class AllPhotosViewController: PhotoListViewController, FeedListing {
    private lazy var pages = FeedPages(list: makeListPage())
    var onRetry: (() -> Void)?

    public init() { super.init(title: "Photos", accessibleLabel: "All Photos") }

    public override func loadView() -> Widget {
        pages.stack.setSizeRequest(width: 240, height: -1)
        pages.onRetry { [weak self] in self?.onRetry?() }
        return pages.stack
    }

    public var visiblePage: String? { pages.visiblePage }

    public var pageMessage: String { pages.message }

    func showLoading() {
        loadViewIfNeeded()
        pages.showLoading()
    }

    func show(_ photographers: [Photographer]) {
        loadViewIfNeeded()
        rows.apply(Photographer.byTitle(photographers.flatMap(\.photos)))
        pages.showList()
    }

    func showEmpty(_ message: String) {
        show([])
        pages.showEmpty(message)
    }

    func showError(_ message: String) {
        loadViewIfNeeded()
        pages.showError(message)
    }
}
