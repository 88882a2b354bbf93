import AdaptiveGtk
import GtkKit
import Localization

/// The photos viewed last, newest first.
public final class RecentsViewController: KeptPhotosViewController {
    public init() {
        super.init(
            title: tr("Recents"), accessibleLabel: tr("Recent Photos"), iconName: "document-open-recent-symbolic",
            empty: (title: tr("No Recent Photos"), message: tr("Photos you look at appear here.")), identifier: "recents")
    }
}
