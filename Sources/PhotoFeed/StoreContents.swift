import Foundation

/// What the photo database holds when the app starts, read at once: the photos by
/// photographer, the recents, the favourites, when each photo's metadata was retrieved, and the
/// sources followed.
/// A value, so that it can be read on one thread and taken on another.
public struct StoreContents: Sendable {
    public let photographers: [Photographer]
    public let recents: [Photo]
    public let favourites: [Photo]
    public let retrievalTimes: [String: Date]
    /// The sources followed, in the order followed, and how many photos each keeps and has not
    /// had opened (their photos are read when a list shows them).
    public let follows: [StoredFollow]
    public let sourceCounts: [String: StoredFollow.Count]

    /// Reads everything `store` holds that the app starts on.
    public init(reading store: PhotoStore) throws {
        photographers = Photographer.group(try store.photos())
        recents = try store.recents().photos
        favourites = try store.favourites()
        retrievalTimes = try store.retrievalTimes()
        follows = try store.follows()
        sourceCounts = try store.sourceCounts()
    }
}
