import Foundation
import PhotoFeed
import XCTest

final class RetryPolicyTests: XCTestCase {
    private let policy = RetryPolicy()

    func testAPauseAskedForIsWaitedAsAsked() {
        let wait = policy.wait(after: HTTPError.busy(status: 429, retryAfter: 30), retries: 0, random: 0.9)
        XCTAssertEqual(wait, RetryPolicy.Wait(reason: .askedToWait, seconds: 30, retry: 1))
        XCTAssertEqual(
            policy.wait(after: HTTPError.busy(status: 503, retryAfter: 7), retries: 2, random: 0)?.seconds, 7,
            "a 503 with Retry-After asks for a pause too")
        XCTAssertEqual(
            policy.wait(after: HTTPError.busy(status: 429, retryAfter: 1e9), retries: 0, random: 0)?.seconds, 86_400,
            "at most a day")
    }

    func testTroubleBacksOffDoublingWithJitterWithinHalfAndAllOfTheWait() {
        let error = HTTPError.status(502)
        let shortest = (0..<4).map { policy.wait(after: error, retries: $0, random: 0)!.seconds }
        let longest = (0..<4).map { policy.wait(after: error, retries: $0, random: 0.999_999)!.seconds }
        XCTAssertEqual(shortest, [1, 2, 4, 8])
        XCTAssertEqual(longest.map { $0.rounded() }, [2, 4, 8, 16])
        XCTAssertEqual(policy.wait(after: error, retries: 0, random: 0)?.reason, .serverError(502))
        var capped = policy
        capped.longestBackoff = 5
        XCTAssertEqual(capped.wait(after: error, retries: 3, random: 0.999_999)!.seconds, 5, accuracy: 0.001)
    }

    func testWhatPassesIsTriedAgainAndWhatDoesNotIsNot() {
        let reasons: [(Error, RetryPolicy.Reason?)] = [
            (HTTPError.busy(status: 503, retryAfter: nil), .unavailable),
            (FeedError.flickr(code: 105, message: "Service currently unavailable"), .unavailable),
            (HTTPError.timeout, .noAnswer),
            (HTTPError.connectionLost, .noAnswer),
            (HTTPError.status(500), .serverError(500)),
            (HTTPError.status(404), nil),
            (HTTPError.dns(host: "example.org"), nil),
            (FeedError.flickr(code: 100, message: "Invalid API Key"), nil),
            (FeedError.malformed("not JSON"), nil)
        ]
        for (error, reason) in reasons {
            XCTAssertEqual(policy.wait(after: error, retries: 0, random: 0.5)?.reason, reason, "\(error)")
        }
    }

    func testItGivesUpAfterFourRetries() {
        let error = HTTPError.busy(status: 429, retryAfter: 1)
        XCTAssertEqual((0..<6).map { policy.wait(after: error, retries: $0, random: 0)?.retry }, [1, 2, 3, 4, nil, nil])
    }
}
