import Foundation
import Observing
import PhotoFeed

/// What every window of the app shares, once per process, as an iPadOS app's scenes share its
/// data: the photo database and its one writer (`store`), the recent photos and the favourites
/// (`collections`), the feeds with the photos they list (`feeds`), and what the person follows
/// (`follows`). Windows follow it through `observe` with a token, and each change reaches all of
/// them in the same main-loop turn. It imports no GTK: its rules across windows are tested without a display, and what it needs of
/// the desktop (the key, a place for favourites' images, a clock, a log) it is given.
@MainActor
public final class PhotoLibrary {
    /// The photo database and what keeps it from keeping photos.
    public let store: StoreKeeper
    /// The recent photos and the favourites.
    public let collections: PhotoCollections
    /// The feeds and the photos they list.
    public let feeds: FeedLibrary
    /// What the person follows.
    public let follows: FollowedSources
    private let events = ObserverList<LibraryEvent>()
    /// A photo opened counts as opened for the sources that have it.
    private var openings: ObserverToken?

    /// `store` is the database, opening or opened (nil: photos in memory; a problem: said in the
    /// windows, photos in memory). `environmentAPIKey` (`FLICKR_API_KEY`) wins over `apiKeys`.
    /// `scheduler` runs what waits and `clock` reads the seconds that the request budget counts:
    /// the main loop's and the monotonic clock in the app, a clock moved by hand in tests.
    /// `flickr` says where Flickr is asked (a loopback server in tests). `fetchInterval` is in seconds; `retryPolicy` and `requestsPerHour` are the app's own but
    /// in tests.
    public init(
        http: HTTPClient, store: StoreOpening?, apiKeys: APIKeySource, environmentAPIKey: String? = nil,
        images: ImagePinning, scheduler: Scheduler, clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
        log: LibraryLog, sampleFeed: URL, fetchInterval: Double,
        flickr: FlickrAddresses = .flickr, retryPolicy: RetryPolicy = RetryPolicy(),
        requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) {
        let (keeper, contents) = StoreKeeper.keeping(store, events: events)
        self.store = keeper
        collections = PhotoCollections(store: keeper, contents: contents, images: images, events: events)
        let setup = FeedLibrary.Setup(
            http: http, apiKeys: apiKeys, environmentAPIKey: environmentAPIKey, scheduler: scheduler, clock: clock, log: log,
            sampleFeed: sampleFeed, fetchInterval: fetchInterval, flickr: flickr, retryPolicy: retryPolicy,
            requestsPerHour: requestsPerHour)
        feeds = FeedLibrary(setup, store: keeper, contents: contents, collections: collections, events: events)
        follows = FollowedSources(store: keeper, contents: contents, interval: fetchInterval, flickr: flickr, events: events) { [feeds] in
            feeds.makeSourceSynchronizer(for: $0)
        }
        openings = events.add { [collections, follows] event in
            if case .recentsChanged = event, let photo = collections.recents.first { follows.opened(photo) }
        }
    }

    /// Seconds between two fetches of a feed, and of a followed source.
    public var fetchInterval: Double {
        get { feeds.fetchInterval }
        set {
            feeds.fetchInterval = newValue
            follows.interval = newValue
        }
    }

    /// Calls `observer` with every change, until the token is released.
    public func observe(_ observer: @escaping (LibraryEvent) -> Void) -> ObserverToken { events.add(observer) }

    /// How many windows (and others) follow the library or one of its feeds: not the library's
    /// own observer (`openings`).
    public var observerCount: Int { events.count - 1 + feeds.observerCount }

    /// Moves the damaged database aside and carries on, in every window, with a new one, which
    /// gets what is listed, the recents, the favourites and the follows; nothing more is written
    /// to the old file.
    public func startNewDatabase() {
        store.startAfresh(
            holding: feeds.listsSample ? [] : feeds.photographers.flatMap(\.photos), recents: collections.recents,
            favourites: collections.favourites)
        follows.writeAll()
    }
}
