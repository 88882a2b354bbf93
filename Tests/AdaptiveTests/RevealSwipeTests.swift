import Adaptive
import XCTest

/// A swipe showing or hiding a side column: it follows the finger, mirrored right to left, and
/// on release a fling decides, else whether the column is more than half shown.
final class RevealSwipeTests: XCTestCase {
    func testTheColumnFollowsTheFingerFromTheLeadingEdge() {
        var swipe = RevealSwipe(width: 300, rightToLeft: false, input: .touch, opening: true)
        XCTAssertEqual(swipe.progress, 0)
        swipe.move(to: 75, at: 0)
        XCTAssertEqual(swipe.progress, 0.25)
        XCTAssertEqual(RevealSwipe.columnX(progress: swipe.progress, width: 300, viewWidth: 1000, rightToLeft: false), -225)
        swipe.move(to: 500, at: 16)
        XCTAssertEqual(swipe.progress, 1, "no further than shown")
        swipe.move(to: -40, at: 32)
        XCTAssertEqual(swipe.progress, 0, "nor back past hidden")
    }

    func testRightToLeftTheColumnComesFromTheRightAndTheFingerMovesLeft() {
        var swipe = RevealSwipe(width: 300, rightToLeft: true, input: .touch, opening: true)
        swipe.move(to: 75, at: 0)
        XCTAssertEqual(swipe.progress, 0, "rightwards hides")
        swipe.move(to: -150, at: 16)
        XCTAssertEqual(swipe.progress, 0.5)
        XCTAssertEqual(RevealSwipe.columnX(progress: 0.5, width: 300, viewWidth: 1000, rightToLeft: true), 850)
        XCTAssertEqual(RevealSwipe.columnX(progress: 1, width: 300, viewWidth: 1000, rightToLeft: true), 700)
    }

    func testAHidingSwipeStartsShownAndGoesTheOtherWay() {
        var swipe = RevealSwipe(width: 200, rightToLeft: false, input: .touch, opening: false)
        XCTAssertFalse(swipe.isOpening)
        XCTAssertEqual(swipe.progress, 1)
        swipe.move(to: -50, at: 0)
        XCTAssertEqual(swipe.progress, 0.75)
    }

    func testOnlyATouchAtTheLeadingEdgeMayReveal() {
        XCTAssertTrue(RevealSwipe.isAtLeadingEdge(10, viewWidth: 800, rightToLeft: false))
        XCTAssertFalse(RevealSwipe.isAtLeadingEdge(RevealSwipe.edgeWidth + 1, viewWidth: 800, rightToLeft: false))
        XCTAssertTrue(RevealSwipe.isAtLeadingEdge(790, viewWidth: 800, rightToLeft: true))
        XCTAssertFalse(RevealSwipe.isAtLeadingEdge(10, viewWidth: 800, rightToLeft: true))
    }

    /// The finger moving at `speed` px/ms for 200 ms to `end` px, then lifted.
    private func released(speed: Double, input: RevealSwipe.Input = .touch, opening: Bool = true, width: Double = 400) -> (RevealSwipe, Bool) {
        var swipe = RevealSwipe(width: width, rightToLeft: false, input: input, opening: opening)
        for time in stride(from: 0.0, through: 200, by: 16) { swipe.move(to: speed * time, at: time) }
        return (swipe, swipe.endsShown(at: 200))
    }

    func testASlowReleaseEndsOnTheNearerSide() {
        let (short, shortShown) = released(speed: 0.1) // 20 px of 400
        XCTAssertLessThan(short.progress, 0.5)
        XCTAssertFalse(shortShown, "released early: cancelled")
        let (long, longShown) = released(speed: 0.25, width: 80) // past half of a narrow column, slowly
        XCTAssertGreaterThan(long.progress, 0.5)
        XCTAssertTrue(longShown)
    }

    func testAFlingEndsWhereItGoesWhateverTheProgress() {
        let (flung, shown) = released(speed: 0.5, width: 1000) // 100 px of 1000, but fast
        XCTAssertLessThan(flung.progress, 0.5)
        XCTAssertTrue(shown)
        let (back, backShown) = released(speed: -0.5, opening: false, width: 1000) // hiding, 90% still shown
        XCTAssertGreaterThan(back.progress, 0.5)
        XCTAssertFalse(backShown)
    }

    func testATouchpadNeedsAFasterFling() {
        XCTAssertTrue(released(speed: 0.45, input: .touch, width: 1000).1)
        XCTAssertFalse(released(speed: 0.45, input: .touchpad, width: 1000).1, "a touchpad's fingers move faster for the same intent")
    }

    func testAPauseBeforeLiftingIsNoFling() {
        var swipe = RevealSwipe(width: 1000, rightToLeft: false, input: .touch, opening: true)
        for time in stride(from: 0.0, through: 160, by: 16) { swipe.move(to: time, at: time) } // 1 px/ms
        XCTAssertFalse(swipe.endsShown(at: 160 + 400), "the fling is long over: 16% shown stays hidden")
    }
}
