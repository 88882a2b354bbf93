import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

/// The synchronizer against a clock moved by hand and a loader answered by hand: no timers,
/// no network.
final class FeedSynchronizerTests: MainActorTestCase {
    /// A loader whose requests the test answers.
    @MainActor
    private final class Requests {
        final class Request: Cancellable {
            let url: URL
            let answer: (Result<FeedPage, Error>) -> Void
            var cancelled = false
            init(url: URL, answer: @escaping (Result<FeedPage, Error>) -> Void) {
                self.url = url
                self.answer = answer
            }
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
    private var waits: [RetryPolicy.Wait] = []

    private func synchronizer(_ feed: FeedSource = .flickrRecent, apiKey: String? = "key") -> FeedSynchronizer {
        let sync = FeedSynchronizer(
            feed: feed, apiKey: apiKey, flickr: .unreachable,
            interval: 300, scheduler: clock, load: requests.load)
        sync.random = { 0 }
        sync.onStart = { [unowned self] in starts += 1 }
        sync.onWaiting = { [unowned self] in waits.append($0) }
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
            requests.made[1].answer(.failure(HTTPError.status(403)))
            XCTAssertEqual(clock.pending, [15])
            clock.advance(15)
            requests.made[2].answer(.failure(HTTPError.status(403)))
            XCTAssertEqual(clock.pending, [30], "the wait doubles")
            clock.advance(30)
            XCTAssertEqual(requests.pages, ["1", "2", "2", "2"], "the failed page is asked for again")
        }
    }

    /// A page that had not changed (a conditional request's 304) is a fetch that found nothing
    /// new: no retry, the same page after the interval, and a failure after it backs off from
    /// the first wait.
    nonisolated func testAnUnchangedPageComesBackAfterTheIntervalWithoutARetry() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(.failure(HTTPError.status(403)))
            XCTAssertEqual(clock.pending, [15])
            clock.advance(15)
            requests.made[1].answer(.failure(HTTPError.notModified))
            XCTAssertEqual(clock.pending, [300], "not sooner: nothing failed")
            XCTAssertTrue(waits.isEmpty, "and not tried again")
            XCTAssertEqual(results.last?.failure as? HTTPError, .notModified, "said, for the caller to keep what it has")
            clock.advance(300)
            requests.made[2].answer(.failure(HTTPError.status(403)))
            XCTAssertEqual(clock.pending, [15], "the backoff starts over")
            XCTAssertEqual(requests.pages, ["1", "1", "1"])
        }
    }

    nonisolated func testAPauseAskedForIsWaitedWithinTheFetchThenThePageComes() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(.failure(HTTPError.busy(status: 429, retryAfter: 30)))
            XCTAssertEqual(waits, [RetryPolicy.Wait(reason: .askedToWait, seconds: 30, retry: 1)])
            XCTAssertTrue(results.isEmpty, "the fetch is not over")
            XCTAssertTrue(sync.isLoading, "it waits to try again")
            XCTAssertEqual(clock.pending, [30])
            clock.advance(29.9)
            XCTAssertEqual(requests.made.count, 1, "not sooner than asked")
            clock.advance(0.1)
            requests.made[1].answer(page(1, of: 2))
            XCTAssertEqual(requests.pages, ["1", "1"], "the same page again")
            XCTAssertEqual(results.count, 1)
            XCTAssertEqual(starts, 1, "one fetch")
            XCTAssertEqual(clock.pending, [300])
        }
    }

    nonisolated func testTroubleBacksOffFourTimesThenTheFetchFailsAndComesBackOnSchedule() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(.failure(FeedError.flickr(code: 105, message: "Service currently unavailable")))
            for attempt in 1...4 {
                clock.advance(clock.pending[0])
                requests.made[attempt].answer(.failure(HTTPError.status(502)))
            }
            XCTAssertEqual(waits.map(\.seconds), [1, 2, 4, 8], "doubling (the jitter at its least)")
            XCTAssertEqual(waits.map(\.reason), [.unavailable, .serverError(502), .serverError(502), .serverError(502)])
            XCTAssertEqual(requests.made.count, 5, "the first attempt and four retries")
            XCTAssertEqual(results.count, 1)
            guard case .failure(HTTPError.status(502)) = results.first else { return XCTFail("the last failure ends the fetch") }
            XCTAssertFalse(sync.isLoading)
            XCTAssertEqual(clock.pending, [15], "the next fetch as after any failure")
        }
    }

    nonisolated func testAFetchThatGivesUpOnAPauseComesBackNoSoonerThanAsked() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            for attempt in 0...4 {
                if attempt > 0 { clock.advance(clock.pending[0]) }
                requests.made[attempt].answer(.failure(HTTPError.busy(status: 429, retryAfter: 600)))
            }
            XCTAssertEqual(results.count, 1)
            XCTAssertEqual(clock.pending, [600])
        }
    }

    nonisolated func testARefreshWhileWaitingCallsTheWaitOffAndAsksAtOnce() {
        onMain {
            let sync = synchronizer()
            sync.restart()
            requests.made[0].answer(.failure(HTTPError.busy(status: 429, retryAfter: 30)))
            sync.restart()
            XCTAssertEqual(requests.made.count, 2, "asked at once")
            requests.made[1].answer(page(1, of: 1))
            XCTAssertEqual(clock.pending, [300], "the wait was called off")
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
