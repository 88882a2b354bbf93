import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// What servers ask of the library, over a real loopback server and a clock moved by hand: a
/// pause asked for is waited exactly as asked, a server in trouble is tried four more times,
/// Try Now asks at once, and every window's requests to Flickr share one budget.
final class ServerLimitsTests: LibraryTestCase {
    private static func isWaiting(_ event: FeedEvent) -> Bool { if case .waiting = event { true } else { false } }

    /// The waits the library announces for `feed`, as they come.
    private func waits(for feed: FeedSource, on library: PhotoLibrary) -> (token: AnyObject, waits: () -> [RetryPolicy.Wait]) {
        var heard: [RetryPolicy.Wait] = []
        let token = library.feeds.observe(feed: feed) { if case .waiting(let wait) = $0 { heard.append(wait) } }
        return (token, { heard })
    }

    /// Follows `feed` and waits until its first answer is a pause.
    private func openAndWaitForAPause(_ feed: FeedSource, on library: PhotoLibrary) -> FeedHolds.Hold {
        var following: FeedHolds.Hold?
        wait(for: "a pause asked for", on: library, feed: feed, matching: Self.isWaiting) {
            following = open(feed, on: library)
        }
        return following!
    }

    nonisolated func testAPauseAskedForInSecondsIsWaitedExactlyAsAsked() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let library = makeLibrary()
            let feed = FeedSource.url(server.url("busy-for/60/feed.json"))
            let (token, waits) = waits(for: feed, on: library)
            let following = openAndWaitForAPause(feed, on: library)
            XCTAssertEqual(waits().map(\.seconds), [60], "the seconds asked for")
            XCTAssertEqual(waits().map(\.reason), [.askedToWait])
            XCTAssertTrue(library.feeds.isLoading(feed), "the fetch is under way while it waits")

            clock.advance(59.9)
            waitForRequestsAskedBefore(on: server)
            XCTAssertEqual(try server.requests(for: "busy-for/60/feed.json"), 1, "not asked again sooner")
            wait(for: "asked again, and told to wait again", on: library, feed: feed, matching: Self.isWaiting) {
                clock.advance(0.1)
            }
            XCTAssertEqual(try server.requests(for: "busy-for/60/feed.json"), 2, "asked again once the pause was over")
            withExtendedLifetime((token, following)) {}
        }
    }

    nonisolated func testAPauseAskedForAsADateIsWaitedUntilThatDate() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let library = makeLibrary()
            let feed = FeedSource.url(server.url("busy-until-date/60/feed.json"))
            let (token, waits) = waits(for: feed, on: library)
            let following = openAndWaitForAPause(feed, on: library)
            let seconds = try XCTUnwrap(waits().first?.seconds)
            XCTAssertTrue((58...61).contains(seconds), "the date's distance, to a whole second: \(seconds)")
            XCTAssertEqual(clock.pending.filter { $0 < interval }, [seconds], "the retry is due then")
            withExtendedLifetime((token, following)) {}
        }
    }

    nonisolated func testTryNowAsksAtOnceRatherThanAfterThePause() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let library = makeLibrary()
            let feed = FeedSource.url(server.url("busy-for/60/feed.json"))
            let following = openAndWaitForAPause(feed, on: library)
            wait(for: "told to wait again", on: library, feed: feed, matching: Self.isWaiting) {
                library.feeds.refresh(feed)
            }
            XCTAssertEqual(try server.requests(for: "busy-for/60/feed.json"), 2, "asked again at once")
            XCTAssertEqual(clock.pending.filter { $0 < interval }, [60], "one retry waiting, the new one's")
            withExtendedLifetime(following) {}
        }
    }

    /// A server in trouble (502, or Flickr's "Service currently unavailable") is tried four
    /// times more, each after a longer pause, and then the windows hear the failure.
    nonisolated func testAServerInTroubleIsTriedFourTimesMoreThenGivenUpOn() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let expected: [(String, Error, RetryPolicy.Reason)] = [
                ("status/502", HTTPError.status(502), .serverError(502)),
                ("flickr-unavailable", FeedError.flickr(code: 105, message: "Service currently unavailable"), .unavailable)
            ]
            for (path, error, reason) in expected {
                let library = makeLibrary()
                let feed = FeedSource.url(server.url(path))
                let (token, waits) = waits(for: feed, on: library)
                let following = openAndWaitForAPause(feed, on: library)
                for retry in 2...4 {
                    wait(for: "\(path): pause \(retry)", on: library, feed: feed, matching: Self.isWaiting) { clock.advance(4) }
                }
                var failure: Error?
                wait(
                    for: "\(path): given up on", on: library, feed: feed,
                    matching: {
                        guard case .fetched(.failure(let error)) = $0 else { return false }
                        failure = error
                        return true
                    }
                ) { clock.advance(4) }
                XCTAssertEqual(waits().map(\.retry), [1, 2, 3, 4], path)
                XCTAssertEqual(waits().map(\.reason), Array(repeating: reason, count: 4), path)
                for wait in waits() {
                    let doubled = min(4, pow(2, Double(wait.retry - 1))) // from 1 s, doubled up to 4, less a random half at most
                    XCTAssertTrue((doubled / 2...doubled).contains(wait.seconds), "\(path): pause \(wait.retry) lasted \(wait.seconds) s")
                }
                XCTAssertEqual(try server.requests(for: path), 5, "\(path): the first attempt and four retries")
                XCTAssertEqual(failure?.userMessage, error.userMessage, path)
                XCTAssertFalse(library.feeds.isLoading(feed), path)
                XCTAssertEqual(clock.pending.filter { $0 < interval }, [15], "\(path): no retry left waiting, the background fetch in 15 s")
                withExtendedLifetime((token, following)) {}
            }
        }
    }

    /// Every window's requests to Flickr with one key share one budget: two feeds in two
    /// windows, allowed two at once and then one a second, wait their turns on the clock.
    nonisolated func testTwoWindowsShareOneRequestBudget() throws {
        try onMain {
            let root = try Fixtures.temporaryDirectory()
            XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("requests.log").path, contents: nil))
            try TestFeed.restPage(1, of: 1, ids: [1, 2]).write(to: root.appendingPathComponent("rest.page1"))
            try TestFeed.restPage(1, of: 1, ids: [3]).write(to: root.appendingPathComponent("rest.text-owls.page1"))
            let server = try LoopbackServer(root: root)
            let library = makeLibrary(apiKey: "K", flickr: FlickrAddresses(rest: server.url("rest")), requestsPerHour: (3600, 2))
            let owls = FeedSource.flickrSearch("owls")
            var windows: [FeedHolds.Hold] = []
            waitForListing(of: .flickrRecent, on: library) { windows.append(open(.flickrRecent, on: library)) }
            waitForListing(of: owls, on: library) { windows.append(open(owls, on: library)) }

            library.feeds.refresh(.flickrRecent)
            library.feeds.refresh(owls)
            waitForRequestsAskedBefore(on: server)
            let asked = { try server.requests(for: "/rest?") }
            XCTAssertEqual(try asked(), 2, "the burst spent, the refreshes wait their turn")
            XCTAssertEqual(clock.pending.filter { $0 < interval }, [1, 2], "one a second")
            waitForListing(of: .flickrRecent, on: library) { clock.advance(1) }
            XCTAssertEqual(try asked(), 3)
            waitForListing(of: owls, on: library) { clock.advance(1) }
            XCTAssertEqual(try asked(), 4)
            withExtendedLifetime(windows) {}
        }
    }
}
