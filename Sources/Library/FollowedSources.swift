import Foundation
import Observing
import PhotoFeed

/// What the person follows on Flickr without a key, the same in every window: each source
/// with its name, its newest photos and how many of them were not opened yet, or what kept its
/// feed from answering. The sources are fetched on one schedule for all of them, spread over
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
        /// Its newest photos, newest first.
        public internal(set) var photos: [Photo]
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
    }

    /// What undoes an unfollow (`restore(_:)`).
    public struct Unfollowed: Sendable {
        let entry: Entry
        let index: Int
        let position: Int?
        /// The name of the source let go.
        public var name: String { entry.name }
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
    private var opened: Set<String>
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
        opened = contents?.openedSourcePhotos ?? []
        for follow in contents?.follows ?? [] {
            guard let source = FollowedSource(key: follow.source) else { continue }
            positions[source] = follow.position
            let photos = contents?.sourcePhotos[follow.source] ?? []
            entries.append(Entry(source: source, name: follow.name ?? source.provisionalName, photos: photos, unopened: 0, problem: nil))
        }
        countUnopened()
    }

    /// Whether `source` is followed.
    public func isFollowed(_ source: FollowedSource) -> Bool { entries.contains { $0.source == source } }

    /// The photos of `source`, newest first; of every source, newest first, when nil.
    public func photos(of source: FollowedSource?) -> [Photo] {
        guard let source else {
            var seen: Set<String> = []
            return entries.flatMap(\.photos).filter { seen.insert($0.id).inserted }
                .sorted { ($0.details.uploaded ?? .distantPast) > ($1.details.uploaded ?? .distantPast) }
        }
        return entries.first { $0.source == source }?.photos ?? []
    }

    // MARK: Following

    /// Follows `source` after the others, and fetches it now (while the schedule runs); false
    /// when it is followed already.
    @discardableResult
    public func follow(_ source: FollowedSource) -> Bool {
        guard !isFollowed(source) else { return false }
        entries.append(Entry(source: source, name: source.provisionalName, photos: [], unopened: 0, problem: nil))
        let position = (positions.values.max() ?? 0) + 1
        positions[source] = position
        store.writer.follow(source.key, name: nil, position: position, photos: []) { [store] in store.failed($0) }
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
        store.writer.unfollow(source.key) { [store] in store.failed($0) }
        events.notify(.followsChanged)
        return unfollowed
    }

    /// Follows again what `unfollowed` let go, where it was and with what it had; fetched again
    /// an interval later.
    public func restore(_ unfollowed: Unfollowed) {
        let entry = unfollowed.entry
        guard !isFollowed(entry.source) else { return }
        entries.insert(entry, at: min(unfollowed.index, entries.count))
        positions[entry.source] = unfollowed.position
        store.writer.follow(entry.source.key, name: entry.name, position: unfollowed.position, photos: entry.photos) { [store] in
            store.failed($0)
        }
        events.notify(.followsChanged)
        if isRunning { synchronizer(for: entry.source).fetch(after: interval) }
    }

    /// Writes every source and its photos again: into a new database.
    func writeAll() {
        for entry in entries {
            store.writer.follow(entry.source.key, name: entry.name, position: positions[entry.source], photos: entry.photos) { [store] in
                store.failed($0)
            }
        }
    }

    // MARK: The schedule

    /// Starts fetching the sources, their first fetches spread over an interval; the windows'
    /// app does while it has a window.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        for (index, entry) in entries.enumerated() {
            synchronizer(for: entry.source).fetch(after: interval * Double(index) / Double(entries.count))
        }
    }

    /// Stops every fetch.
    public func stop() {
        isRunning = false
        synchronizers.values.forEach { $0.stop() }
        synchronizers = [:]
    }

    /// Fetches every source now (Refresh), as the schedule allows: two at once.
    public func refreshAll() { entries.forEach { synchronizer(for: $0.source).restart() } }

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

    private func fetched(_ source: FollowedSource, _ result: Result<FeedPage, Error>) {
        guard let index = entries.firstIndex(where: { $0.source == source }) else { return }
        switch result {
        case .success(let page):
            entries[index].problem = nil
            name(index, from: page)
            store.writer.storeSource(source.key, photos: page.photos) { [weak self] in self?.stored(page.photos, of: source, $0) }
        case .failure(let error):
            entries[index].problem = Self.problem(error)
        }
        events.notify(.followsChanged)
    }

    /// The photos of `source` as the store has them now; without a database, or when it failed,
    /// the page's before what the source had.
    private func stored(_ page: [Photo], of source: FollowedSource, _ listing: Result<FeedIngestor.SourceListing, Error>?) {
        guard let index = entries.firstIndex(where: { $0.source == source }) else { return }
        if case .failure(let error) = listing { store.failed(error) }
        if case .success(let stored) = listing {
            entries[index].photos = stored.photos
        } else {
            let ids = Set(page.map(\.id))
            entries[index].photos = Array((page + entries[index].photos.filter { !ids.contains($0.id) }).prefix(PhotoStore.sourceCapacity))
        }
        countUnopened()
        events.notify(.followsChanged)
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

    /// `photo` was opened (it went first in the recents): each source's count goes down.
    func opened(_ photo: Photo) {
        guard opened.insert(photo.id).inserted, entries.contains(where: { $0.photos.contains { $0.id == photo.id } }) else { return }
        countUnopened()
        events.notify(.followsChanged)
    }

    private func countUnopened() {
        for index in entries.indices { entries[index].unopened = entries[index].photos.count { !opened.contains($0.id) } }
    }

    static func problem(_ error: Error) -> Problem {
        switch error as? HTTPError {
        case .status(404)?, .status(410)?: .notFound
        case let http? where http.isUnreachable: .offline(error.userMessage)
        default: .refused(error.userMessage)
        }
    }
}
