import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

// The photo store: damaged or read-only, what is stored, the app started on it; preferences in settings.
extension MainWindowTests {
    nonisolated func testADamagedStoreIsSaidUntilTheUserActsAndCanBeStartedAfresh() throws {
        try onMain {
            let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
            try BrokenStorage.writeRandomBytes(to: path)
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http, settings: nil,
                store: PhotoStore.open(path: path))
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == .list }
            try waitUntilDrawn()
            let message = try XCTUnwrap(controller.storeMessage, "the problem is still said after the feed loaded")
            XCTAssertTrue(message.hasPrefix("The photo database is damaged"), message)
            let fix = try XCTUnwrap(controller.messages.storeBanner.actionButton)
            XCTAssertTrue(fix.isVisible)
            let photo = controller.model.photographers[0].photos[0]
            controller.open(photoID: photo.id)
            fix.click()
            XCTAssertNil(controller.storeMessage)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            XCTAssertTrue(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("photos.sqlite.damaged-") },
                "the damaged file is kept next to the new one")
            let fresh = try PhotoStore(path: path)
            XCTAssertEqual(try fresh.count(), controller.model.photographers.flatMap(\.photos).count, "what was on screen is kept from now on")
            XCTAssertEqual(try fresh.recents().photos.first, photo)
        }
    }

    nonisolated func testAStoreThatCannotBeWrittenSaysWhatWillNotBeKept() throws {
        try onMain {
            let (folder, release) = try BrokenStorage.readOnlyFolder()
            defer { release() }
            try open(width: 1000, store: nil)
            controller.close()
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http, settings: nil,
                store: PhotoStore.open(path: folder.appendingPathComponent("photos.sqlite").path))
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == .list }
            XCTAssertEqual(controller.storeMessage?.contains("will not be kept after you quit"), true)
            XCTAssertEqual(controller.messages.storeBanner.actionButton?.isVisible, false, "no fix the app can do")
        }
    }

    nonisolated func testTheAppStartsOnWhatIsStoredAndSaysInAToastItCouldNotRefresh() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            let stored = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos
            try store.upsert(stored)
            try store.recordView(of: stored[5])
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("status/503"), waitForList: false, store: store)
            XCTAssertEqual(controller.photographers.visiblePage, .list, "what was stored shows at once")
            XCTAssertEqual(controller.photographers.photographers.flatMap(\.photos).count, stored.count)
            XCTAssertEqual(controller.recents.photos, [stored[5]])
            try waitUntil("the failed refresh is reported") { controller.messages.toasts.lastToast?.hasPrefix("Could not refresh.") == true }
            XCTAssertEqual(controller.messages.toasts.lastButton?.label, "Try Again")
            XCTAssertEqual(controller.photographers.visiblePage, .list)
            XCTAssertFalse(controller.isLoading)
            g_action_group_activate_action(OpaquePointer(controller.window.pointer), "refresh", nil) // what the button activates
            XCTAssertTrue(controller.isLoading, "Try Again fetches")
            XCTAssertEqual(try store.count(), stored.count, "nothing stored was lost")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testFetchedPhotosAndViewsAreStored() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, store: store)
            try choosePhotographer(0)
            let photo = try choosePhoto(1)
            XCTAssertEqual(try store.count(), controller.photographers.photographers.flatMap(\.photos).count)
            XCTAssertEqual(controller.recents.photos, [photo], "first in the recents at once")
            try waitUntil("the view is written behind it") { (try? store.recents().photos) == [photo] }
            controller.reload()
            try waitUntil("the refresh is done") { !controller.isLoading }
            XCTAssertEqual(try store.count(), controller.photographers.photographers.flatMap(\.photos).count, "no duplicates")
            XCTAssertEqual(photosList?.selectedPhoto, photo, "a refresh that changes nothing keeps the lists as they are")
        }
    }

    nonisolated func testPreferencesAreStoredInSettingsAndApplyAtOnce() throws {
        try onMain {
            let config = try Fixtures.temporaryDirectory()
            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: Fixtures.repository.appendingPathComponent("data")))
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), apiKey: "k3y", http: http,
                settings: settings, flickr: .unreachable)
            controller.window.present()
            controller.perform(.preferences)
            let preferences = try XCTUnwrap(controller.dialogs.preferences)
            try waitUntil("the preferences are shown") { preferences.window.isMapped }
            XCTAssertEqual(preferences.feedChoice, .flickrPublic, "the default feed")
            XCTAssertFalse(preferences.feedTextRow.isVisible)
            preferences.feedRow.selected = FeedChoice.flickrSearch.rawValue
            XCTAssertTrue(preferences.feedTextRow.isVisible, "a search asks for its words")
            XCTAssertEqual(settings.feedSetting, "flickr:public", "not stored before it has its words")
            preferences.feedTextRow.text = "lighthouse"
            preferences.feedTextRow.apply()
            XCTAssertEqual(settings.feedSetting, "flickr:search=lighthouse")
            XCTAssertEqual(controller.feed, .flickrSearch("lighthouse"), "applied without a restart")
            preferences.intervalButton.value = 12
            XCTAssertEqual(settings.fetchInterval, 12)
            XCTAssertEqual(controller.library.feeds.synchronizer(for: controller.feed)!.interval, 720)
            preferences.cacheSizeButton.value = 50
            XCTAssertEqual(controller.detail.loader.disk.capacity, 50_000_000)
            preferences.window.destroy()
            try waitUntil("the window is gone") { controller.dialogs.preferences == nil }
        }
    }
}
