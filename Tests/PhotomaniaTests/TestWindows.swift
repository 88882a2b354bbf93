import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport

@testable import PhotomaniaUI

extension GtkTestCase {
    /// What the windows share (the library, the images, the key, the settings) as the app makes
    /// it once, over `store` (nil: photos in memory), with an image cache of its own unless given
    /// one. A server in trouble is tried again after hundredths
    /// of a second rather than seconds (a pause asked for is waited as asked).
    func makeServices(
        http: HTTPClient, settings: AppSettings?, store: StoreOpening? = nil, apiKey: String? = nil,
        apiKeys: APIKeyStore? = nil, cacheDirectory: URL? = nil, fetchInterval: Double? = nil,
        flickr: FlickrAddresses = .flickr, requestsPerHour: (perHour: Int, burst: Int) = (1200, 20)
    ) throws -> AppServices {
        AppServices(
            http: http, settings: settings, store: store, apiKeys: apiKeys, environmentAPIKey: apiKey,
            cacheDirectory: try cacheDirectory ?? Fixtures.temporaryDirectory().appendingPathComponent("images"),
            fetchInterval: fetchInterval, flickr: flickr,
            retryPolicy: RetryPolicy(firstBackoff: 0.02, longestBackoff: 0.1), requestsPerHour: requestsPerHour)
    }

    /// A window on `feed` over a library of its own, as the app's first window is.
    func makeWindow(
        feed: FeedSource, apiKey: String? = nil, apiKeys: APIKeyStore? = nil, http: HTTPClient, settings: AppSettings?,
        store: Result<PhotoStore, StoreProblem>? = nil, restoring saved: SavedWindow? = nil,
        masterLayout: MasterLayoutName? = nil, cacheDirectory: URL? = nil, fetchInterval: Double? = nil,
        flickr: FlickrAddresses = .flickr
    ) throws -> MainWindowController {
        let services = try makeServices(
            http: http, settings: settings, store: store.map(StoreOpening.init), apiKey: apiKey, apiKeys: apiKeys,
            cacheDirectory: cacheDirectory, fetchInterval: fetchInterval, flickr: flickr)
        forgetTheAppsShortcutsWhenDone()
        return MainWindowController(
            application: try application(), services: services, feed: feed, restoring: saved,
            masterLayout: masterLayout)
    }

    /// Takes what the app's windows put on the shared application off it when the test ends:
    /// the shortcuts of the window's actions, and the new-window and quit actions with theirs.
    /// The app keeps them while it runs; a test's windows close when it ends, and the test base
    /// fails a test that leaves anything on the application the tests share.
    func forgetTheAppsShortcutsWhenDone() {
        addTeardownBlock {
            MainActor.assumeIsolated {
                guard let application = try? self.application() else { return }
                for action in WindowAction.allCases where !action.isPhotoKey {
                    application.setAccelerators([], for: action.detailedName)
                }
                for action in ["new-window", "quit"] {
                    application.setAccelerators([], for: "app.\(action)")
                    g_action_map_remove_action(OpaquePointer(application.application), action)
                }
            }
        }
    }
}
