/// The photos viewed last, kept in the store when there is one (so they survive a restart)
/// and in memory when there is none or it fails.
public final class RecentsModel {
    private let store: PhotoStore?
    private var recents = RecentPhotos()

    public init(store: PhotoStore?) { self.store = store }

    /// Newest first.
    public var photos: [Photo] { recents.photos }

    /// Re-reads the recents from the store.
    public func reload() throws {
        if let store { recents = try store.recents() }
    }

    /// Puts `photo` first. When the store fails, the photo is still first in memory and the
    /// error is thrown for the user to see.
    public func record(_ photo: Photo) throws {
        guard let store else { return recents.record(photo) }
        do {
            try store.recordView(of: photo)
            recents = try store.recents()
        } catch {
            recents.record(photo)
            throw error
        }
    }
}
