import CGtk
import Foundation
import Glibc
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Preferences that apply at once, and the API key in the keyring (the test session's
/// gnome-keyring) and nowhere else.
final class PreferencesTests: WindowTestCase {
    private var config: URL!
    private let data = Fixtures.repository.appendingPathComponent("data")

    /// A window on `feed` with settings in a fresh directory, listed.
    @MainActor private func openWindow(
        feed: FeedSource = .url(Fixtures.sampleFeed), apiKeys: APIKeyStore? = nil,
        store: PhotoStore? = nil, flickr: FlickrAddresses = .unreachable
    ) throws -> AppSettings {
        config = try Fixtures.temporaryDirectory()
        let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: data))
        controller = try makeWindow(
            feed: feed, apiKeys: apiKeys, http: http, settings: settings,
            store: store.map { .success($0) }, flickr: flickr)
        controller.window.present()
        controller.reload()
        return settings
    }

    @MainActor private func openPreferences() throws -> PreferencesWindow {
        controller.perform(.preferences)
        let preferences = try XCTUnwrap(controller.dialogs.preferences)
        try waitUntil("the preferences are shown") { preferences.window.isMapped }
        return preferences
    }

    /// Every file under the app's folders and the settings folder that contains `text`.
    private func files(containing text: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let roots = [config.path] + ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"].compactMap { environment[$0] }
        return roots.flatMap { root in
            (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).compactMap { path in
                let url = URL(fileURLWithPath: root).appendingPathComponent(path)
                guard let bytes = try? Data(contentsOf: url) else { return nil }
                return bytes.range(of: Data(text.utf8)) == nil ? nil : url.path
            }
        }
    }

    nonisolated func testTheAPIKeyGoesToTheKeyringAndNowhereElse() throws {
        try onMain {
            let server = try LoopbackServer(root: try Fixtures.temporaryDirectory())
            let key = "k3y-\(UUID().uuidString)"
            let output = try capturingOutput {
                _ = try openWindow(feed: .flickrRecent, flickr: FlickrAddresses(rest: server.url("status/500")))
                try waitUntil("no key: Preferences ask for one") { controller.dialogs.preferences?.window.isMapped == true }
                let preferences = try XCTUnwrap(controller.dialogs.preferences)
                // Another window's Preferences, open at once: the app's one key store tells both.
                let services = controller.services
                let other = PreferencesWindow(
                    settings: try XCTUnwrap(services.settings), apiKeys: services.apiKeys, cache: services.images.disk, parent: controller.window)
                preferences.apiKeyRow.text = key
                preferences.apiKeyRow.apply()
                try waitUntil("the key is in the keyring") { controller.services.apiKeys.status == .inKeyring }
                XCTAssertEqual(preferences.keyStatus, "Kept in the keyring.")
                for shown in [preferences, other] {
                    XCTAssertEqual(shown.keyGroupDescription, "Kept in the keyring.", "every Preferences window says where the key is")
                }
                other.window.destroy()
                preferences.window.destroy()
                try waitUntil("the feed was fetched with the key, and failed") { controller.photographers.visiblePage == .error }
            }
            XCTAssertEqual(controller.library.feeds.synchronizer(for: controller.feed)!.apiKey, key)
            var read: String??
            let reader = APIKeyStore(settings: nil)
            reader.fetch { read = $0 }
            try waitUntil("another reader found it") { read != nil }
            XCTAssertEqual(read, key, "read back from the keyring")
            Settings.sync()
            XCTAssertEqual(files(containing: key), [], "not in settings or any file of the app")
            XCTAssertTrue(output.contains("capturing the output"), "the output was captured")
            XCTAssertFalse(output.contains(key), "never printed")
            XCTAssertFalse(controller.photographers.pageMessage.contains(key), "nor shown")
        }
    }

    /// What the process writes to standard output and error while `body` runs.
    @MainActor private func capturingOutput(_ body: () throws -> Void) throws -> String {
        let file = try Fixtures.temporaryDirectory().appendingPathComponent("output.txt")
        let descriptor = Glibc.open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        fflush(nil)
        let savedOutput = dup(1)
        let savedError = dup(2)
        dup2(descriptor, 1)
        dup2(descriptor, 2)
        defer {
            fflush(nil)
            dup2(savedOutput, 1)
            dup2(savedError, 2)
            [descriptor, savedOutput, savedError].forEach { close($0) }
        }
        print("capturing the output") // so an empty capture means it failed
        try body()
        fflush(nil)
        return try String(contentsOf: file, encoding: .utf8)
    }

    nonisolated func testAKeyLeftInSettingsMovesIntoTheKeyringOnce() throws {
        try onMain {
            config = try Fixtures.temporaryDirectory()
            let key = "legacy-\(UUID().uuidString)"
            try "[photomania]\nflickr-api-key='\(key)'\n".write(to: config.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: data))
            XCTAssertEqual(settings.legacyAPIKey, key)
            let keys = APIKeyStore(settings: settings)
            var found: String??
            keys.fetch { found = $0 }
            try waitUntil("the key was read") { found != nil }
            XCTAssertEqual(found, key)
            XCTAssertEqual(keys.status, .inKeyring)
            XCTAssertNil(settings.legacyAPIKey, "removed from settings")
            XCTAssertEqual(files(containing: key), [])
            keys.save("")
            try waitUntil("the key is gone again") { keys.status == .none }
        }
    }

    nonisolated func testWithoutAKeyringTheKeyIsKeptForThisRunAndPreferencesSaySo() throws {
        try onMain {
            let keys = APIKeyStore(settings: nil, collection: "/org/freedesktop/secrets/collection/photomania_absent")
            _ = try openWindow(feed: .flickrRecent, apiKeys: keys)
            try waitUntil("no key: Preferences ask for one") { controller.dialogs.preferences?.window.isMapped == true }
            let preferences = try XCTUnwrap(controller.dialogs.preferences)
            preferences.apiKeyRow.text = "k3y"
            preferences.apiKeyRow.apply()
            try waitUntil("the keyring did not answer") { if case .unsaved = keys.status { true } else { false } }
            XCTAssertTrue(preferences.keyStatus.hasSuffix("it is used until Photomania quits."), preferences.keyStatus)
            XCTAssertEqual(keys.key, "k3y")
            preferences.window.destroy()
            try waitUntil("the fetch went on with the key") { controller.library.feeds.synchronizer(for: controller.feed)!.apiKey == "k3y" }
        }
    }

    /// "Mouse Wheel Zooms" is the setting the photo reads at each turn of the wheel.
    nonisolated func testMouseWheelZoomsIsTheSettingThePhotoReads() throws {
        try onMain {
            let folder = try Fixtures.temporaryDirectory()
            let settings = try openWindow(store: try PhotoStore(path: folder.appendingPathComponent("photos.sqlite").path))
            let preferences = try openPreferences()
            XCTAssertFalse(preferences.wheelZoomsSwitch.isOn)
            XCTAssertFalse(controller.detail.image.wheelZooms())
            preferences.wheelZoomsSwitch.isOn = true
            XCTAssertTrue(settings.wheelZooms)
            XCTAssertTrue(controller.detail.image.wheelZooms(), "at once, no restart")
        }
    }

    nonisolated func testChoosingAnotherFeedListsItInPlaceOfTheOldWithoutARestart() throws {
        try onMain {
            let folder = try Fixtures.temporaryDirectory()
            let other = try TestFeed.write(
                [TestFeed.Entry(id: "9001", owner: "Zoë Other", title: "Elsewhere", imageURL: "file:///nowhere.png")],
                in: folder)
            let store = try PhotoStore(path: folder.appendingPathComponent("photos.sqlite").path)
            let settings = try openWindow(store: store)
            try waitUntil("the sample feed is listed") { controller.model.photographers.count > 1 }
            XCTAssertEqual(controller.header.title.subtitle, "Sample Photos")
            let preferences = try openPreferences()
            preferences.feedRow.selected = FeedChoice.custom.rawValue
            XCTAssertEqual(controller.feed, .url(Fixtures.sampleFeed), "an address is needed first")
            preferences.feedTextRow.text = other.path
            preferences.feedTextRow.apply()
            XCTAssertEqual(settings.feedSetting, other.path)
            try waitUntil("the other feed is listed") { controller.model.photographers.map(\.name) == ["Zoë Other"] }
            XCTAssertEqual(try store.photos().map(\.id), ["9001"], "the old feed's photos left the store")
            XCTAssertEqual(controller.header.title.subtitle, "", "no longer the sample photos")
        }
    }

    nonisolated func testAnUnreachableFeedShowsSamplePhotosUnderABannerUntilTheNetworkIsBack() throws {
        try onMain {
            let root = try Fixtures.temporaryDirectory()
            try TestFeed.write([TestFeed.Entry(id: "77", owner: "Online Owner", title: "Back", imageURL: "file:///nowhere.png")], in: root)
            let server = try LoopbackServer(root: root)
            controller = try makeWindow(
                feed: .url(server.url("reset-until/online/feed.json")),
                http: http, settings: nil)
            controller.window.present()
            controller.reload()
            try waitUntil("the sample photos are listed") { controller.isOffline && controller.model.photographers.count > 1 }
            XCTAssertEqual(controller.offlineMessage, "Offline — showing sample photos.")
            XCTAssertEqual(controller.header.title.subtitle, "Sample Photos")
            XCTAssertEqual(controller.master.layout.feedList.visiblePage, .list, "the photos, not an error page")
            XCTAssertEqual(controller.bannerMessage, nil, "said once, in the offline banner")
            controller.messages.feedBanner.actionButton?.click()
            try waitUntil("Try Again fetched") { controller.isLoading }
            try waitUntil("and was still offline") { !controller.isLoading }
            XCTAssertTrue(controller.isOffline)
            try Data().write(to: root.appendingPathComponent("online"))
            NetworkMonitor.current().announce(available: false)
            XCTAssertFalse(controller.isLoading, "no fetch while the network is down")
            NetworkMonitor.current().announce(available: true)
            try waitUntil("the feed is listed once the network is back") { controller.model.photographers.map(\.name) == ["Online Owner"] }
            XCTAssertFalse(controller.isOffline)
            XCTAssertEqual(controller.header.title.subtitle, "")
            XCTAssertNil(controller.messages.toasts.lastToast, "the feed's photos are not news over the sample's")
            withExtendedLifetime(server) {}
        }
    }

    /// The image cache's row says what the downloads take and, apart, what the favourites
    /// keep; Clear Cache frees the first and leaves the second.
    nonisolated func testTheCacheFigureCountsTheFavouritesApartAndClearCacheLeavesThem() throws {
        try onMain {
            _ = try openWindow()
            let disk = controller.services.images.disk
            disk.store(Data(count: 300_000), for: URL(string: "https://live.staticflickr.com/1/a_b.jpg")!)
            XCTAssertTrue(disk.pin(URL(string: "https://live.staticflickr.com/1/kept_b.jpg")!, data: Data(count: 200_000)))
            let preferences = try openPreferences()
            let kept = ByteSize.text(200_000)
            XCTAssertEqual(preferences.cacheRow.subtitle, "\(ByteSize.text(disk.size)) of downloaded images, and \(kept) kept for your favourites")
            XCTAssertGreaterThanOrEqual(disk.size, 300_000)
            preferences.clearCacheButton.click()
            XCTAssertEqual(disk.size, 0)
            XCTAssertEqual(preferences.cacheRow.subtitle, "\(ByteSize.text(0)) of downloaded images, and \(kept) kept for your favourites")
            XCTAssertEqual(disk.pinnedSize, 200_000, "the favourites' images stay")
        }
    }
}

/// The desktop's proxy for the app's HTTP client: GProxyResolver (libproxy reading
/// `http_proxy` here), handed to libcurl, against the loopback server acting as the proxy.
final class ProxyTests: MainActorTestCase {
    nonisolated func testTheAppFetchesThroughTheDesktopsProxy() throws {
        let root = try Fixtures.temporaryDirectory()
        try Data("through the proxy".utf8).write(to: root.appendingPathComponent("page.txt"))
        let server = try LoopbackServer(root: root)
        setenv("http_proxy", server.url("").absoluteString, 1)
        defer { unsetenv("http_proxy") }
        XCTAssertEqual(ProxyResolver.proxy(for: "http://photomania.invalid/page.txt"), server.url("").absoluteString)
        let http = HTTPClient(options: AppInfo.httpOptions)
        let fetched = expectation(description: "fetched")
        nonisolated(unsafe) var body: Result<String, HTTPError>?
        http.fetch(URL(string: "http://photomania.invalid/page.txt")!, decode: { String(decoding: $0, as: UTF8.self) }) { result in
            body = result.mapError { $0 as? HTTPError ?? .transport("\($0)") }
            fetched.fulfill()
        }
        wait(for: [fetched], timeout: 20)
        XCTAssertEqual(try body?.get(), "through the proxy", "an address that does not resolve, reached through the proxy")
        unsetenv("http_proxy")
        XCTAssertEqual(ProxyResolver.proxy(for: "http://photomania.invalid/page.txt"), "", "no proxy configured: a direct connection")
    }
}
