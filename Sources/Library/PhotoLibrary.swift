import Foundation
import Observing
import PhotoFeed

/// What every window of the app shares, once per process, as an iPadOS app's scenes share its
/// data: the photo database and its one writer, the photographers it holds, the recent photos,
/// the favourites,
/// one synchronizer per feed however many windows show it, and the API key's one request
/// budget. Windows follow it through `observe` with a token, and each change reaches all of them
/// in the same main-loop turn. It imports no GTK: its rules across windows are tested without a
/// display, and what it needs of the desktop (the key, a place for favourites' images, a clock,
/// a log) it is given.
///
/// The photos stored are those of the feed the windows show: another feed's first page replaces
/// them (not the recents). Without a database the photos and recents live in memory.
@MainActor
public final class PhotoLibrary {
    /// The stored photos by photographer, what every window lists: the sample's instead while
    /// a first fetch could not reach its server (`listsSample`).
    public private(set) var photographers: [Photographer] = []
    /// Whether `photographers` are the sample photos, shown in place of an unreachable feed.
    public private(set) var listsSample = false
    /// The photos viewed last, newest first.
    public var recents: [Photo] { recentPhotos.photos }
    /// The photos starred, the last starred first: kept whatever the feed does.
    public private(set) var favourites: [Photo] = []
    /// What keeps the database from keeping photos, until the user acts.
    public private(set) var storeProblem: StoreProblem?
    /// Keeps a favourite's image on disk.
    private let images: ImagePinning
    /// The Flickr API key in the keyring.
    private let apiKeys: APIKeySource
    private let scheduler: Scheduler
    private let log: LibraryLog
    /// The photos listed in place of a feed whose server cannot be reached.
    private let sampleFeed: URL
    /// Loads feed pages (a Flickr search's too).
    private let feedClient: FeedClient
    /// Keeps the requests to Flickr's API within one budget per key, for every window.
    private let requestGate: RequestGate
    /// How a feed's fetch is tried again when its server asks for a pause or is in trouble.
    private let retryPolicy: RetryPolicy
    /// Where Flickr's REST API is asked (a loopback server in tests).
    let flickrEndpoint: URL
    /// `FLICKR_API_KEY`, which wins over the keyring's key.
    private let environmentAPIKey: String?
    private var recentPhotos = RecentPhotos()
    private var storePath: String?
    /// How many fetched photos are kept: the store's, to which its writer trims each feed.
    private let capacity: Int
    private var writer: FeedIngestor
    private lazy var followed = FollowedFeeds { [unowned self] in self.makeSynchronizer(for: $0) }
    /// The feed whose next page replaces the stored photos: the one chosen in place of theirs.
    private var replacing: FeedSource?
    /// Feeds whose last fetch could not reach their server: fetched again when the network is back.
    private var unreachable: Set<FeedSource> = []
    /// Feeds fetched at least once: a page stored and listed, or a failure.
    private var fetchedFeeds: Set<FeedSource> = []
    /// Seconds between two fetches of a feed, for every feed.
    public var fetchInterval: Double {
        didSet { followed.synchronizers.forEach { $0.interval = fetchInterval } }
    }
    private let events = ObserverList<LibraryEvent>()
    /// The windows on each feed.
    private var feedEvents: [FeedSource: ObserverList<FeedEvent>] = [:]
    /// Asks Flickr again for the metadata of a photo shown once it is a day old.
    private let metadata: MetadataRefresh

    /// `store` is the database, opening or opened (nil: photos in memory; a problem: said in the
    /// windows, photos in memory). `environmentAPIKey` (`FLICKR_API_KEY`) wins over `apiKeys`.
    /// `scheduler` runs what waits and `clock` reads the seconds that the request budget counts:
    /// the main loop's and the monotonic clock in the app, a clock moved by hand in tests.
    /// `fetchInterval` is in seconds; `retryPolicy` and `requestsPerHour` are the app's own but
    /// in tests.
    public init(
        http: HTTPClient, store: StoreOpening?, apiKeys: APIKeySource, environmentAPIKey: String? = nil,
        images: ImagePinning, scheduler: Scheduler, clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
        log: LibraryLog, sampleFeed: URL, fetchInterval: Double,
        flickrEndpoint: URL = FlickrRequest.endpoint, retryPolicy: RetryPolicy = RetryPolicy(),
        requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) {
        (self.apiKeys, self.images, self.scheduler, self.log, self.sampleFeed) = (apiKeys, images, scheduler, log, sampleFeed)
        self.retryPolicy = retryPolicy
        requestGate = RequestGate(
            perHour: requestsPerHour.perHour, burst: requestsPerHour.burst, scheduler: scheduler, clock: clock,
            trace: { log.debug($0) })
        self.environmentAPIKey = environmentAPIKey
        self.flickrEndpoint = flickrEndpoint
        self.fetchInterval = fetchInterval
        feedClient = FeedClient(http: http)
        metadata = MetadataRefresh(gate: requestGate, client: feedClient, endpoint: flickrEndpoint)
        capacity = store?.capacity ?? PhotoStore.defaultCapacity
        switch store?.outcome {
        case nil:
            writer = FeedIngestor(path: nil, capacity: capacity)
        case .failed(let problem):
            (storeProblem, storePath) = (problem, problem.path)
            writer = FeedIngestor(path: nil, capacity: capacity)
        case .opened(let path, let contents):
            storePath = path
            writer = FeedIngestor(path: path, capacity: capacity)
            start(on: contents)
        }
        metadata.onAnswer = { [weak self] in self?.refreshed($0, $1) }
    }

    /// Calls `observer` with every change, until the token is released.
    public func observe(_ observer: @escaping (LibraryEvent) -> Void) -> ObserverToken { events.add(observer) }

    /// Calls `observer` with what the fetching of `feed` tells the windows on it, until the
    /// token is released.
    public func observe(feed: FeedSource, _ observer: @escaping (FeedEvent) -> Void) -> ObserverToken {
        let observers = feedEvents[feed] ?? ObserverList()
        feedEvents[feed] = observers
        return observers.add(observer)
    }

    /// How many windows (and others) follow the library or one of its feeds.
    public var observerCount: Int { events.count + feedEvents.values.map(\.count).reduce(0, +) }

    // MARK: The store

    /// What the store holds at start, read before any window's first frame: the app starts on
    /// what it had (at most the store's capacity).
    private func start(on contents: Result<StoreContents, Error>) {
        switch contents {
        case .success(let contents):
            photographers = contents.photographers
            recentPhotos = RecentPhotos(photos: contents.recents)
            favourites = contents.favourites
            metadata.start(from: contents.retrievalTimes)
        case .failure(let error):
            storeFailed(error)
        }
    }

    /// Puts `photo` first in the recents, at once, and in the database behind the writes before.
    public func record(_ photo: Photo) {
        recentPhotos.record(photo)
        events.notify(.recentsChanged)
        writer.recordView(of: photo) { [weak self] in self?.storeFailed($0) }
    }

    /// Whether `photo` is a favourite.
    public func isFavourite(_ photo: Photo) -> Bool { favourites.contains { $0.id == photo.id } }

    /// Stars `photo` (first in the favourites) or unstars it, in every window at once, and in
    /// the database behind the writes before; a favourite's image is kept on disk whatever the
    /// cache's cap, so it opens at full quality without the network.
    public func setFavourite(_ photo: Photo, _ starred: Bool) {
        guard starred != isFavourite(photo) else { return }
        favourites.removeAll { $0.id == photo.id }
        if starred { favourites.insert(photo, at: 0) }
        events.notify(.favouritesChanged)
        writer.setFavourite(photo, starred) { [weak self] in self?.storeFailed($0) }
        guard starred else { return images.unpin(photo.imageURL) }
        images.pin(photo.imageURL) { [weak self] kept in
            // Unstarred while its image downloaded.
            if kept, self?.isFavourite(photo) == false { self?.images.unpin(photo.imageURL) }
        }
    }

    /// Returns once every write asked of the database before is in it (the app quits).
    public func finishWrites() { writer.finishWrites() }

    /// The database failed at work: the windows say so (the photos stay listed from memory).
    private func storeFailed(_ error: Error) {
        storeProblem = error as? StoreProblem ?? StoreProblem(error, path: storePath ?? "")
        events.notify(.storeProblemChanged)
    }

    /// Moves the damaged database aside and carries on, in every window, with a new one, which
    /// gets what is listed, the recents and the favourites; nothing more is written to the old file.
    public func startNewDatabase() {
        guard let path = storePath else { return }
        writer.close()
        switch PhotoStore.startAfresh(at: path, capacity: capacity) {
        case .success(let (fresh, movedTo)):
            writer = FeedIngestor(path: fresh.path, capacity: capacity)
            storeProblem = nil
            do {
                try fresh.upsert((listsSample ? [] : photographers.flatMap(\.photos)) + recents)
                try recents.reversed().forEach { try fresh.recordView(of: $0) }
                try fresh.star(favourites.reversed())
            } catch {
                storeFailed(error)
            }
            events.notify(.newDatabase(movedTo: movedTo))
            events.notify(.storeProblemChanged)
        case .failure(let problem):
            storeProblem = problem
            events.notify(.storeProblemChanged)
        }
    }

    // MARK: Feeds

    /// Follows `feed` for a window: it is fetched, for every window on it at once, until the
    /// hold and every other on it go. The first window on a feed starts its fetching
    /// (`Following.startedFeed`), after the key it may need.
    public func follow(_ feed: FeedSource) -> FollowedFeeds.Following { followed.follow(feed) }

    /// Fetches `feed` from its first page now (a refresh, another feed, a window's first),
    /// with the API key there is now.
    public func refresh(_ feed: FeedSource) {
        guard let synchronizer = followed[feed] else { return }
        synchronizer.apiKey = apiKey
        synchronizer.restart()
    }

    /// Whether a fetch of `feed` is running.
    public func isLoading(_ feed: FeedSource) -> Bool { followed[feed]?.isLoading ?? false }

    /// The synchronizer of a followed feed (tests read its schedule).
    public func synchronizer(for feed: FeedSource) -> FeedSynchronizer? { followed[feed] }

    /// What a window on `feed` lists: the photographers, unless they are of the feed `feed`
    /// was chosen in place of (its first page replaces them).
    public func photographers(for feed: FeedSource) -> [Photographer] { replacing == feed ? [] : photographers }

    /// Whether `feed` was fetched at least once, whatever came.
    public func hasFetched(_ feed: FeedSource) -> Bool { fetchedFeeds.contains(feed) }

    /// Whether `feed`'s last fetch could not reach its server.
    public func isUnreachable(_ feed: FeedSource) -> Bool { unreachable.contains(feed) }

    /// `FLICKR_API_KEY`, else the keyring's key once it has been read.
    public var apiKey: String? { environmentAPIKey ?? apiKeys.key }

    /// Calls `done` with the key the Flickr feeds use (nil when there is none), reading the
    /// keyring the first time.
    public func fetchAPIKey(_ done: @escaping (String?) -> Void) {
        if let environmentAPIKey { return done(environmentAPIKey) }
        apiKeys.fetch(done)
    }

    /// Loads the feed page at `url`, within its API key's request budget; `completion` runs on
    /// the main thread.
    public func loadFeed(_ url: URL, completion: @escaping (Result<FeedPage, Error>) -> Void) -> Cancellable {
        requestGate.admit(url) { [feedClient] in feedClient.load(url, completion: completion) }
    }

    /// The address of Flickr's photos matching `text`, with the key.
    public func searchURL(_ text: String) throws -> URL {
        try FeedSource.flickrSearch(text).url(apiKey: apiKey, endpoint: flickrEndpoint)
    }

    private func makeSynchronizer(for feed: FeedSource) -> FeedSynchronizer {
        let synchronizer = FeedSynchronizer(
            feed: feed, apiKey: apiKey, endpoint: flickrEndpoint, interval: fetchInterval,
            retryPolicy: retryPolicy, scheduler: scheduler
        ) { [unowned self] in
            loadFeed($0, completion: $1)
        }
        synchronizer.onStart = { [weak self] in self?.feedEvents[feed]?.notify(.started) }
        synchronizer.onWaiting = { [weak self, log] wait in
            log.debug("\(feed): retry \(wait.retry) in \(String(format: "%.1f", wait.seconds)) s")
            self?.feedEvents[feed]?.notify(.waiting(wait))
        }
        synchronizer.onResult = { [weak self] in self?.fetched(feed, $0) }
        return synchronizer
    }

    /// A page is stored (in place of the stored photos when it is the first of a feed chosen
    /// instead) and listed; a server that cannot be reached lists the sample photos while
    /// nothing else is listed.
    private func fetched(_ feed: FeedSource, _ result: Result<FeedPage, Error>) {
        switch result {
        case .success(let page):
            unreachable.remove(feed)
            page.skipped.forEach { log.warning("skipped \($0)") }
            let replaces = replacing == feed
            if replaces { replacing = nil }
            metadata.retrieved(page.photos)
            writer.store(page.photos, replacing: replaces) { [weak self] in self?.stored($0, of: feed) }
        case .failure(let error):
            fetchedFeeds.insert(feed)
            if (error as? HTTPError)?.isUnreachable == true {
                unreachable.insert(feed)
                if photographers.isEmpty { listSample() }
            }
        }
        feedEvents[feed]?.notify(.fetched(result))
    }

    private func stored(_ listing: FeedIngestor.Listing, of feed: FeedSource) {
        fetchedFeeds.insert(feed)
        if let failure = listing.failure { storeFailed(failure) }
        let wasSample = listsSample
        listsSample = false
        // Without a write (no database, or one that failed) the change is what the listing changed.
        let change = listing.change ?? StoreChange(from: photographers.flatMap(\.photos), to: listing.photographers.flatMap(\.photos))
        if !change.isEmpty || wasSample || photographers.isEmpty { photographers = listing.photographers }
        events.notify(.listed(wasSample ? StoreChange() : change))
    }

    // MARK: One photo's metadata

    /// `photo` is shown in a window on `feed`: its metadata is asked of Flickr again when it is
    /// a day old and the feed can (`MetadataRefresh`).
    public func photoShown(_ photo: Photo, on feed: FeedSource) { metadata.photoShown(photo, on: feed, apiKey: apiKey) }

    /// The photo as Flickr has it now takes the place of `photo` in the listing, the recents
    /// and the store, in every window; a failure is logged.
    private func refreshed(_ photo: Photo, _ result: Result<Photo, Error>) {
        if case .failure(let error) = result { log.warning("photo \(photo.id) could not be refreshed: \(error.userMessage)") }
        guard let updated = try? result.get(), updated != photo else { return }
        photographers = Photographer.group(photographers.flatMap(\.photos).map { $0.id == photo.id ? updated : $0 })
        if recentPhotos.photos.contains(photo) {
            recentPhotos = RecentPhotos(photos: recentPhotos.photos.map { $0.id == photo.id ? updated : $0 })
            events.notify(.recentsChanged)
        }
        writer.store([updated]) { [weak self] listing in if let failure = listing.failure { self?.storeFailed(failure) } }
        events.notify(.listed(StoreChange(updated: [photo.id])))
    }

    /// The sample photos in place of a feed that could not be reached (not stored).
    private func listSample() {
        feedClient.load(sampleFeed) { [weak self] result in
            guard let self, photographers.isEmpty, case .success(let page) = result else { return }
            listsSample = true
            photographers = Photographer.group(page.photos)
            events.notify(.listed(StoreChange(inserted: Set(page.photos.map(\.id)))))
        }
    }

    /// The network is back: the feeds that could not be reached are fetched again.
    public func networkCameBack() {
        guard !unreachable.isEmpty else { return }
        unreachable.forEach(refresh)
        events.notify(.backOnline)
    }

    /// Lists `feed` in every window from now on: its first page replaces the stored photos
    /// (not the recents). As the feed setting does when it changes.
    public func choose(_ feed: FeedSource) {
        replacing = feed
        events.notify(.feedChosen(feed))
    }
}
