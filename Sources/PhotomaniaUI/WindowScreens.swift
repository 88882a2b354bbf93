import AdaptiveGtk
import Browsing

/// The screens a window is made of, whatever its master's layout: the photographers, the
/// recent photos and the photo (with its Image URL popover); the photographers' photos, a
/// search's results and the all-photos list come and go through the routes.
@MainActor
final class WindowScreens {
    let photographers = PhotographersViewController()
    let recents = RecentsViewController()
    let detail: PhotoDetailViewController
    let imageURL = ImageURLViewController()
    /// The Image URL popover, anchored to the header's button (made with the window around it).
    var imageURLPresentation: PresentationController!

    init(images: ImageLoader, model: BrowsingModel) {
        detail = PhotoDetailViewController(loader: images)
        recents.follow(model)
        recents.showThumbnails(from: images)
    }
}
