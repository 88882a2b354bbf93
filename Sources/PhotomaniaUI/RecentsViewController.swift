import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// The photos viewed last, newest first.
public final class RecentsViewController: PhotoListViewController {
    public init() {
        super.init(title: tr("Recents"), accessibleLabel: tr("Recent Photos"),
                   empty: StatusView(iconName: "document-open-recent-symbolic", title: tr("No Recent Photos"),
                                     message: tr("Photos you look at appear here.")))
        restorationIdentifier = "recents"
        tabIconName = "document-open-recent-symbolic"
    }

    public override func loadView() -> Widget { photoSections.view }

    /// Lists `photos`, the photo on screen still highlighted.
    func show(_ photos: [Photo]) {
        loadViewIfNeeded()
        list(photos)
    }
}
