import Foundation
import PhotoFeed
import XCTest

final class RetryAfterTests: XCTestCase {
    /// Sun, 06 Nov 1994 08:49:07 GMT: 30 s before the dates below.
    private let now = Date(timeIntervalSince1970: 784_111_747)

    func testSecondsAreTakenAsTheyAre() {
        XCTAssertEqual(RetryAfter.seconds(in: "120", now: now), 120)
        XCTAssertEqual(RetryAfter.seconds(in: " 0 ", now: now), 0)
    }

    func testADateInAnyOfItsThreeFormsIsTheTimeUntilIt() {
        for date in ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"] {
            XCTAssertEqual(RetryAfter.seconds(in: date, now: now), 30, date)
        }
    }

    func testADateGoneByAsksForNoWait() {
        XCTAssertEqual(RetryAfter.seconds(in: "Sun, 06 Nov 1994 08:00:00 GMT", now: now), 0)
    }

    func testAnythingElseIsNoAnswer() {
        for value in ["", "soon", "-5", "1.5", "١٢", "Sun, 06 Nov 1994"] {
            XCTAssertNil(RetryAfter.seconds(in: value, now: now), value)
        }
    }
}
