import AdaptiveGtk
import GtkKit
import Localization

/// The photos starred, the last starred first: kept whatever the feed does.
public final class FavouritesViewController: KeptPhotosViewController {
    public init() {
        // Translators: S is the key that stars the photo on screen.
        let empty = (title: tr("No Favourites"), message: tr("Star a photo (S, or its ☆ button) to keep it here, even when the feed moves on."))
        super.init(title: tr("Favourites"), accessibleLabel: tr("Favourite Photos"), iconName: "starred-symbolic", empty: empty, identifier: "favourites")
    }
}
