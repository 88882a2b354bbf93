import Adaptive
import XCTest

final class TraitTrackerTests: XCTestCase {
    func testReportsTheFirstTraitsAndThenOnlyChanges() {
        var tracker = TraitTracker()
        XCTAssertEqual(
            tracker.update(width: 1000, height: 700),
            TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        XCTAssertNil(tracker.update(width: 900, height: 650))
        XCTAssertEqual(tracker.update(width: 480, height: 650)?.horizontalSizeClass, .compact)
        XCTAssertNil(tracker.update(width: 481, height: 651))
        XCTAssertEqual(tracker.current, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }

    func testBreakpointsScaleWithTheTextSize() {
        var tracker = TraitTracker()
        XCTAssertEqual(tracker.update(width: 700, height: 800)?.horizontalSizeClass, .regular)
        let larger = tracker.update(interfaceStyle: .dark, textScale: 1.5)
        XCTAssertEqual(larger?.horizontalSizeClass, .compact, "700 px is below 600 × 1.5")
        XCTAssertEqual(larger?.interfaceStyle, .dark)
        XCTAssertEqual(larger?.textScale, 1.5)
        XCTAssertNil(tracker.update(width: 950, height: 800), "inside the scaled band 900–960")
        XCTAssertEqual(tracker.update(width: 960, height: 800)?.horizontalSizeClass, .regular)
        XCTAssertEqual(Breakpoint.width.scaled(by: 1.25), Breakpoint(compactBelow: 750, regularFrom: 800))
    }

    func testAStyleChangeAloneIsReported() {
        var tracker = TraitTracker()
        XCTAssertNil(tracker.update(interfaceStyle: .dark, textScale: 1), "no size yet, nothing to report")
        XCTAssertEqual(tracker.update(width: 1000, height: 800)?.interfaceStyle, .dark)
        XCTAssertEqual(tracker.update(interfaceStyle: .light, textScale: 1)?.interfaceStyle, .light)
        XCTAssertNil(tracker.update(interfaceStyle: .light, textScale: 1))
    }

    func testHeightHasItsOwnBandAndChangesAreReported() {
        var tracker = TraitTracker()
        _ = tracker.update(width: 1000, height: 700)
        XCTAssertEqual(tracker.update(width: 1000, height: 399)?.verticalSizeClass, .compact)
        XCTAssertNil(tracker.update(width: 1000, height: 430))
        XCTAssertEqual(tracker.update(width: 1000, height: 440)?.verticalSizeClass, .regular)
    }
}
