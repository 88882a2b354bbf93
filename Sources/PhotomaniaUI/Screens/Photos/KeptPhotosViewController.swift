import GtkKit
import PhotoFeed

/// A list of the photos the library keeps for the user (Recents, Favourites): the list alone,
/// shown again whole when the library's list changes.
public class KeptPhotosViewController: PhotoListViewController {
    /// A list restored by `identifier`, its tab showing `iconName`, which the page standing in
    /// for it while it is empty shows too.
    init(title: String, accessibleLabel: String, iconName: String, empty: (title: String, message: String), identifier: String) {
        super.init(title: title, accessibleLabel: accessibleLabel, empty: StatusView(iconName: iconName, title: empty.title, message: empty.message))
        restorationIdentifier = identifier
        tabIconName = iconName
    }

    public override func loadView() -> Widget { photoSections.view }

    /// Lists `photos`, the photo on screen still highlighted.
    func show(_ photos: [Photo]) {
        loadViewIfNeeded()
        list(photos)
    }
}
