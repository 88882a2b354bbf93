import Adaptive
import XCTest

/// Two days of photos in a grid of three columns: seven photos (rows of 3, 3, 1), then four
/// (3, 1).
final class GridStepTests: XCTestCase {
    private let counts = [7, 4]

    private func cell(_ section: Int, _ item: Int) -> GridStep.Cell { .init(section: section, item: item) }

    private func step(_ step: GridStep, from start: GridStep.Cell, rightToLeft: Bool = false) -> GridStep.Cell? {
        step.target(from: start, counts: counts, columns: 3, rightToLeft: rightToLeft)
    }

    func testLeftAndRightFollowTheCellsAcrossRowsAndDays() {
        XCTAssertEqual(step(.right, from: cell(0, 0)), cell(0, 1))
        XCTAssertEqual(step(.right, from: cell(0, 2)), cell(0, 3), "on into the next row")
        XCTAssertEqual(step(.right, from: cell(0, 6)), cell(1, 0), "on into the next day")
        XCTAssertEqual(step(.left, from: cell(1, 0)), cell(0, 6), "back to the last of the day before")
        XCTAssertNil(step(.left, from: cell(0, 0)), "nothing before the first")
        XCTAssertNil(step(.right, from: cell(1, 3)), "nothing after the last")
    }

    func testRightToLeftMirrorsLeftAndRight() {
        XCTAssertEqual(step(.left, from: cell(0, 0), rightToLeft: true), cell(0, 1), "Left goes on in a right-to-left grid")
        XCTAssertEqual(step(.right, from: cell(0, 1), rightToLeft: true), cell(0, 0))
        XCTAssertEqual(step(.down, from: cell(0, 1), rightToLeft: true), cell(0, 4), "Up and Down are not mirrored")
    }

    func testUpAndDownMoveByARowKeepingTheColumn() {
        XCTAssertEqual(step(.down, from: cell(0, 1)), cell(0, 4))
        XCTAssertEqual(step(.down, from: cell(0, 4)), cell(0, 6), "a shorter row: its last cell")
        XCTAssertEqual(step(.down, from: cell(0, 6)), cell(1, 0), "into the next day's first row, same column")
        XCTAssertEqual(step(.up, from: cell(1, 2)), cell(0, 6), "up into the day before's last row, clamped")
        XCTAssertEqual(step(.up, from: cell(0, 5)), cell(0, 2))
        XCTAssertNil(step(.up, from: cell(0, 2)), "no row above the first")
        XCTAssertNil(step(.down, from: cell(1, 3)), "no row below the last")
    }

    func testHomeEndAndPages() {
        XCTAssertEqual(step(.first, from: cell(1, 2)), cell(0, 0))
        XCTAssertEqual(step(.last, from: cell(0, 0)), cell(1, 3))
        XCTAssertEqual(step(.pageDown(rows: 2), from: cell(0, 1)), cell(0, 6), "two rows down")
        XCTAssertEqual(step(.pageDown(rows: 10), from: cell(0, 1)), cell(1, 3), "at most the last row, its cell in that column")
        XCTAssertEqual(step(.pageUp(rows: 10), from: cell(1, 2)), cell(0, 2), "at most the first row")
        XCTAssertNil(step(.pageUp(rows: 3), from: cell(0, 0)), "already on the first row")
    }

    func testAnEmptyDayIsPassedOver() {
        let target = GridStep.right.target(from: cell(0, 1), counts: [2, 0, 1], columns: 3)
        XCTAssertEqual(target, cell(2, 0))
        XCTAssertEqual(GridStep.down.target(from: cell(0, 1), counts: [2, 0, 1], columns: 3), cell(2, 0))
        XCTAssertNil(GridStep.first.target(from: cell(0, 0), counts: [], columns: 3), "an empty grid")
    }
}
