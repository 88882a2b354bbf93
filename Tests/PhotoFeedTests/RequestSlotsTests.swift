import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

/// Never more than its limit of requests in flight: the rest start in the order asked as
/// slots free, a request called off while waiting never starts, one called off while running
/// frees its slot.
final class RequestSlotsTests: MainActorTestCase {
    nonisolated func testNoMoreThanTheLimitRunAndTheRestStartInTheOrderAsked() {
        onMain {
            let slots = RequestSlots(limit: 2)
            let loads = HeldLoads()
            var finished: [String] = []
            let tickets = ["a", "b", "c", "d", "e"].map { name in
                slots.load(URL(string: "http://127.0.0.1:9/\(name)")!, through: loads.loader()) { _ in finished.append(name) }
            }
            XCTAssertEqual(loads.started, ["a", "b"])
            XCTAssertEqual(slots.inFlight, 2)
            tickets[2].cancel()
            loads.answer("b")
            XCTAssertEqual(finished, ["b"])
            XCTAssertEqual(loads.started, ["a", "b", "d"], "c, called off while it waited, never starts")
            tickets[0].cancel()
            XCTAssertEqual(loads.cancelled, ["a"], "a running request called off is cancelled")
            XCTAssertEqual(loads.started, ["a", "b", "d", "e"], "and frees its slot")
            loads.answer("d")
            loads.answer("e")
            XCTAssertEqual(slots.inFlight, 0)
            XCTAssertEqual(finished, ["b", "d", "e"])
            withExtendedLifetime(tickets) {}
        }
    }

    /// A synchronizer stopped lets go of its request: its slot is free at once, and an answer
    /// that comes all the same is delivered without the request.
    nonisolated func testARequestLetGoOfFreesItsSlotAndItsLateAnswerIsHarmless() {
        onMain {
            let slots = RequestSlots(limit: 1)
            let loads = HeldLoads()
            var finished: [String] = []
            var first: Cancellable? = slots.load(URL(string: "http://127.0.0.1:9/a")!, through: loads.loader()) { _ in finished.append("a") }
            let second = slots.load(URL(string: "http://127.0.0.1:9/b")!, through: loads.loader()) { _ in finished.append("b") }
            XCTAssertNotNil(first)
            first = nil
            XCTAssertEqual(loads.started, ["a", "b"], "its slot went to the next")
            loads.answer("a")
            XCTAssertEqual(finished, ["a"])
            XCTAssertEqual(slots.inFlight, 1, "b's")
            withExtendedLifetime(second) {}
        }
    }
}

/// A loader that holds every request until the test answers it.
@MainActor
private final class HeldLoads {
    var started: [String] = []
    var answers: [String: @MainActor (Result<FeedPage, Error>) -> Void] = [:]
    var cancelled: [String] = []

    func loader() -> FeedSynchronizer.Loader {
        { [self] url, done in
            let name = url.lastPathComponent
            MainActor.assumeIsolated {
                started.append(name)
                answers[name] = done
            }
            return Cancel { [self] in MainActor.assumeIsolated { cancelled.append(name) } }
        }
    }

    func answer(_ name: String) { answers.removeValue(forKey: name)?(.success(FeedPage(photos: [], skipped: [], page: 1, pages: 1))) }
}

private final class Cancel: Cancellable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func cancel() { action() }
}
