import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// Every photo of the feed in one list by title: the founding article's first and simplest
/// master, one list in a navigation stack.
public final class AllPhotosViewController: PhotoListViewController, FeedListing {
    private(set) lazy var pages = FeedPages(list: makeListPage())
    var onRetry: (() -> Void)?

    public init() { super.init(title: tr("Photos"), accessibleLabel: tr("All Photos")) }

    public override func loadView() -> Widget {
        pages.stack.setSizeRequest(width: 240, height: -1)
        pages.onRetry { [weak self] in self?.onRetry?() }
        return pages.stack
    }

    func fill(_ photographers: [Photographer]) {
        rows.apply(Photographer.byTitle(photographers.flatMap(\.photos)))
    }
}
