import Adaptive
import XCTest

final class AppearanceCycleTests: XCTestCase {
    func testAppearThenDisappear() {
        var cycle = AppearanceCycle()
        XCTAssertEqual(cycle.begin(appearing: true), [.viewWillAppear, .viewIsAppearing])
        XCTAssertEqual(cycle.state, .appearing)
        XCTAssertEqual(cycle.end(), [.viewDidAppear])
        XCTAssertEqual(cycle.begin(appearing: false), [.viewWillDisappear])
        XCTAssertEqual(cycle.end(), [.viewDidDisappear])
        XCTAssertEqual(cycle.state, .disappeared)
    }

    func testRedundantCallsDeliverNothing() {
        var cycle = AppearanceCycle()
        XCTAssertEqual(cycle.begin(appearing: false), [])
        XCTAssertEqual(cycle.end(), [])
        _ = cycle.begin(appearing: true)
        XCTAssertEqual(cycle.begin(appearing: true), [])
        _ = cycle.end()
        XCTAssertEqual(cycle.begin(appearing: true), [])
        XCTAssertEqual(cycle.end(), [])
    }

    func testAReversedTransitionDeliversTheOppositeWill() {
        var cycle = AppearanceCycle()
        _ = cycle.begin(appearing: true)
        XCTAssertEqual(cycle.begin(appearing: false), [.viewWillDisappear])
        XCTAssertEqual(cycle.end(), [.viewDidDisappear])
        _ = cycle.begin(appearing: true)
        _ = cycle.end()
        _ = cycle.begin(appearing: false)
        XCTAssertEqual(cycle.begin(appearing: true), [.viewWillAppear, .viewIsAppearing])
        XCTAssertEqual(cycle.end(), [.viewDidAppear])
        XCTAssertTrue(cycle.isVisible)
    }
}
