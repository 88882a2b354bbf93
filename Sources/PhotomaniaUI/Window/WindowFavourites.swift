import GtkKit
import Library
import Localization
import PhotoFeed

/// Starring in one window: the photo on screen starred or unstarred in the app's library (so
/// in every window), an unstar said in a toast with Undo, which stars the photo again.
@MainActor
final class WindowFavourites {
    private let collections: PhotoCollections
    private let messages: WindowMessages
    /// The photo the last unstar took out, which Undo puts back.
    private(set) var unstarred: Photo?

    init(collections: PhotoCollections, messages: WindowMessages) {
        (self.collections, self.messages) = (collections, messages)
    }

    /// Stars `photo`, or unstars it with Undo offered.
    func toggle(_ photo: Photo) {
        let starring = !collections.isFavourite(photo)
        collections.setFavourite(photo, starring)
        guard !starring else { return messages.toast(tr("Added to Favourites")) }
        unstarred = photo
        messages.toast(tr("Removed from Favourites"), button: (WindowAction.undoUnstar.title, WindowAction.undoUnstar.detailedName))
    }

    /// Stars again the photo the last unstar took out.
    func undo() {
        guard let photo = unstarred else { return }
        unstarred = nil
        collections.setFavourite(photo, true)
    }
}
