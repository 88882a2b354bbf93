import Adaptive
import XCTest

final class BreakpointTests: XCTestCase {
    let width = Breakpoint.width

    func testDefaultThresholds() {
        XCTAssertEqual(width.sizeClass(for: 599, previous: nil), .compact)
        XCTAssertEqual(width.sizeClass(for: 640, previous: nil), .regular)
        XCTAssertEqual(width.sizeClass(for: 1000, previous: .compact), .regular)
        XCTAssertEqual(width.sizeClass(for: 320, previous: .regular), .compact)
    }

    func testInsideTheBandTheClassHeldBeforeIsKept() {
        XCTAssertEqual(width.sizeClass(for: 600, previous: .regular), .regular)
        XCTAssertEqual(width.sizeClass(for: 639, previous: .regular), .regular)
        XCTAssertEqual(width.sizeClass(for: 600, previous: .compact), .compact)
        XCTAssertEqual(width.sizeClass(for: 639, previous: .compact), .compact)
    }

    func testAFirstMeasurementInsideTheBandIsCompact() {
        XCTAssertEqual(width.sizeClass(for: 620, previous: nil), .compact)
    }

    func testADragAcrossTheThresholdDoesNotFlap() {
        var tracker = TraitTracker()
        let drag = [700, 650, 630, 610, 601, 612, 605, 599, 602, 630, 639, 641, 620]
        let changes = drag.compactMap { tracker.update(width: $0, height: 800)?.horizontalSizeClass }
        XCTAssertEqual(changes, [.regular, .compact, .regular])
    }

    func testCustomBreakpointsAndAnEmptyBand() {
        let sharp = Breakpoint(compactBelow: 500, regularFrom: 500)
        XCTAssertEqual(sharp.sizeClass(for: 499, previous: .regular), .compact)
        XCTAssertEqual(sharp.sizeClass(for: 500, previous: .compact), .regular)
    }
}
