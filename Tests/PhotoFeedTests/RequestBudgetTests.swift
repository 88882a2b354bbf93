import Foundation
import PhotoFeed
import TestFixtures
import XCTest

final class RequestBudgetTests: XCTestCase {
    func testABurstGoesAtOnceThenRequestsWaitTheirTurnAtTheBudgetsPace() {
        var budget = RequestBudget(perHour: 3600, burst: 3) // one a second
        XCTAssertEqual((0..<5).map { _ in budget.reserve(at: 100) }, [0, 0, 0, 1, 2])
        XCTAssertEqual(budget.reserve(at: 102), 1, "the turn after the two waiting")
        XCTAssertEqual(budget.reserve(at: 110), 0, "a quiet while refills it")
    }

    func testTheBudgetRefillsNoHigherThanItsBurst() {
        var budget = RequestBudget(perHour: 3600, burst: 2)
        _ = budget.reserve(at: 0)
        XCTAssertEqual((0..<3).map { _ in budget.reserve(at: 10_000) }, [0, 0, 1])
    }

    func testAnHourOfRequestsStaysWithinTheHourlyBudgetPlusTheBurst() {
        var budget = RequestBudget(perHour: 1200, burst: 20)
        var sent = 0.0
        var count = 0
        while true { // as many as can go in the first hour, asked as fast as they may go
            sent += budget.reserve(at: sent)
            guard sent < 3600 else { break }
            count += 1
        }
        XCTAssertEqual(count, 1219, "the burst, then one every 3 s")
        XCTAssertLessThan(count, 3600, "well under Flickr's limit")
        XCTAssertEqual(budget.used(at: 3600), 1200, "the log's figure: the last hour's requests")
    }
}

final class RequestGateTests: MainActorTestCase {
    @MainActor
    private final class Request: Cancellable {
        var cancelled = false
        func cancel() { cancelled = true }
    }

    nonisolated func testRequestsWithAKeyShareItsBudgetAndWaitBeyondItOthersGoAtOnce() {
        onMain { requestsShareTheirKeysBudget() }
    }

    private func requestsShareTheirKeysBudget() {
        let clock = ManualScheduler()
        var lines: [String] = []
        let gate = RequestGate(perHour: 3600, burst: 2, scheduler: clock, clock: { clock.now }, trace: { lines.append($0) })
        var started: [String] = []
        for name in ["a", "b", "c"] {
            _ = gate.admit(URL(string: "http://127.0.0.1/rest?api_key=K&page=\(name)")!) {
                started.append(name)
                return Request()
            }
        }
        _ = gate.admit(URL(string: "http://127.0.0.1/feed.json")!) {
            started.append("public")
            return Request()
        }
        _ = gate.admit(URL(string: "http://127.0.0.1/rest?api_key=other")!) {
            started.append("other key")
            return Request()
        }
        XCTAssertEqual(started, ["a", "b", "public", "other key"], "the third request of key K waits")
        clock.advance(0.9)
        XCTAssertEqual(started.count, 4)
        clock.advance(0.1)
        XCTAssertEqual(started.last, "c", "its turn came after a second")
        XCTAssertEqual(lines.last, "Flickr request budget: 1 of 3600 this hour")
        XCTAssertTrue(lines.contains("Flickr request budget: 3 of 3600 this hour; this request waits 1.0 s"))
        XCTAssertFalse(lines.joined().contains("K&"), "the key is never logged")
    }

    nonisolated func testCancellingAWaitingRequestMeansItNeverStarts() {
        onMain { cancellingAWaitingRequest() }
    }

    private func cancellingAWaitingRequest() {
        let clock = ManualScheduler()
        let gate = RequestGate(perHour: 3600, burst: 1, scheduler: clock, clock: { clock.now })
        var started = 0
        let url = URL(string: "http://127.0.0.1/rest?api_key=K")!
        _ = gate.admit(url) {
            started += 1
            return Request()
        }
        gate.admit(url) {
            started += 1
            return Request()
        }.cancel()
        clock.advance(5)
        XCTAssertEqual(started, 1)
    }
}
