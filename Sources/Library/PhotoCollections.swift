import Observing
import PhotoFeed

/// The photos a person keeps, whatever the feeds do, the same in every window: the recent
/// photos (viewed last, first) and the favourites (starred last, first). A change is every
/// window's at once and reaches the database behind the writes before it.
@MainActor
public final class PhotoCollections {
    /// The photos viewed last, newest first.
    public var recents: [Photo] { recentPhotos.photos }
    /// The photos starred, the last starred first.
    public private(set) var favourites: [Photo]
    private var recentPhotos: RecentPhotos
    private let store: StoreKeeper
    /// Keeps a favourite's image on disk.
    private let images: ImagePinning
    private let events: ObserverList<LibraryEvent>

    /// The collections in `contents`, what `store` held at start.
    init(store: StoreKeeper, contents: StoreContents?, images: ImagePinning, events: ObserverList<LibraryEvent>) {
        (self.store, self.images, self.events) = (store, images, events)
        recentPhotos = RecentPhotos(photos: contents?.recents ?? [])
        favourites = contents?.favourites ?? []
    }

    /// Puts `photo` first in the recents.
    public func record(_ photo: Photo) {
        recentPhotos.record(photo)
        // Asked of the writer first: what the windows then read of the store follows the view.
        store.writer.recordView(of: photo) { [store] in store.failed($0) }
        events.notify(.recentsChanged)
    }

    /// Whether `photo` is a favourite.
    public func isFavourite(_ photo: Photo) -> Bool { favourites.contains { $0.id == photo.id } }

    /// Stars `photo` (first in the favourites) or unstars it; a favourite's image is kept on
    /// disk whatever the cache's cap, so it opens at full quality without the network.
    public func setFavourite(_ photo: Photo, _ starred: Bool) {
        guard starred != isFavourite(photo) else { return }
        favourites.removeAll { $0.id == photo.id }
        if starred { favourites.insert(photo, at: 0) }
        events.notify(.favouritesChanged)
        store.writer.setFavourite(photo, starred) { [store] in store.failed($0) }
        guard starred else { return images.unpin(photo.imageURL) }
        images.pin(photo.imageURL) { [weak self] kept in
            // Unstarred while its image downloaded.
            if kept, self?.isFavourite(photo) == false { self?.images.unpin(photo.imageURL) }
        }
    }

    /// `updated` (as Flickr has it now) in place of the recent photo with its id, if there is one.
    func refresh(_ updated: Photo) {
        guard recentPhotos.photos.contains(where: { $0.id == updated.id }) else { return }
        recentPhotos = RecentPhotos(photos: recentPhotos.photos.map { $0.id == updated.id ? updated : $0 })
        events.notify(.recentsChanged)
    }
}
