import Adaptive
import XCTest

final class ToolbarPlacementTests: XCTestCase {
    func testANarrowWindowMovesTheActionsDownOrIntoTheMenuWhenItIsShortToo() {
        func placement(_ width: SizeClass, _ height: SizeClass) -> ToolbarPlacement {
            ToolbarPlacement(TraitCollection(horizontalSizeClass: width, verticalSizeClass: height))
        }
        XCTAssertEqual(placement(.compact, .regular), .bottomBar, "a phone held upright: the header keeps room for the title")
        XCTAssertEqual(placement(.compact, .compact), .menu, "a phone on its side: a bar would take the photo's height")
        XCTAssertEqual(placement(.regular, .compact), .header)
        XCTAssertEqual(placement(.regular, .regular), .header)
    }
}
