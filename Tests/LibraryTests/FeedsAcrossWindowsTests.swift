import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// The feeds every window shares: one synchronizer a feed however many windows follow it, so
/// its server is asked once a page and interval; each page heard by every window at once; the
/// feed let go with its last window; the store's capacity kept; a server out of reach.
final class FeedsAcrossWindowsTests: LibraryTestCase {
    nonisolated func testTwoWindowsOnOneFeedAskItsServerOnceAPageAndHearEachPageTogether() throws {
        try onMain {
            let (directory, server) = try TestFeed.servedSample()
            let library = makeLibrary()
            let feed = FeedSource.url(server.url("feed.json"))
            var heard: [[[Photographer]]] = [[], []]
            let windows = (0..<2).map { index in
                library.observe { if case .listed = $0 { heard[index].append(library.feeds.photographers(for: feed)) } }
            }

            var first: FeedHolds.Hold?
            waitForListing(of: feed, on: library) { first = open(feed, on: library) }
            XCTAssertEqual(first?.startedFeed, true, "the first window starts the feed")
            let second = open(feed, on: library)
            XCTAssertFalse(second.startedFeed, "the second does not fetch it again")
            XCTAssertFalse(library.feeds.isLoading(feed))
            XCTAssertEqual(library.feeds.photographers(for: feed), heard[0].last, "it lists at once what the first fetched")

            try TestFeed.writeSample(plus: TestFeed.newcomers("Newcomer", 2), in: directory)
            waitForListing(of: feed, on: library) { clock.advance(interval) }
            XCTAssertTrue(library.feeds.photographers.contains { $0.name == "Newcomer" }, "the background fetch listed the newcomer")
            XCTAssertEqual(heard[0], heard[1], "every window heard each listing, with the same photos")
            XCTAssertEqual(heard[0].count, 2)
            XCTAssertEqual(try server.requests(for: "/feed.json"), 2, "one request a page for both windows")

            try TestFeed.writeSample(plus: TestFeed.newcomers("Newcomer", 2) + TestFeed.newcomers("Latecomer", 1), in: directory)
            waitForListing(of: feed, on: library) { library.feeds.refresh(feed) }
            XCTAssertTrue(heard[1].last?.contains { $0.name == "Latecomer" } == true, "a window's refresh is every window's")
            XCTAssertEqual(try server.requests(for: "/feed.json"), 3)
            withExtendedLifetime((windows, first, second)) {}
        }
    }

    nonisolated func testAFeedIsFetchedUntilItsLastWindowLetsGo() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let library = makeLibrary()
            let feed = FeedSource.url(server.url("feed.json"))
            var first: FeedHolds.Hold? = nil
            waitForListing(of: feed, on: library) { first = open(feed, on: library) }
            var second: FeedHolds.Hold? = open(feed, on: library)
            first = nil
            XCTAssertNotNil(library.feeds.synchronizer(for: feed), "fetched while a window shows it")
            XCTAssertEqual(clock.pending, [interval], "its next fetch is due in an interval")
            second = nil
            XCTAssertNil(library.feeds.synchronizer(for: feed), "let go with the last window")
            XCTAssertEqual(clock.pending, [], "and its next fetch called off")
            withExtendedLifetime((first, second)) {}
        }
    }

    nonisolated func testTheLibraryKeepsAsManyPhotosAsItsStoreDoes() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = FeedSource.url(try TestFeed.write(TestFeed.newcomers("Ann", 5), in: directory))
            let path = directory.appendingPathComponent("photos.sqlite").path
            let library = makeLibrary(store: StoreOpening(path: path, capacity: 3))
            var following: FeedHolds.Hold?
            waitForListing(of: feed, on: library) { following = open(feed, on: library) }
            XCTAssertEqual(library.feeds.photographers.flatMap(\.photos).count, 3, "listed as stored")
            XCTAssertEqual(try PhotoStore(path: path).count(), 3)
            withExtendedLifetime(following) {}
        }
    }

    /// A feed whose server cannot be reached lists the sample photos while nothing else is
    /// listed, says so, and is fetched again when the network comes back.
    nonisolated func testAServerOutOfReachListsTheSampleUntilTheNetworkIsBack() throws {
        try onMain {
            let library = makeLibrary()
            let feed = FeedSource.url(URL(string: "http://127.0.0.1:9/feed.json")!)
            var following: FeedHolds.Hold?
            wait(for: "the sample listed", on: library, matching: { if case .listed = $0 { true } else { false } }) {
                following = open(feed, on: library)
            }
            XCTAssertTrue(library.feeds.isUnreachable(feed))
            XCTAssertTrue(library.feeds.hasFetched(feed))
            XCTAssertTrue(library.feeds.listsSample)
            XCTAssertEqual(library.feeds.photographers.flatMap(\.photos).map(\.id), try Photographer.group(samplePhotos()).flatMap(\.photos).map(\.id))

            var events: [String] = []
            let tokens = [
                library.observe { if case .backOnline = $0 { events.append("back online") } },
                library.feeds.observe(feed: feed) { if case .started = $0 { events.append("fetch started") } }
            ]
            library.feeds.networkCameBack()
            XCTAssertEqual(events, ["fetch started", "back online"], "fetched again at once")
            withExtendedLifetime((following, tokens)) {}
        }
    }

    /// Another feed chosen (in settings) is every window's: its first page takes the place of
    /// the stored photos, and the recents stay.
    nonisolated func testAFeedChosenInPlaceOfTheOthersReplacesTheirPhotosWithItsFirstPage() throws {
        try onMain {
            let photos = try samplePhotos()
            let path = try storeFile(holding: photos)
            let library = makeLibrary(store: StoreOpening(path: path))
            library.collections.record(photos[4])
            let directory = try Fixtures.temporaryDirectory()
            let chosen = FeedSource.url(try TestFeed.write(TestFeed.newcomers("Ann", 2), in: directory))
            var heard: [FeedSource] = []
            let token = library.observe { if case .feedChosen(let feed) = $0 { heard.append(feed) } }
            library.feeds.choose(chosen)
            XCTAssertEqual(heard, [chosen], "every window hears the choice")
            XCTAssertEqual(library.feeds.photographers(for: chosen), [], "a window on it waits for its first page")
            XCTAssertFalse(library.feeds.photographers.isEmpty, "the others still list theirs meanwhile")

            var following: FeedHolds.Hold?
            waitForListing(of: chosen, on: library) { following = open(chosen, on: library) }
            XCTAssertEqual(
                Set(library.feeds.photographers.flatMap(\.photos).map(\.id)), ["Ann-1", "Ann-2", photos[4].id],
                "its page replaced the stored photos but the recent one")
            XCTAssertEqual(library.feeds.photographers(for: chosen), library.feeds.photographers)
            library.store.finishWrites()
            XCTAssertEqual(try PhotoStore(path: path).count(), 3, "as stored")
            XCTAssertEqual(library.collections.recents, [photos[4]], "the recents stay")
            withExtendedLifetime((following, token)) {}
        }
    }
}
