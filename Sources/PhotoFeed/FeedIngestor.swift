import Dispatch

/// The app's one writer of the photo database: stores fetched photos and makes the listing the
/// windows show (the stored photos grouped by photographer), and records views and stars, on a queue of
/// its own, so a feed of any size never holds up the main thread: the main thread only
/// receives the listing, ready to compare with what it shows.
///
/// With a database it writes through a connection of its own to the store's file (SQLite in
/// WAL mode serialises writers; readers are not blocked), opened on first use. Without one it
/// lists each batch as it came, cut to the capacity.
///
/// `@unchecked Sendable`: its other stored properties are constants, and the store is opened
/// and used only on the ingestor's serial queue.
public final class FeedIngestor: @unchecked Sendable {
    /// The stored photos by photographer, what the write before it changed (nil for a listing
    /// made without a write: no database, or one that failed), and why the write failed, if it
    /// did: the listing is then the batch as it came.
    public struct Listing: Sendable {
        public let photographers: [Photographer]
        public let change: StoreChange?
        public let failure: (any Error)?

        init(_ photos: [Photo], change: StoreChange? = nil, failure: (any Error)? = nil) {
            photographers = Photographer.group(photos)
            self.change = change
            self.failure = failure
        }
    }

    private let queue = DispatchQueue(label: "Photomania store", qos: .userInitiated)
    private let path: String?
    private let capacity: Int
    /// Opened on the queue, and only used there.
    private var store: PhotoStore?

    /// An ingestor for the store file at `path`, or (nil) for photos kept in memory only.
    public init(path: String?, capacity: Int = PhotoStore.defaultCapacity) {
        self.path = path
        self.capacity = capacity
    }

    /// Stores `photos` (in place of all but the recents when `replacing`) and lists what the
    /// store then holds; `completion` runs on the main thread. When the database fails, nothing of `photos` was stored and the listing is
    /// `photos` themselves, with the failure. The photos are released on the queue, not on the
    /// main thread, where freeing a large page of them would hold up a frame.
    public func store(_ photos: [Photo], replacing: Bool = false, completion: @escaping @MainActor (Listing) -> Void) {
        let capacity = capacity
        run(completion) { opened in
            let batch = Array(photos.suffix(capacity))
            do {
                guard let store = try opened.get() else { return Listing(batch) }
                let change = try store.upsert(batch, replacing: replacing)
                return Listing(try store.photos(), change: change)
            } catch {
                return Listing(batch, failure: error)
            }
        }
    }

    /// What a page of a followed source changed, and each source's counts after it.
    public struct SourceListing: Sendable {
        public let change: StoreChange
        public let counts: [String: StoredFollow.Count]
    }

    /// Stores a page of the followed source `source` (its key); `completion` runs on the main
    /// thread with what changed, the failure when the database failed, or nil without a database.
    public func storeSource(_ source: String, photos: [Photo], completion: @escaping @MainActor (Result<SourceListing, Error>?) -> Void) {
        read(completion) { store in
            let change = try store.storeSource(source, photos: photos)
            return SourceListing(change: change, counts: try store.sourceCounts())
        }
    }

    /// Reads the photos of the followed `source` (its key; nil: of all), newest first; nil
    /// without a database. After every write asked before it.
    public func readSourcePhotos(of source: String?, completion: @escaping @MainActor (Result<[Photo], Error>?) -> Void) {
        read(completion) { try $0.sourcePhotos(of: source) }
    }

    /// Reads each followed source's counts; see `readSourcePhotos`.
    public func readSourceCounts(completion: @escaping @MainActor (Result<[String: StoredFollow.Count], Error>?) -> Void) {
        read(completion) { try $0.sourceCounts() }
    }

    /// Runs `work` on the store after the writes asked before it: its value, its failure, or
    /// nil without a database.
    private func read<Value: Sendable>(
        _ completion: @escaping @MainActor (Result<Value, Error>?) -> Void, _ work: @escaping (PhotoStore) throws -> Value
    ) {
        let work = HandedOver(work)
        run(completion) { opened in
            do {
                guard let store = try opened.get() else { return nil }
                return .success(try work.value(store))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Follows `source` (at `position`: an unfollow undone, with `photos` again), names it,
    /// or stops following it; `failure` runs on the main thread when the database failed.
    public func follow(_ source: String, name: String?, position: Int?, photos: [Photo], failure: @escaping @MainActor (any Error) -> Void) {
        write(failure) { store in
            try store.follow(source, name: name, position: position)
            if !photos.isEmpty { try store.storeSource(source, photos: photos) }
        }
    }

    /// Names the followed `source` as its feed does; see `follow`.
    public func rename(_ source: String, to name: String, failure: @escaping @MainActor (any Error) -> Void) {
        write(failure) { try $0.rename(source, to: name) }
    }

    /// Stops following `source`; see `follow`.
    public func unfollow(_ source: String, failure: @escaping @MainActor (any Error) -> Void) {
        write(failure) { try $0.unfollow(source) }
    }

    /// Records a view of `photo` (it goes first in the recents); `failure` runs on the main
    /// thread when the database failed.
    public func recordView(of photo: Photo, failure: @escaping @MainActor (any Error) -> Void) {
        write(failure) { try $0.recordView(of: photo) }
    }

    /// Stars `photo` (it goes first in the favourites), or unstars it; `failure` runs on the
    /// main thread when the database failed.
    public func setFavourite(_ photo: Photo, _ starred: Bool, failure: @escaping @MainActor (any Error) -> Void) {
        write(failure) { store in starred ? try store.star([photo]) : try store.unstar(photo.id) }
    }

    /// Makes `change` to the store on the queue; `failure` runs on the main thread when the
    /// database failed (without a database there is nothing to change).
    private func write(_ failure: @escaping @MainActor (any Error) -> Void, _ change: @escaping (PhotoStore) throws -> Void) {
        run({ error in error.map(failure) }) { opened -> (any Error)? in
            do {
                try opened.get().map(change)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Returns once every write asked before is in the database: as the app quits, so that a
    /// star or a view of its last moment is kept.
    public func finishWrites() { queue.sync {} }

    /// Finishes the writes asked before and closes the database: before its file is moved
    /// aside, so that no write of this ingestor's lands in the file that takes its place. A
    /// later write opens it again.
    public func close() { queue.sync { store = nil } }

    /// Lists what the store holds now (written by any connection); `completion` runs on the
    /// main thread.
    public func list(completion: @escaping @MainActor (Result<Listing, Error>) -> Void) {
        run(completion) { opened in Result { Listing(try opened.get()?.photos() ?? []) } }
    }

    private func run<Value: Sendable>(
        _ completion: @escaping @MainActor (Value) -> Void,
        _ work: @escaping (Result<PhotoStore?, Error>) -> Value
    ) {
        let work = HandedOver(work)
        queue.async {
            let value = work.value(Result { try self.openedStore() })
            HeapTrimmer.shared.burstEnded()
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(value) } }
        }
    }

    /// The store, opened the first time it is needed.
    private func openedStore() throws -> PhotoStore? {
        guard let path else { return nil }
        if let store { return store }
        store = try PhotoStore(path: path, capacity: capacity)
        return store
    }
}
