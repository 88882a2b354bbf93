import Adaptive
import XCTest

final class ColumnWidthsTests: XCTestCase {
    private let primary = ColumnWidth(fraction: 0.3, minimum: 200, maximum: 400, minimumSecondary: 320)
    private let supplementary = ColumnWidth(fraction: 0.3, minimum: 250, maximum: 400, minimumSecondary: 360)

    private func widths(_ total: Int, _ arrangement: ColumnArrangement, _ mode: DisplayMode) -> ColumnWidths {
        ColumnWidths(total: total, arrangement: arrangement, mode: mode, primary: primary, supplementary: supplementary)
    }

    func testThreeColumnsSideBySideFillTheWidth() {
        let three = widths(1400, .threeColumns, .twoBesideSecondary)
        XCTAssertEqual(three.primary, 345, "30% of what the supplementary's minimum and a divider leave")
        XCTAssertEqual(three.supplementary, 316)
        XCTAssertEqual(three.primary + three.supplementary + three.secondary + 2 * ColumnWidths.divider, 1400)
    }

    func testTheSecondaryTakesWhatTheColumnsBesideItLeave() {
        XCTAssertEqual(widths(1400, .threeColumns, .oneBesideSecondary).secondary, 1400 - 316 - 1, "beside the supplementary alone")
        XCTAssertEqual(
            widths(1400, .threeColumns, .twoDisplaceSecondary).secondary, 1400 - 316 - 1,
            "displaced: its width beside the supplementary, partly off screen")
        for mode in [DisplayMode.twoOverSecondary, .oneOverSecondary, .secondaryOnly] {
            XCTAssertEqual(widths(1400, .threeColumns, mode).secondary, 1400, "\(mode): the whole width under the columns")
        }
        XCTAssertEqual(widths(1000, .twoColumns, .oneBesideSecondary).secondary, 1000 - 300 - 1)
        XCTAssertEqual(widths(1000, .twoColumns, .oneOverSecondary).secondary, 1000)
        XCTAssertEqual(widths(1000, .twoColumns, .oneBesideSecondary).supplementary, 0, "no supplementary column in two")
    }

    func testCollapsedTheOneStackHasTheWholeWidth() {
        let collapsed = widths(480, .collapsed, .oneBesideSecondary)
        XCTAssertEqual([collapsed.primary, collapsed.supplementary, collapsed.secondary], [480, 0, 480])
    }

    func testDraggedWidthsWinWhileTheRestFits() {
        var dragged = supplementary
        dragged.userWidth = 500
        let three = ColumnWidths(total: 1400, arrangement: .threeColumns, mode: .twoBesideSecondary, primary: primary, supplementary: dragged)
        XCTAssertEqual(three.supplementary, 500)
        let narrow = ColumnWidths(total: 1100, arrangement: .threeColumns, mode: .twoBesideSecondary, primary: primary, supplementary: dragged)
        XCTAssertEqual(narrow.supplementary, 1100 - narrow.primary - 1 - 360, "but leaves the secondary its room")
    }
}
