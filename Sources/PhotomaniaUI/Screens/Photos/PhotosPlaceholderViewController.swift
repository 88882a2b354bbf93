import AdaptiveGtk
import GtkKit
import Localization

/// What the photos column of three shows before a photographer is chosen: what to do next,
/// as the detail's "No Photo Selected" does.
final class PhotosPlaceholderViewController: ViewController {
    init() { super.init(title: tr("Photos")) }

    override func loadView() -> Widget {
        StatusView(
            iconName: "system-users-symbolic", title: tr("No Photographer Selected"),
            message: tr("Choose a photographer to see their photos here."))
    }
}
