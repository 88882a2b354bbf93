import Foundation
import Observing
import PhotoFeed

/// The feeds every window shows and the photos they list: one synchronizer per feed however
/// many windows hold it, the API key's one request budget, the stored photos grouped by
/// photographer (the sample's while a first fetch cannot reach its server), and a shown photo's
/// metadata asked again once it is a day old, and the newest photos of a Flickr photographer a
/// window has open (`holdWork(of:listedFrom:)`). Each window hears its own feed's fetching
/// (`observe(feed:_:)`) and every listing (`LibraryEvent.listed`).
///
/// The photos stored are those of the feed the windows show: another feed's first page replaces
/// them (not the recents).
@MainActor
public final class FeedLibrary {
    /// The stored photos by photographer, what every window lists: the sample's instead while
    /// a first fetch could not reach its server (`listsSample`).
    public private(set) var photographers: [Photographer]
    /// Whether `photographers` are the sample photos, shown in place of an unreachable feed.
    public private(set) var listsSample = false
    /// Seconds between two fetches of a feed, for every feed.
    public var fetchInterval: Double {
        didSet { holds.synchronizers.forEach { $0.interval = fetchInterval } }
    }
    private let store: StoreKeeper
    /// Where a photo refreshed from Flickr takes the place of its old self too.
    private let collections: PhotoCollections
    /// The Flickr API key in the keyring.
    private let apiKeys: APIKeySource
    /// `FLICKR_API_KEY`, which wins over the keyring's key.
    private let environmentAPIKey: String?
    private let scheduler: Scheduler
    /// Seconds of uptime: when each feed was last fetched.
    private let clock: () -> Double
    private let log: LibraryLog
    /// The photos listed in place of a feed whose server cannot be reached.
    private let sampleFeed: URL
    /// Loads feed pages (a Flickr search's too).
    private let feedClient: FeedClient
    /// Keeps the requests to Flickr's API within one budget per key, for every window.
    private let requestGate: RequestGate
    /// How a feed's fetch is tried again when its server asks for a pause or is in trouble.
    private let retryPolicy: RetryPolicy
    /// Where Flickr is asked (a loopback server in tests).
    private let flickr: FlickrAddresses
    /// Never more than two followed sources' fetches at once.
    private let sourceSlots = RequestSlots(limit: 2)
    private lazy var holds = FeedHolds { [unowned self] in self.makeSynchronizer(for: $0) }
    /// The feed whose next page replaces the stored photos: the one chosen in place of theirs.
    private var replacing: FeedSource?
    /// Feeds whose last fetch could not reach their server: fetched again when the network is back.
    private var unreachable: Set<FeedSource> = []
    /// Feeds fetched at least once: a page stored and listed, or a failure.
    private var fetchedFeeds: Set<FeedSource> = []
    /// When each feed's last fetch ended (`clock`), whatever came.
    private var lastFetched: [FeedSource: Double] = [:]
    private let events: ObserverList<LibraryEvent>
    /// The windows on each feed.
    private var feedEvents: [FeedSource: ObserverList<FeedEvent>] = [:]
    /// Asks Flickr again for the metadata of a photo shown once it is a day old.
    private let metadata: MetadataRefresh

    /// What the app's feeds need; see `PhotoLibrary.init`.
    struct Setup {
        let http: HTTPClient
        let apiKeys: APIKeySource
        let environmentAPIKey: String?
        let scheduler: Scheduler
        let clock: () -> Double
        let log: LibraryLog
        let sampleFeed: URL
        let fetchInterval: Double
        let flickr: FlickrAddresses
        let retryPolicy: RetryPolicy
        let requestsPerHour: (perHour: Int, burst: Int)
    }

    /// The feeds over `store`, listing `contents`, what it held at start.
    init(_ setup: Setup, store: StoreKeeper, contents: StoreContents?, collections: PhotoCollections, events: ObserverList<LibraryEvent>) {
        (self.store, self.collections, self.events) = (store, collections, events)
        (apiKeys, environmentAPIKey, scheduler, clock, log) = (setup.apiKeys, setup.environmentAPIKey, setup.scheduler, setup.clock, setup.log)
        (sampleFeed, fetchInterval, flickr, retryPolicy) = (setup.sampleFeed, setup.fetchInterval, setup.flickr, setup.retryPolicy)
        let log = setup.log
        requestGate = RequestGate(
            perHour: setup.requestsPerHour.perHour, burst: setup.requestsPerHour.burst, scheduler: setup.scheduler,
            clock: setup.clock, trace: { log.debug($0) })
        feedClient = FeedClient(http: setup.http)
        metadata = MetadataRefresh(gate: requestGate, client: feedClient, endpoint: setup.flickr.rest)
        photographers = contents?.photographers ?? []
        contents.map { metadata.start(from: $0.retrievalTimes) }
        metadata.onAnswer = { [weak self] in self?.refreshed($0, $1) }
    }

    /// Calls `observer` with what the fetching of `feed` tells the windows on it, until the
    /// token is released.
    public func observe(feed: FeedSource, _ observer: @escaping (FeedEvent) -> Void) -> ObserverToken {
        let observers = feedEvents[feed] ?? ObserverList()
        feedEvents[feed] = observers
        return observers.add(observer)
    }

    /// How many windows (and others) hear of a feed's fetching.
    var observerCount: Int { feedEvents.values.map(\.count).reduce(0, +) }

    /// Holds `feed` for a window: it is fetched, for every window on it at once, until the
    /// hold and every other on it go. The first window on a feed starts its fetching
    /// (`Hold.startedFeed`), after the key it may need.
    public func hold(_ feed: FeedSource) -> FeedHolds.Hold { holds.hold(feed) }

    /// Fetches the newest photos of `photographer`, listed from `feed`, for as long as the hold
    /// and every other on them are kept (a window has their photos open): stored with the rest
    /// and listed in every window, now, unless the last fetch ended less than a fetch interval
    /// ago, then once an interval. Nil, and nothing fetched, when the feed is not Flickr's, the
    /// sample is listed in its place, or the photographer has no Flickr id.
    public func holdWork(of photographer: Photographer, listedFrom feed: FeedSource) -> FeedHolds.Hold? {
        guard feed.isFlickr, !listsSample, let id = photographer.flickrID else { return nil }
        let work = FeedSource.flickrPhotographer(id)
        let hold = hold(work)
        guard hold.startedFeed, let synchronizer = holds[work] else { return hold }
        let since = lastFetched[work].map { clock() - $0 } ?? .infinity
        if since >= fetchInterval {
            refresh(work)
        } else {
            synchronizer.apiKey = apiKey
            synchronizer.fetch(after: fetchInterval - since)
        }
        return hold
    }

    /// Fetches the page of `feed` after the last one fetched, now (a grid of a photographer's
    /// stream scrolled to its end): false, and nothing fetched, when the last page fetched was
    /// the last, a fetch of it runs, or nothing holds it.
    @discardableResult
    public func fetchMore(_ feed: FeedSource) -> Bool {
        guard let synchronizer = holds[feed], !synchronizer.isLoading, synchronizer.nextPage > 1 else { return false }
        synchronizer.apiKey = apiKey
        synchronizer.fetch()
        return true
    }

    /// Fetches `feed` from its first page now (a refresh, another feed, a window's first),
    /// with the API key there is now.
    public func refresh(_ feed: FeedSource) {
        guard let synchronizer = holds[feed] else { return }
        synchronizer.apiKey = apiKey
        synchronizer.restart()
    }

    /// Whether a fetch of `feed` is running.
    public func isLoading(_ feed: FeedSource) -> Bool { holds[feed]?.isLoading ?? false }

    /// The synchronizer of a held feed (tests read its schedule).
    public func synchronizer(for feed: FeedSource) -> FeedSynchronizer? { holds[feed] }

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
    public func fetchAPIKey(_ done: @escaping @MainActor (String?) -> Void) {
        if let environmentAPIKey { return done(environmentAPIKey) }
        apiKeys.fetch(done)
    }

    /// Loads the feed page at `url`, within its API key's request budget, conditionally through
    /// `revalidation` when given (a followed source's); `completion` runs on the main actor.
    public func loadFeed(
        _ url: URL, revalidating revalidation: FeedRevalidation? = nil, completion: @escaping @MainActor (Result<FeedPage, Error>) -> Void
    ) -> Cancellable {
        requestGate.admit(url) { [feedClient] in
            revalidation?.load(url, through: feedClient, completion: completion) ?? feedClient.load(url, completion: completion)
        }
    }

    /// The address of Flickr's photos matching `text`, with the key.
    public func searchURL(_ text: String) throws -> URL {
        try FeedSource.flickrSearch(text).url(apiKey: apiKey, flickr: flickr)
    }

    /// A synchronizer for a followed source's `feed`, its fetches within the sources' two slots,
    /// its results for `FollowedSources` alone.
    func makeSourceSynchronizer(for feed: FeedSource) -> FeedSynchronizer {
        let revalidation = FeedRevalidation()
        return FeedSynchronizer(
            feed: feed, apiKey: nil, flickr: flickr, interval: fetchInterval, retryPolicy: retryPolicy, scheduler: scheduler
        ) { [unowned self] url, completion in
            sourceSlots.load(url, through: { [unowned self] in loadFeed($0, revalidating: revalidation, completion: $1) }, completion: completion)
        }
    }

    private func makeSynchronizer(for feed: FeedSource) -> FeedSynchronizer {
        let synchronizer = FeedSynchronizer(
            feed: feed, apiKey: apiKey, flickr: flickr, interval: fetchInterval,
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
        lastFetched[feed] = clock()
        switch result {
        case .success(let page):
            unreachable.remove(feed)
            page.skipped.forEach { log.warning("skipped \($0)") }
            let replaces = replacing == feed
            if replaces { replacing = nil }
            metadata.retrieved(page.photos)
            store.writer.store(page.photos, replacing: replaces) { [weak self] in self?.stored($0, of: feed) }
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
        if let failure = listing.failure { store.failed(failure) }
        let wasSample = listsSample
        listsSample = false
        let listed = listing.change == nil && feed.addsToTheListing ? adding(listing.photographers) : listing.photographers
        // Without a write (no database, or one that failed) the change is what the listing changed.
        let change = listing.change ?? StoreChange(from: photographers.flatMap(\.photos), to: listed.flatMap(\.photos))
        if !change.isEmpty || wasSample || photographers.isEmpty { photographers = listed }
        events.notify(.listed(wasSample ? StoreChange() : change))
    }

    /// What is listed with `fetched` in it: how a photographer's photos join the listing when
    /// the store did not (no database, or one that failed), which then lists only them.
    private func adding(_ fetched: [Photographer]) -> [Photographer] {
        let photos = fetched.flatMap(\.photos)
        let ids = Set(photos.map(\.id))
        return Photographer.group(photographers.flatMap(\.photos).filter { !ids.contains($0.id) } + photos)
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
        collections.refresh(updated)
        store.writer.store([updated]) { [weak self] listing in if let failure = listing.failure { self?.store.failed(failure) } }
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
