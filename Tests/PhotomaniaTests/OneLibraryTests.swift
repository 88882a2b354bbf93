import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Several windows over the app's one library, as the app opens them (Ctrl+N, a restored
/// session): what each window shows of the fetch they share, of each page and of a new
/// database, and nothing left behind by a window that closed. The library's own rules across
/// windows are tested without a display (`LibraryTests`).
final class OneLibraryTests: LibraryWindowsTestCase {
    /// A window opened while its feed is being fetched for another (Ctrl+N as the first
    /// launch's fetch runs) shows the fetch under way, as the first does: its list waits with a
    /// spinner, its Refresh is held back; both list the page, asked of the server once.
    nonisolated func testASecondWindowOpenedWhileItsFeedIsFetchedShowsTheFetchUnderWay() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let services = try makeServices(http: http, settings: nil)
            let path = "delay/800/feed.json"
            let first = try openWindow(services, feed: .url(server.url(path)))
            XCTAssertTrue(first.startedItsFeed && first.isLoading)
            let second = try openWindow(services, feed: .url(server.url(path)))
            XCTAssertFalse(second.startedItsFeed)
            for window in [first, second] {
                XCTAssertFalse(window.actions.isEnabled(.refresh), "Refresh waits for the fetch under way")
                try waitUntil("the list waits for the fetch with a spinner") { window.master.layout.feedList.visiblePage == .loading }
            }
            try waitUntil("both list the feed") { [first, second].allSatisfy { $0.photographers.visiblePage == .list && !$0.isLoading } }
            XCTAssertTrue(second.actions.isEnabled(.refresh))
            XCTAssertEqual(second.model.photographers, first.model.photographers)
            XCTAssertEqual(try server.requests(for: path), 1, "one request for both")
        }
    }

    /// Two windows on one feed: its server is asked once per page and interval, not once a
    /// window; the second window lists at once what the first fetched; a page fetched in the
    /// background, or by either window's Refresh, is in both windows' lists in the same
    /// main-loop turn, and said new once in each.
    nonisolated func testTwoWindowsOnOneFeedFetchItOnceAndListEachPageTogether() throws {
        try onMain {
            let (directory, server) = try TestFeed.servedSample()
            let interval = 0.5
            let services = try makeServices(http: http, settings: nil, fetchInterval: interval)
            let feed = FeedSource.url(server.url("feed.json"))
            let started = Date()
            let first = try openWindow(services, feed: feed)
            try waitUntil("the first window lists the feed") { first.photographers.visiblePage == .list }
            let second = try openWindow(services, feed: feed)
            XCTAssertFalse(second.startedItsFeed, "the second window does not fetch the feed again")
            XCTAssertEqual(second.model.photographers, first.model.photographers, "it lists what the first fetched, at once")

            try TestFeed.writeSample(plus: TestFeed.newcomers("Newcomer", 2), in: directory)
            try waitUntil("a background fetch lists the newcomer in a window") {
                first.model.photographer(named: "Newcomer") != nil || second.model.photographer(named: "Newcomer") != nil
            }
            XCTAssertNotNil(first.model.photographer(named: "Newcomer"), "in the first window")
            XCTAssertNotNil(second.model.photographer(named: "Newcomer"), "and in the second, in the same turn")
            XCTAssertTrue(first.photographers.photographers.contains { $0.name == "Newcomer" }, "the list shows it")
            XCTAssertTrue(second.photographers.photographers.contains { $0.name == "Newcomer" })
            XCTAssertEqual([first, second].map { $0.messages.toasts.lastToast }, ["2 new photos", "2 new photos"])
            let elapsed = Date().timeIntervalSince(started)
            let asked = try server.requests(for: "/feed.json")
            XCTAssertLessThanOrEqual(asked, Int(elapsed / interval) + 1, "once per interval in \(elapsed) s for both windows, not twice")

            try TestFeed.writeSample(plus: TestFeed.newcomers("Newcomer", 2) + TestFeed.newcomers("Latecomer", 1), in: directory)
            second.reload()
            try waitUntil("the second window's refresh lists the latecomer") { second.model.photographer(named: "Latecomer") != nil }
            XCTAssertNotNil(first.model.photographer(named: "Latecomer"), "in the first window too")
        }
    }

    /// "Start a New Database" in one window: the banner goes in every window, and each says
    /// where the old file went (what the new file holds: `LibraryTests.StoreLifetimeTests`).
    nonisolated func testANewDatabaseIsSaidInEveryWindow() throws {
        try onMain {
            let (_, path, _) = try Fixtures.damagedDatabase()
            let services = try makeServices(http: http, settings: nil, store: StoreOpening(path: path))
            let first = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the first window lists the feed") { first.photographers.visiblePage == .list }
            let second = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            XCTAssertNotNil(first.storeMessage, "the first window says the database is damaged")
            XCTAssertNotNil(second.storeMessage, "and so does a window opened later")

            try XCTUnwrap(second.messages.storeBanner.actionButton).click()
            for window in [first, second] {
                XCTAssertNil(window.storeMessage, "the banner goes in every window")
                XCTAssertTrue(window.bannerMessage?.contains("was moved to") == true, "and every window says where the old file went")
            }
        }
    }

    /// While Preferences waits for an API key (a Flickr feed's fetch, or a search's route), a
    /// link or a click still navigates.
    nonisolated func testALinkStillNavigatesWhileAKeyIsAskedFor() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try store.upsert(try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos)
            let settings = AppSettings.open(
                configDirectory: try Fixtures.temporaryDirectory(), dataDirectory: Fixtures.repository.appendingPathComponent("data"))
            let services = try makeServices(
                http: http, settings: settings, store: StoreOpening(.success(store)), flickr: .unreachable)
            let window = try openWindow(services, feed: .flickrRecent)
            try waitUntil("Preferences asks for the key") { window.dialogs.preferences?.window.isMapped == true }
            let name = window.model.photographers[2].name
            window.open(.link(.photographer(name: name)))
            XCTAssertEqual((window.navigation.topViewController as? PhotosViewController)?.photographer.name, name, "the link went on")
            window.open(.link(.search(text: "fox")))
            XCTAssertEqual(window.navigator.router.waitingOnInterceptors, 1, "the search waits for the key")
            window.open(.link(.recents))
            XCTAssertTrue(window.isShowingRecents, "and another link goes on meanwhile")
            XCTAssertTrue(window.dialogs.preferences?.window.isMapped == true, "Preferences still waits")
        }
    }

    /// Fifty windows opened and closed leave nothing behind: each is freed, and the handlers on
    /// the objects the whole process shares (the library, the app's settings, the display's
    /// settings and style, the network and memory monitors, the application) are as many as
    /// before (each window used to leave 7: 4 on the settings, 2 on the display's (GTK's own
    /// scroll panes), 1 on the network monitor).
    nonisolated func testClosedWindowsLeaveNoHandlerBehind() throws {
        try onMain {
            let settings = try XCTUnwrap(
                AppSettings.open(
                    configDirectory: try Fixtures.temporaryDirectory(),
                    dataDirectory: Fixtures.repository.appendingPathComponent("data")))
            let services = try makeServices(http: http, settings: settings)
            // The settings' GSettings object, read past its privacy: the test counts what is on it.
            let gsettings = try XCTUnwrap(Mirror(reflecting: settings).children.first { $0.label == "settings" }?.value as? Object)
            let shared: [(String, UnsafeMutableRawPointer, [String])] = [
                ("the app's settings", gsettings.pointer, ["changed"]),
                ("the display's settings", raw(gtk_settings_get_default())!, ["notify"]),
                ("the style manager", raw(adw_style_manager_get_default())!, ["notify"]),
                ("the network monitor", raw(g_network_monitor_get_default())!, ["network-changed"]),
                ("the memory monitor", raw(g_memory_monitor_dup_default())!, ["low-memory-warning"]),
                ("the application", try application().pointer, ["activate", "command-line", "open"])
            ]
            let counts = { @MainActor () -> [String: Int] in
                var counts = Dictionary(uniqueKeysWithValues: shared.map { name, object, signals in (name, handlerCount(on: object, signals)) })
                counts["the library"] = services.library.observerCount
                return counts
            }
            let first = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the first window lists the feed") { first.photographers.visiblePage == .list }
            let before = counts()
            weak var lastClosed: MainWindowController?
            var finalized: [FinalizationWatch] = []
            for _ in 1...50 {
                let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
                try waitUntil("the window is shown") { window.window.isMapped }
                finalized.append(FinalizationWatch(window.window))
                lastClosed = window
                window.close()
                windows.removeLast()
            }
            try waitUntil("every closed window is finalized") { finalized.allSatisfy(\.isFinalized) }
            XCTAssertGreaterThan(before.values.reduce(0, +), 4, "handlers are counted (the library's, the settings' and others)")
            XCTAssertEqual(counts(), before, "the handlers are as many as with the one window")
            XCTAssertNil(lastClosed, "a closed window is freed")
            XCTAssertEqual(finalized.filter(\.isFinalized).count, 50, "and so is its GTK window")
        }
    }
}
