import Adaptive
import XCTest

final class ColumnArrangementTests: XCTestCase {
    private func arrangement(
        _ width: Int, style: ColumnStyle = .tripleColumn, scale: Double = 1,
        previous: ColumnArrangement? = nil
    ) -> ColumnArrangement {
        let sizeClass = Breakpoint.width.scaled(by: scale).sizeClass(for: width, previous: previous.map { $0 == .collapsed ? .compact : .regular })
        return ColumnArrangement(style: style, horizontalSizeClass: sizeClass, width: width, textScale: scale, previous: previous)
    }

    func testEveryWidthBandOfATripleColumnSplitView() {
        XCTAssertEqual(arrangement(599), .collapsed)
        XCTAssertEqual(arrangement(640), .twoColumns)
        XCTAssertEqual(arrangement(1059), .twoColumns)
        XCTAssertEqual(arrangement(1080), .twoColumns, "a first measurement in the band is the smaller arrangement")
        XCTAssertEqual(arrangement(1100), .threeColumns)
        XCTAssertEqual(arrangement(2400), .threeColumns)
    }

    func testADoubleColumnSplitViewNeverHasThree() {
        XCTAssertEqual(arrangement(2400, style: .doubleColumn), .twoColumns)
        XCTAssertEqual(arrangement(500, style: .doubleColumn), .collapsed)
    }

    func testTheDeadBandsKeepWhatWasThere() {
        XCTAssertEqual(arrangement(1060, previous: .threeColumns), .threeColumns)
        XCTAssertEqual(arrangement(1099, previous: .threeColumns), .threeColumns)
        XCTAssertEqual(arrangement(1059, previous: .threeColumns), .twoColumns)
        XCTAssertEqual(arrangement(1099, previous: .twoColumns), .twoColumns)
        XCTAssertEqual(arrangement(1099, previous: .collapsed), .twoColumns)
        XCTAssertEqual(arrangement(620, previous: .twoColumns), .twoColumns)
        XCTAssertEqual(arrangement(620, previous: .collapsed), .collapsed)
    }

    func testADragAcrossBothThresholdsChangesOncePerCrossing() {
        var previous: ColumnArrangement?
        var changes: [ColumnArrangement] = []
        for width in [1200, 1090, 1070, 1061, 1065, 1059, 1062, 1099, 1101, 1080, 700, 620, 599, 630, 641, 1100] {
            let next = arrangement(width, previous: previous)
            if next != previous { changes.append(next) }
            previous = next
        }
        XCTAssertEqual(changes, [.threeColumns, .twoColumns, .threeColumns, .twoColumns, .collapsed, .twoColumns, .threeColumns])
    }

    func testLargerTextNeedsMoreRoomForThreeColumns() {
        XCTAssertEqual(arrangement(1200, scale: 1.25), .twoColumns)
        XCTAssertEqual(arrangement(1375, scale: 1.25), .threeColumns)
        XCTAssertEqual(arrangement(1325, scale: 1.25, previous: .threeColumns), .threeColumns)
        XCTAssertEqual(arrangement(1324, scale: 1.25, previous: .threeColumns), .twoColumns)
    }

    func testTheLayoutOfEachArrangement() {
        XCTAssertEqual(ColumnArrangement.collapsed.layout, .collapsed)
        XCTAssertEqual(ColumnArrangement.twoColumns.layout, .expanded)
        XCTAssertEqual(ColumnArrangement.threeColumns.layout, .expanded)
    }
}
