import Foundation
import GtkKit
import Library
import Observing
import PhotoFeed

/// What every window shares, once per process: the library (the store, the feeds, the
/// favourites), the images and their caches, the API key in the keyring and the settings, and
/// what ties the library to the desktop: the settings it follows and the network monitor.
@MainActor
public final class AppServices {
    /// The photos every window lists, the recents and the favourites.
    public let library: PhotoLibrary
    /// Images for every window, from one memory and one disk cache.
    public let images: ImageLoader
    /// The Flickr API key in the keyring.
    public let apiKeys: APIKeyStore
    /// The app's settings; nil when the schema is not installed.
    public let settings: AppSettings?
    /// The settings and the network, followed for as long as the app runs.
    private var connections: [SignalConnection] = []
    private let masterLayouts = ObserverList<MasterLayoutName>()

    /// `store` is the database, opening or opened (nil: photos in memory). `fetchInterval` in
    /// seconds overrides the setting; `retryPolicy` and `requestsPerHour` the app's own (tests).
    public init(
        http: HTTPClient, settings: AppSettings?, store: StoreOpening?, apiKeys: APIKeyStore? = nil,
        environmentAPIKey: String? = nil, cacheDirectory: URL = AppPaths.cacheDirectory.appendingPathComponent("images"),
        fetchInterval: Double? = nil, flickr: FlickrAddresses = .flickr, retryPolicy: RetryPolicy = RetryPolicy(),
        requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) {
        self.settings = settings
        let apiKeys = apiKeys ?? APIKeyStore(settings: settings)
        var limits = ImageLoader.Limits()
        if let settings { limits.diskBytes = settings.imageCacheBytes }
        images = ImageLoader(http: http, cacheDirectory: cacheDirectory, limits: limits)
        self.apiKeys = apiKeys
        library = PhotoLibrary(
            http: http, store: store, apiKeys: apiKeys, environmentAPIKey: environmentAPIKey, images: images,
            scheduler: MainLoopScheduler(), log: Log.photomania, sampleFeed: AppPaths.sampleFeedURL,
            fetchInterval: fetchInterval ?? Double((settings?.fetchInterval ?? 5) * 60), flickr: flickr,
            retryPolicy: retryPolicy, requestsPerHour: requestsPerHour)
        followSettings()
        // Services are made with the first window, and the app ends with its last. The first
        // round waits until start-up is over: its first request loads libcurl and its TLS
        // libraries, work a launch on the sample feed never does, which slowed the first frame.
        library.follows.start(after: Self.followsStartDelay)
        connections.append(NetworkMonitor.current().onChange { [library] available in if available { library.feeds.networkCameBack() } })
    }

    /// Seconds from the first window's making to the followed sources' first fetch.
    static let followsStartDelay = 2.0

    /// Calls `observer` with the master layout chosen in settings each time it changes, until the
    /// token is released.
    func observeMasterLayout(_ observer: @escaping (MasterLayoutName) -> Void) -> ObserverToken { masterLayouts.add(observer) }

    /// The settings the library, the caches and the windows follow, as they change in Preferences
    /// or through `gsettings`: another feed, the interval between fetches, the cache's size, the
    /// master's layout.
    private func followSettings() {
        guard let settings else { return }
        connections += [
            settings.observe(AppSettings.feedKey) { [library] in settings.feed.map { library.feeds.choose($0) } },
            settings.observe(AppSettings.fetchIntervalKey) { [library] in library.fetchInterval = Double(settings.fetchInterval * 60) },
            settings.observe(AppSettings.imageCacheKey) { [images] in images.disk.capacity = settings.imageCacheBytes },
            settings.observe(AppSettings.masterLayoutKey) { [masterLayouts] in masterLayouts.notify(settings.masterLayout) }
        ]
    }
}
