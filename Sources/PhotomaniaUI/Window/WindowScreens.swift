import AdaptiveGtk
import Browsing

/// The screens a window is made of, whatever its master's layout: the photographers, the
/// recent photos, the favourites, the sources followed and the photo (with its Image URL
/// popover); the photographers' photos, a source's, a search's results and the all-photos list
/// come and go through the routes.
@MainActor
final class WindowScreens {
    let photographers = PhotographersViewController()
    let recents = RecentsViewController()
    let favourites = FavouritesViewController()
    let following = FollowingViewController()
    let detail: PhotoDetailViewController
    let imageURL = ImageURLViewController()
    /// The Image URL popover, anchored to the header's button (made with the window around it).
    var imageURLPresentation: PresentationController!

    /// A master in the layout `name`, around these lists.
    func master(_ name: MasterLayoutName, model: BrowsingModel, images: ImageLoader) -> MasterLayout {
        name.make(
            photographers: photographers, lists: MasterLists(recents: recents, favourites: favourites, following: following), model: model, images: images)
    }

    init(images: ImageLoader, model: BrowsingModel) {
        detail = PhotoDetailViewController(loader: images)
        photographers.follow(model)
        for list in [recents, favourites] as [PhotoListViewController] {
            list.follow(model)
            list.showThumbnails(from: images)
        }
    }
}
