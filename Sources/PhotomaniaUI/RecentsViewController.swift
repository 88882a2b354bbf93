import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// The photos viewed last, newest first.
public final class RecentsViewController: PhotoListViewController {
    private let pages = Stack()

    public init() { super.init(title: tr("Recents"), accessibleLabel: tr("Recent Photos")) }

    public override func loadView() -> Widget {
        pages.add(StatusView(iconName: "document-open-recent-symbolic", title: tr("No Recent Photos"),
                             message: tr("Photos you look at appear here.")), name: "empty")
        pages.add(makeListPage(), name: "list")
        return pages
    }

    func show(_ photos: [Photo], highlighting current: Photo?) {
        loadViewIfNeeded()
        rows.apply(photos)
        pages.show(named: photos.isEmpty ? "empty" : "list")
        highlight(current)
    }
}
