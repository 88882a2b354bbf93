import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// The photos starred, the last starred first: kept whatever the feed does.
public final class FavouritesViewController: PhotoListViewController {
    public init() {
        super.init(title: tr("Favourites"), accessibleLabel: tr("Favourite Photos"),
                   empty: StatusView(iconName: "starred-symbolic", title: tr("No Favourites"),
                                     // Translators: S is the key that stars the photo on screen.
                                     message: tr("Star a photo (S, or its ☆ button) to keep it here, even when the feed moves on.")))
        restorationIdentifier = "favourites"
        tabIconName = "starred-symbolic"
    }

    public override func loadView() -> Widget { photoSections.view }

    /// Lists `photos`, the photo on screen still highlighted.
    func show(_ photos: [Photo]) {
        loadViewIfNeeded()
        list(photos)
    }
}
