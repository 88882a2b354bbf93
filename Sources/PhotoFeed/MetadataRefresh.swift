import Foundation

/// Keeps what the app shows of a photo no older than a day, where the feed can say what Flickr
/// says of one photo (the REST feeds, with a key): a photo shown whose metadata is older is
/// asked again (`flickr.photos.getInfo`, within the key's request budget), once at a time, and
/// not again for a day whatever the answer. Photos stored before times were kept count as old.
@MainActor
public final class MetadataRefresh {
    /// How long metadata counts as fresh: a day.
    public static let lifetime: TimeInterval = 86_400

    private let gate: RequestGate
    private let client: FeedClient
    private let endpoint: URL
    /// When the feed last said what it says of each photo, by id.
    private var retrieved: [String: Date] = [:]
    /// Photos being asked for now.
    private var asking: Set<String> = []
    /// A photo as Flickr has it now, in place of the one shown; or why it could not be had.
    public var onAnswer: ((_ shown: Photo, _ answer: Result<Photo, Error>) -> Void)?

    public init(gate: RequestGate, client: FeedClient, endpoint: URL) {
        (self.gate, self.client, self.endpoint) = (gate, client, endpoint)
    }

    /// The times the store kept.
    public func start(from times: [String: Date]) { retrieved = times }

    /// `photos` came with a page of their feed just now. A loop, not `forEach`: its closure,
    /// made on the main actor, would check the thread at each of a page's 50,000 photos; and
    /// room made once, not grown a doubling at a time.
    public func retrieved(_ photos: [Photo], at date: Date = Date()) {
        retrieved.reserveCapacity(retrieved.count + photos.count)
        for photo in photos { retrieved[photo.id] = date }
    }

    /// `photo` is shown in a window on `feed`: asked again when its metadata is old and the
    /// feed can ask for it.
    public func photoShown(_ photo: Photo, on feed: FeedSource, apiKey: String?, now: Date = Date()) {
        guard feed.needsAPIKey, let apiKey, !asking.contains(photo.id),
            now.timeIntervalSince(retrieved[photo.id] ?? .distantPast) > Self.lifetime
        else { return }
        asking.insert(photo.id)
        let url = FlickrRequest(method: .info(photoID: photo.id), apiKey: apiKey).url(endpoint: endpoint)
        _ = gate.admit(url) { [client] in
            client.refresh(photo, at: url) { [weak self] answer in
                guard let self else { return }
                asking.remove(photo.id)
                retrieved[photo.id] = Date()
                onAnswer?(photo, answer)
            }
        }
    }
}
