import Adaptive
import XCTest

final class PopoverPositionTests: XCTestCase {
    func testLeadingAndTrailingFollowTheReadingDirection() {
        XCTAssertEqual(PopoverPosition.trailing.edge(rightToLeft: false), .right)
        XCTAssertEqual(PopoverPosition.trailing.edge(rightToLeft: true), .left)
        XCTAssertEqual(PopoverPosition.leading.edge(rightToLeft: false), .left)
        XCTAssertEqual(PopoverPosition.leading.edge(rightToLeft: true), .right)
        XCTAssertEqual(PopoverPosition.top.edge(rightToLeft: true), .top)
        XCTAssertEqual(PopoverPosition.bottom.edge(rightToLeft: true), .bottom)
    }

    /// The seed's "always to the right": trailing while there is room, mirrored right to left;
    /// the next permitted position when there is not.
    func testTheFirstPermittedPositionWithRoomWins() {
        let size = Size(width: 300, height: 200)
        let roomy: (PopoverPosition.Edge) -> Int = { _ in 1000 }
        XCTAssertEqual(PopoverPosition.choose(from: [.trailing, .bottom], size: size, room: roomy, rightToLeft: false), .trailing)
        let nearTheRightEdge: (PopoverPosition.Edge) -> Int = { $0 == .right ? 120 : 1000 }
        XCTAssertEqual(PopoverPosition.choose(from: [.trailing, .bottom], size: size, room: nearTheRightEdge, rightToLeft: false), .bottom)
        XCTAssertEqual(
            PopoverPosition.choose(from: [.trailing, .bottom], size: size, room: nearTheRightEdge, rightToLeft: true), .trailing,
            "right to left, trailing is the left, where there is room")
    }

    func testWithoutRoomAnywhereTheMostRoomWinsAndWithoutASizeTheFirst() {
        let size = Size(width: 300, height: 200)
        let cramped: (PopoverPosition.Edge) -> Int = { [.left: 100, .right: 250, .top: 50, .bottom: 170][$0]! }
        XCTAssertEqual(
            PopoverPosition.choose(from: [.leading, .trailing, .bottom], size: size, room: cramped, rightToLeft: false), .bottom,
            "170 of 200 is closer than 250 of 300")
        XCTAssertEqual(PopoverPosition.choose(from: [.top, .leading], size: nil, room: cramped, rightToLeft: false), .top)
        XCTAssertNil(PopoverPosition.choose(from: [], size: size, room: cramped, rightToLeft: false))
    }
}
