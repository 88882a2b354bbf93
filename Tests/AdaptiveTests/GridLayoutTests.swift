import Adaptive
import XCTest

final class GridLayoutTests: XCTestCase {
    func testAPhonesColumnHoldsThreeAndWiderColumnsMore() {
        XCTAssertEqual(GridLayout(width: 360).columns, 3, "a phone's width")
        XCTAssertEqual(GridLayout(width: 360).cellSize, 117)
        XCTAssertEqual(GridLayout(width: 200).columns, 3, "never fewer, however narrow")
        XCTAssertEqual(GridLayout(width: 400).columns, 4, "four cells of 97 px fit")
        XCTAssertEqual(GridLayout(width: 1000).columns, 10)
    }

    func testCellsStayBetweenTheSmallestAndLargestSize() {
        // From three cells of 96 px and their spacing, upward.
        for width in stride(from: 296, through: 3000, by: 7) {
            let grid = GridLayout(width: width)
            XCTAssertGreaterThanOrEqual(grid.cellSize, GridLayout.smallestCell, "\(width) px")
            XCTAssertLessThanOrEqual(grid.cellSize, GridLayout.largestCell, "\(width) px")
            XCTAssertLessThanOrEqual(grid.columns * grid.cellSize + (grid.columns - 1) * grid.spacing, width, "fits \(width) px")
        }
    }

    func testLargerTextMakesLargerCells() {
        let normal = GridLayout(width: 800)
        let large = GridLayout(width: 800, textScale: 1.5)
        XCTAssertEqual(normal.columns, 8)
        XCTAssertEqual(large.columns, 5, "cells of at least 144 px")
        XCTAssertGreaterThanOrEqual(large.cellSize, 144)
        XCTAssertEqual(GridLayout(width: 800, textScale: 0.8), normal, "smaller text keeps the smallest cell")
        XCTAssertLessThanOrEqual(GridLayout(width: 1100, textScale: 3).cellSize, GridLayout.largestCell, "never above the largest")
    }

    func testRowsHoldingCells() {
        let grid = GridLayout(width: 360)
        XCTAssertEqual(grid.rows(holding: 0), 0)
        XCTAssertEqual(grid.rows(holding: 3), 1)
        XCTAssertEqual(grid.rows(holding: 7), 3)
    }
}
