import Adaptive
import XCTest

final class TraitTrackerTests: XCTestCase {
    func testReportsTheFirstTraitsAndThenOnlyChanges() {
        var tracker = TraitTracker()
        XCTAssertEqual(tracker.update(width: 1000, height: 700),
                       TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        XCTAssertNil(tracker.update(width: 900, height: 650))
        XCTAssertEqual(tracker.update(width: 480, height: 650)?.horizontalSizeClass, .compact)
        XCTAssertNil(tracker.update(width: 481, height: 651))
        XCTAssertEqual(tracker.current, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }

    func testHeightHasItsOwnBandAndChangesAreReported() {
        var tracker = TraitTracker()
        _ = tracker.update(width: 1000, height: 700)
        XCTAssertEqual(tracker.update(width: 1000, height: 399)?.verticalSizeClass, .compact)
        XCTAssertNil(tracker.update(width: 1000, height: 430))
        XCTAssertEqual(tracker.update(width: 1000, height: 440)?.verticalSizeClass, .regular)
    }
}
