import Adaptive
import XCTest

final class TabSwitcherPlacementTests: XCTestCase {
    func testOnlyANarrowTallWindowHasTheSwitcherAtTheBottom() {
        func placement(_ width: SizeClass, _ height: SizeClass) -> TabSwitcherPlacement {
            TabSwitcherPlacement(TraitCollection(horizontalSizeClass: width, verticalSizeClass: height))
        }
        XCTAssertEqual(placement(.compact, .regular), .bottom, "a phone held upright")
        XCTAssertEqual(placement(.compact, .compact), .top, "a phone on its side: the height is scarce")
        XCTAssertEqual(placement(.regular, .compact), .top)
        XCTAssertEqual(placement(.regular, .regular), .top)
    }
}
