import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport

@testable import PhotomaniaUI

extension GtkTestCase {
    /// A library as the app makes it once, over `store` (nil: photos in memory), with an image
    /// cache of its own unless given one. A server in trouble is tried again after hundredths
    /// of a second rather than seconds (a pause asked for is waited as asked).
    func makeLibrary(
        http: HTTPClient, settings: AppSettings?, store: StoreOpening? = nil, apiKey: String? = nil,
        apiKeys: APIKeyStore? = nil, cacheDirectory: URL? = nil, fetchInterval: Double? = nil,
        flickrEndpoint: URL = FlickrRequest.endpoint, requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) throws -> PhotoLibrary {
        PhotoLibrary(
            http: http, settings: settings, store: store, apiKeys: apiKeys, environmentAPIKey: apiKey,
            cacheDirectory: try cacheDirectory ?? Fixtures.temporaryDirectory().appendingPathComponent("images"),
            fetchInterval: fetchInterval, flickrEndpoint: flickrEndpoint,
            retryPolicy: RetryPolicy(firstBackoff: 0.02, longestBackoff: 0.1), requestsPerHour: requestsPerHour)
    }

    /// A window on `feed` over a library of its own, as the app's first window is.
    func makeWindow(
        feed: FeedSource, apiKey: String? = nil, apiKeys: APIKeyStore? = nil, http: HTTPClient, settings: AppSettings?,
        store: Result<PhotoStore, StoreProblem>? = nil, restoring saved: SavedWindow? = nil,
        masterLayout: MasterLayoutName? = nil, cacheDirectory: URL? = nil, fetchInterval: Double? = nil,
        flickrEndpoint: URL = FlickrRequest.endpoint
    ) throws -> MainWindowController {
        let library = try makeLibrary(
            http: http, settings: settings, store: store.map(StoreOpening.init), apiKey: apiKey, apiKeys: apiKeys,
            cacheDirectory: cacheDirectory, fetchInterval: fetchInterval, flickrEndpoint: flickrEndpoint)
        return MainWindowController(
            application: try application(), library: library, feed: feed, restoring: saved,
            masterLayout: masterLayout)
    }
}
