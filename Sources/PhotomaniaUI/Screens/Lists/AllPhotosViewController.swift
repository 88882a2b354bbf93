import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// Every photo of the feed in one list by title: the founding article's first and simplest
/// master, one list in a navigation stack.
public final class AllPhotosViewController: PhotoListViewController, FeedListing {
    let pages: FeedPages
    var onRetry: (() -> Void)?

    public init() {
        let pages = FeedPages()
        self.pages = pages
        super.init(title: tr("Photos"), accessibleLabel: tr("All Photos"), empty: pages.empty)
        restorationIdentifier = "all-photos"
    }

    public override func loadView() -> Widget {
        pages.place(photoSections.adapter.view, in: photoSections.view)
        pages.stack.setSizeRequest(width: 240, height: -1)
        pages.onRetry { [weak self] in self?.onRetry?() }
        return pages.stack
    }

    func fill(_ photographers: [Photographer]) {
        list(Photographer.byTitle(photographers.flatMap(\.photos)))
    }
}
