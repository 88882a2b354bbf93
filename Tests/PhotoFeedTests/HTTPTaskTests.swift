import PhotoFeed
import XCTest

final class HTTPTaskTests: XCTestCase {
    func testSharedWorkGoesOnWhileOneCallerStillWaits() {
        let shared = HTTPTask()
        let (first, second) = (HTTPTask(), HTTPTask())
        shared.join(first)
        shared.join(second)
        first.cancel()
        XCTAssertFalse(shared.isCancelled)
        second.cancel()
        XCTAssertTrue(shared.isCancelled)
    }

    func testACallerJoiningLaterKeepsTheWorkGoing() {
        let shared = HTTPTask()
        let first = HTTPTask()
        shared.join(first)
        let second = HTTPTask()
        shared.join(second)
        first.cancel()
        XCTAssertFalse(shared.isCancelled)
        XCTAssertTrue(first.isCancelled)
        XCTAssertFalse(second.isCancelled)
    }

    func testSharedWorkCancelledItselfStops() {
        let shared = HTTPTask()
        shared.join(HTTPTask())
        shared.cancel()
        XCTAssertTrue(shared.isCancelled)
    }
}
