import PhotoFeed
import XCTest

final class FetchScheduleTests: XCTestCase {
    func testSuccessesWalkThroughThePagesAndWrap() {
        var schedule = FetchSchedule(interval: 300)
        XCTAssertEqual(schedule.succeeded(page: 1, of: 3), 300)
        XCTAssertEqual(schedule.page, 2)
        _ = schedule.succeeded(page: 2, of: 3)
        _ = schedule.succeeded(page: 3, of: 3)
        XCTAssertEqual(schedule.page, 1)
    }

    func testFailuresBackOffUpToTheIntervalAndASuccessResets() {
        var schedule = FetchSchedule(interval: 100, firstRetry: 15)
        XCTAssertEqual((1...5).map { _ in schedule.failed() }, [15, 30, 60, 100, 100])
        XCTAssertEqual(schedule.page, 1, "a failed page is asked for again")
        _ = schedule.succeeded(page: 1, of: 2)
        XCTAssertEqual(schedule.failures, 0)
        XCTAssertEqual(schedule.failed(), 15)
        schedule.restart()
        XCTAssertEqual(schedule.page, 1)
    }
}
