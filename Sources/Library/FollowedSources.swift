import Foundation
import Observing
import PhotoFeed

/// What the person follows on Flickr without a key, the same in every window: each source
/// with its name, how many photos it keeps and how many of them were not opened yet, or what
/// kept its feed from answering; its photos are read when a list shows them (`photos(of:_:)`),
/// so a start with many sources reads only their counts. The sources are fetched on one schedule for all of them, spread over
/// the fetch interval, each at most once an interval and never more than two at once, with the
/// retries and pauses a feed's fetch has; a failure keeps what the source had. A change is
/// every window's at once (`LibraryEvent.followsChanged`) and reaches the database behind the
/// writes before it.
@MainActor
public final class FollowedSources {
    /// A source as the windows show it.
    public struct Entry: Equatable, Sendable {
        public let source: FollowedSource
        /// Its name: the photographer's, the feed's own, or the tags until the feed gives one.
        public internal(set) var name: String
        /// How many photos it keeps.
        public internal(set) var photoCount: Int
        /// How many of them were never opened.
        public internal(set) var unopened: Int
        /// Why its feed did not answer last time, if it did not.
        public internal(set) var problem: Problem?
    }

    /// Why a source's feed did not answer; what it had stays.
    public enum Problem: Equatable, Sendable {
        /// Its server could not be reached: why.
        case offline(String)
        /// Flickr knows no such photographer, tag or group.
        case notFound
        /// The feed answered something else: what, in a sentence.
        case refused(String)
        /// The feed lists no photo (none public, or all gone).
        case empty
    }

    /// What undoes an unfollow (`restore(_:)`): the source where it was, and its photos, read
    /// before the database let them go (or taken from memory without one).
    @MainActor
    public final class Unfollowed {
        let entry: Entry
        let index: Int
        let position: Int?
        /// Its photos, once read; and whether no database kept them.
        fileprivate var photos: [Photo]?
        fileprivate var wereInMemory = false
        private var waiting: [() -> Void] = []
        /// The name of the source let go.
        public var name: String { entry.name }

        fileprivate init(entry: Entry, index: Int, position: Int?) { (self.entry, self.index, self.position) = (entry, index, position) }

        /// Runs `work` once the photos are read.
        fileprivate func whenRead(_ work: @escaping () -> Void) {
            if photos == nil { waiting.append(work) } else { work() }
        }

        fileprivate func read(_ photos: [Photo]) {
            self.photos = self.photos ?? photos
            waiting.forEach { $0() }
            waiting = []
        }
    }

    /// The sources, in the order they were followed.
    public private(set) var entries: [Entry] = []
    /// Seconds between two fetches of a source.
    public var interval: Double {
        didSet { synchronizers.values.forEach { $0.interval = interval } }
    }
    /// Where each source is in the store's order of follows, once known.
    private var positions: [FollowedSource: Int] = [:]
    private var synchronizers: [FollowedSource: FeedSynchronizer] = [:]
    /// The photos of the sources no database keeps (none, or one that failed), newest first,
    /// and which photos were opened: what counts them then.
    private var inMemory: [FollowedSource: [Photo]] = [:]
    private var opened: Set<String> = []
    private var isRunning = false
    private let store: StoreKeeper
    private let make: (FeedSource) -> FeedSynchronizer
    private let feeds: URL
    private let events: ObserverList<LibraryEvent>

    /// The follows in `contents` (what the store held at start); `make` builds a synchronizer
    /// for a source's feed (the library's loader, within `RequestSlots`), at `flickr`'s feeds.
    init(
        store: StoreKeeper, contents: StoreContents?, interval: Double, flickr: FlickrAddresses, events: ObserverList<LibraryEvent>,
        make: @escaping (FeedSource) -> FeedSynchronizer
    ) {
        (self.store, self.interval, self.events, self.make, feeds) = (store, interval, events, make, flickr.feeds)
        for follow in contents?.follows ?? [] {
            guard let source = FollowedSource(key: follow.source) else { continue }
            positions[source] = follow.position
            let count = contents?.sourceCounts[follow.source]
            entries.append(
                Entry(
                    source: source, name: follow.name ?? source.provisionalName, photoCount: count?.photos ?? 0, unopened: count?.unopened ?? 0,
                    problem: nil))
        }
    }

    /// Whether `source` is followed.
    public func isFollowed(_ source: FollowedSource) -> Bool { entries.contains { $0.source == source } }

    /// Calls `done` with the photos of `source`, newest first (of every source, each once, the
    /// last uploaded first, when nil), as the database has them after the writes before, or as
    /// they are kept in memory without one.
    public func photos(of source: FollowedSource?, _ done: @escaping @MainActor ([Photo]) -> Void) {
        store.writer.readSourcePhotos(of: source?.key) { [weak self] read in
            let photos = (try? read?.get()) ?? self?.photosInMemory(of: source) ?? []
            done(source == nil ? photos.sorted { ($0.details.uploaded ?? .distantPast) > ($1.details.uploaded ?? .distantPast) } : photos)
        }
    }

    private func photosInMemory(of source: FollowedSource?) -> [Photo] {
        if let source { return inMemory[source] ?? [] }
        var seen: Set<String> = []
        return entries.flatMap { inMemory[$0.source] ?? [] }.filter { seen.insert($0.id).inserted }
    }

    // MARK: Following

    /// Follows `source` after the others, named `name` when the caller knows it (a
    /// photographer's), until its feed names it; and fetches it now (while the schedule runs).
    /// False when it is followed already.
    @discardableResult
    public func follow(_ source: FollowedSource, name: String? = nil) -> Bool {
        guard !isFollowed(source) else { return false }
        entries.append(Entry(source: source, name: name ?? source.provisionalName, photoCount: 0, unopened: 0, problem: nil))
        let position = (positions.values.max() ?? 0) + 1
        positions[source] = position
        store.writer.follow(source.key, name: name, position: position, photos: []) { [store] in store.failed($0) }
        events.notify(.followsChanged)
        if isRunning { synchronizer(for: source).restart() }
        return true
    }

    /// Stops following `source`: its fetching stops, and what it had goes but for what the feed,
    /// the recents or the favourites keep. Nil when it was not followed.
    public func unfollow(_ source: FollowedSource) -> Unfollowed? {
        guard let index = entries.firstIndex(where: { $0.source == source }) else { return nil }
        let unfollowed = Unfollowed(entry: entries.remove(at: index), index: index, position: positions.removeValue(forKey: source))
        synchronizers.removeValue(forKey: source)?.stop()
        if let kept = inMemory.removeValue(forKey: source) { (unfollowed.photos, unfollowed.wereInMemory) = (kept, true) }
        // Read before the database lets them go, for Undo: the writer keeps the order asked.
        store.writer.readSourcePhotos(of: source.key) { read in
            if read == nil { unfollowed.wereInMemory = true }
            unfollowed.read((try? read?.get()) ?? [])
        }
        store.writer.unfollow(source.key) { [store] in store.failed($0) }
        events.notify(.followsChanged)
        return unfollowed
    }

    /// Follows again what `unfollowed` let go, where it was and with what it had (once its
    /// photos are read: the windows hear of it then); fetched again an interval later.
    public func restore(_ unfollowed: Unfollowed) {
        unfollowed.whenRead { [weak self] in self?.followAgain(unfollowed) }
    }

    private func followAgain(_ unfollowed: Unfollowed) {
        let (entry, photos) = (unfollowed.entry, unfollowed.photos ?? [])
        guard !isFollowed(entry.source) else { return }
        entries.insert(entry, at: min(unfollowed.index, entries.count))
        positions[entry.source] = unfollowed.position
        if unfollowed.wereInMemory { inMemory[entry.source] = photos }
        store.writer.follow(entry.source.key, name: entry.name, position: unfollowed.position, photos: photos) { [store] in
            store.failed($0)
        }
        events.notify(.followsChanged)
        if isRunning { synchronizer(for: entry.source).fetch(after: interval) }
    }

    /// Writes every source again, with the photos kept in memory: into a new database (the
    /// photos the damaged one kept come again with their feeds).
    func writeAll() {
        for entry in entries {
            store.writer.follow(entry.source.key, name: entry.name, position: positions[entry.source], photos: inMemory[entry.source] ?? []) {
                [store] in store.failed($0)
            }
        }
    }

    // MARK: The schedule

    /// Starts fetching the sources, their first fetches spread over an interval from `delay`
    /// seconds on (a launch paints its window first); the windows' app does while it has a
    /// window. A source followed meanwhile is fetched at once.
    public func start(after delay: Double = 0) {
        guard !isRunning else { return }
        isRunning = true
        for (index, entry) in entries.enumerated() {
            synchronizer(for: entry.source).fetch(after: delay + interval * Double(index) / Double(entries.count))
        }
    }

    /// Stops every fetch.
    public func stop() {
        isRunning = false
        synchronizers.values.forEach { $0.stop() }
        synchronizers = [:]
    }

    /// Whether a fetch of `source` runs or waits to try again.
    public func isLoading(_ source: FollowedSource) -> Bool { synchronizers[source]?.isLoading ?? false }

    private func synchronizer(for source: FollowedSource) -> FeedSynchronizer {
        if let known = synchronizers[source] { return known }
        let made = make(.url(source.url(base: feeds)))
        made.onResult = { [weak self] in self?.fetched(source, $0) }
        synchronizers[source] = made
        return made
    }

    // MARK: What comes

    /// A fetch's page is stored (and counted); the windows hear of a name or a problem that
    /// changed, not of every fetch.
    private func fetched(_ source: FollowedSource, _ result: Result<FeedPage, Error>) {
        guard let index = entries.firstIndex(where: { $0.source == source }) else { return }
        let before = entries[index]
        switch result {
        case .success(let page):
            entries[index].problem = page.photos.isEmpty ? .empty : nil // what it had stays
            name(index, from: page)
            store.writer.storeSource(source.key, photos: page.photos) { [weak self] in self?.stored(page.photos, of: source, $0) }
        case .failure(let error as HTTPError) where error == .notModified: entries[index].problem = nil // as it was
        case .failure(let error):
            entries[index].problem = Self.problem(error)
        }
        if entries[index] != before { events.notify(.followsChanged) }
    }

    /// The counts as the store has them now; without a database, or when it failed, the page
    /// is kept in memory before what the source had there.
    private func stored(_ page: [Photo], of source: FollowedSource, _ listing: Result<FeedIngestor.SourceListing, Error>?) {
        if case .success(let stored)? = listing { return counted(.success(stored.counts), changed: !stored.change.isEmpty) }
        if case .failure(let error)? = listing { store.failed(error) }
        let ids = Set(page.map(\.id))
        inMemory[source] = Array((page + (inMemory[source] ?? []).filter { !ids.contains($0.id) }).prefix(PhotoStore.sourceCapacity))
        counted(nil, changed: true)
    }

    /// Takes each source's counts from the database (`counts`), or, for the sources it does
    /// not keep, from the photos in memory; the windows hear of a change, or of photos that
    /// `changed` whatever the counts.
    private func counted(_ counts: Result<[String: StoredFollow.Count], Error>?, changed: Bool = false) {
        let stored = (try? counts?.get()) ?? [:]
        let before = entries
        for index in entries.indices {
            let source = entries[index].source
            let count =
                inMemory[source].map { photos in StoredFollow.Count(photos: photos.count, unopened: photos.count { !opened.contains($0.id) }) }
                ?? stored[source.key] ?? StoredFollow.Count(photos: 0, unopened: 0)
            (entries[index].photoCount, entries[index].unopened) = (count.photos, count.unopened)
        }
        if changed || entries != before { events.notify(.followsChanged) }
    }

    /// A photographer is named as their photos name them; a group or favourites as their feed
    /// says; tags stay tags.
    private func name(_ index: Int, from page: FeedPage) {
        let entry = entries[index]
        let name: String? =
            switch entry.source {
            case .photographer: page.photos.first?.photographerName
            case .group, .favourites: page.title
            case .tags: nil
            }
        guard let name, !name.isEmpty, name != entry.name else { return }
        entries[index].name = name
        store.writer.rename(entry.source.key, to: name) { [store] in store.failed($0) }
    }

    /// `photo` was opened (it went first in the recents): each source's count goes down, as
    /// the database counts after the view it was asked to write.
    func opened(_ photo: Photo) {
        guard opened.insert(photo.id).inserted, !entries.isEmpty else { return }
        store.writer.readSourceCounts { [weak self] in self?.counted($0) }
    }

    static func problem(_ error: Error) -> Problem {
        switch error as? HTTPError {
        case .status(404)?, .status(410)?: .notFound
        case let http? where http.isUnreachable: .offline(error.userMessage)
        default: .refused(error.userMessage)
        }
    }
}
