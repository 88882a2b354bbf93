import Adaptive
import XCTest

final class ScenePhaseTests: XCTestCase {
    func testAWindowOffScreenIsInTheBackgroundWhateverItsFocus() {
        XCTAssertEqual(ScenePhase(isMapped: false, isActive: false), .background)
        XCTAssertEqual(ScenePhase(isMapped: false, isActive: true), .background)
        XCTAssertEqual(ScenePhase(isMapped: true, isActive: false), .inactive)
        XCTAssertEqual(ScenePhase(isMapped: true, isActive: true), .active)
    }

    func testAWindowPassesThroughInactiveEitherWay() {
        XCTAssertEqual(ScenePhase.background.steps(to: .active), [.inactive, .active], "the foreground, then the focus")
        XCTAssertEqual(ScenePhase.active.steps(to: .background), [.inactive, .background], "resigns active, then leaves the screen")
        XCTAssertEqual(ScenePhase.inactive.steps(to: .active), [.active])
        XCTAssertEqual(ScenePhase.active.steps(to: .inactive), [.inactive])
        XCTAssertEqual(ScenePhase.background.steps(to: .inactive), [.inactive])
        for phase in [ScenePhase.background, .inactive, .active] {
            XCTAssertEqual(phase.steps(to: phase), [], "\(phase) to itself is no step")
        }
    }
}
