import Foundation
@testable import PhotoFeed
import TestFixtures
import XCTest

/// The synchronizer against a clock moved by hand and a loader answered by hand: no timers,
/// no network.
final class FeedSynchronizerTests: MainActorTestCase {
    /// A clock the test moves.
    private final class ManualScheduler: Scheduler {
        final class Work: Cancellable {
            let due: Double
            let run: () -> Void
            var cancelled = false
            init(due: Double, run: @escaping () -> Void) { self.due = due; self.run = run }
            func cancel() { cancelled = true }
        }
        var now = 0.0
        var scheduled: [Work] = []
        func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable {
            let item = Work(due: now + seconds, run: work)
            scheduled.append(item)
            return item
        }
        /// Moves the clock by `seconds`, running what falls due.
        func advance(_ seconds: Double) {
            now += seconds
            let due = scheduled.filter { !$0.cancelled && $0.due <= now }
            scheduled.removeAll { $0.cancelled || $0.due <= now }
            due.forEach { $0.run() }
        }
        var pending: [Double] { scheduled.filter { !$0.cancelled }.map { $0.due - now } }
    }

    /// A loader whose requests the test answers.
    @MainActor
    private final class Requests {
        final class Request: Cancellable {
            let url: URL
            let answer: (Result<FeedPage, Error>) -> Void
            var cancelled = false
            init(url: URL, answer: @escaping (Result<FeedPage, Error>) -> Void) { self.url = url; self.answer = answer }
            func cancel() { cancelled = true }
        }
        var made: [Request] = []
        func load(_ url: URL, _ answer: @escaping (Result<FeedPage, Error>) -> Void) -> Cancellable {
            let request = Request(url: url, answer: answer)
            made.append(request)
            return request
        }
        var pages: [String] {
            made.map { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value ?? "-" }
        }
    }

    private let clock = ManualScheduler()
    private let requests = Requests()
    private var results: [Result<FeedPage, Error>] = []
    private var starts = 0

    private func synchronizer(_ feed: FeedSource = .flickrRecent, apiKey: String? = "key") -> FeedSynchronizer {
        let sync = FeedSynchronizer(feed: feed, apiKey: apiKey, endpoint: URL(string: "http://127.0.0.1:9/rest")!,
                                    interval: 300, scheduler: clock, load: requests.load)
        sync.onStart = { [unowned self] in starts += 1 }
        sync.onResult = { [unowned self] in results.append($0) }
        return sync
    }

    private func page(_ number: Int, of pages: Int) -> Result<FeedPage, Error> {
        .success(FeedPage(photos: [], skipped: [], page: number, pages: pages))
    }

    nonisolated func testPagesFollowEachOtherOnScheduleAndWrapAfterTheLast() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            XCTAssertTrue(sync.isLoading)
            requests.made[0].answer(page(1, of: 2))
            XCTAssertFalse(sync.isLoading)
            XCTAssertEqual(clock.pending, [300], "the next page comes after the interval")
            clock.advance(299)
            XCTAssertEqual(requests.made.count, 1)
            clock.advance(1)
            requests.made[1].answer(page(2, of: 2))
            XCTAssertEqual(sync.nextPage, 1, "after the last page, the first")
            XCTAssertEqual(requests.pages, ["1", "2"])
            XCTAssertEqual(starts, 2)
            XCTAssertEqual(results.count, 2)
        }
    }

    nonisolated func testAFailureRetriesTheSamePageSoonerEachTimeLonger() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(page(1, of: 3))
            clock.advance(300)
            requests.made[1].answer(.failure(HTTPError.status(500)))
            XCTAssertEqual(clock.pending, [15])
            clock.advance(15)
            requests.made[2].answer(.failure(HTTPError.status(500)))
            XCTAssertEqual(clock.pending, [30], "the wait doubles")
            clock.advance(30)
            XCTAssertEqual(requests.pages, ["1", "2", "2", "2"], "the failed page is asked for again")
        }
    }

    nonisolated func testARefreshStartsOverAndCallsOffWhatWasRunningAndScheduled() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(page(1, of: 3))
            clock.advance(300)
            let running = requests.made[1]
            sync.restart()
            XCTAssertTrue(running.cancelled)
            XCTAssertEqual(requests.pages, ["1", "2", "1"])
            requests.made[2].answer(page(1, of: 3))
            XCTAssertEqual(clock.pending, [300], "one fetch scheduled, not two")
        }
    }

    nonisolated func testStopCallsEverythingOff() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(page(1, of: 3))
            sync.stop()
            clock.advance(1000)
            XCTAssertEqual(requests.made.count, 1)
            sync.fetch()
            sync.stop()
            XCTAssertTrue(requests.made[1].cancelled)
            XCTAssertFalse(sync.isLoading)
        }
    }

    nonisolated func testAFeedThatCannotBeAskedForFailsWithoutARequestAndRetries() {
        onMain {
            let sync = synchronizer(.flickrRecent, apiKey: nil)
            sync.restart()
            XCTAssertTrue(requests.made.isEmpty)
            guard case .failure(let error) = results.first else { return XCTFail("expected the missing key") }
            XCTAssertEqual(error as? FeedError, .missingAPIKey)
            XCTAssertEqual(clock.pending, [15])
            sync.apiKey = "key"
            clock.advance(15)
            XCTAssertEqual(requests.made.count, 1, "the key entered since is used")
        }
    }

    nonisolated func testAnotherFeedIsFetchedFromTheNextFetchOn() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            sync.feed = .flickrSearch("owls")
            sync.restart()
            XCTAssertTrue(requests.made[1].url.absoluteString.contains("owls"))
        }
    }
}
