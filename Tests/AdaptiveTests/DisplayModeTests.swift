import Adaptive
import XCTest

final class DisplayModeTests: XCTestCase {
    func testAutomaticShowsBothWhenTheyFitElseTheSecondary() {
        XCTAssertEqual(DisplayMode.automatic.resolved(in: .twoColumns, besideFits: true), .oneBesideSecondary)
        XCTAssertEqual(DisplayMode.automatic.resolved(in: .twoColumns, besideFits: false), .secondaryOnly)
    }

    func testAPreferenceIsBestEffort() {
        XCTAssertEqual(DisplayMode.oneBesideSecondary.resolved(in: .twoColumns, besideFits: false), .oneOverSecondary)
        XCTAssertEqual(DisplayMode.oneOverSecondary.resolved(in: .twoColumns, besideFits: true), .oneOverSecondary)
        XCTAssertEqual(DisplayMode.secondaryOnly.resolved(in: .twoColumns, besideFits: true), .secondaryOnly)
    }

    func testTheButtonHidesAShownPrimaryAndBringsItBack() {
        XCTAssertEqual(DisplayMode.oneBesideSecondary.toggled(in: .twoColumns, besideFits: true), .secondaryOnly)
        XCTAssertEqual(DisplayMode.oneOverSecondary.toggled(in: .twoColumns, besideFits: false), .secondaryOnly)
        XCTAssertEqual(DisplayMode.secondaryOnly.toggled(in: .twoColumns, besideFits: true), .oneBesideSecondary)
        XCTAssertEqual(DisplayMode.secondaryOnly.toggled(in: .twoColumns, besideFits: false), .oneOverSecondary)
        XCTAssertTrue(DisplayMode.canToggle(in: .expanded))
        XCTAssertFalse(DisplayMode.canToggle(in: .collapsed))
    }

    /// Every preferred mode in every arrangement: what is shown, and which columns.
    func testEveryPreferenceInEveryArrangement() {
        let expected: [DisplayMode: (two: DisplayMode, twoNarrow: DisplayMode, three: DisplayMode)] = [
            .automatic: (.oneBesideSecondary, .secondaryOnly, .twoBesideSecondary),
            .oneBesideSecondary: (.oneBesideSecondary, .oneOverSecondary, .oneBesideSecondary),
            .oneOverSecondary: (.oneOverSecondary, .oneOverSecondary, .oneOverSecondary),
            .secondaryOnly: (.secondaryOnly, .secondaryOnly, .secondaryOnly),
            .twoBesideSecondary: (.oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary),
            .twoOverSecondary: (.oneOverSecondary, .oneOverSecondary, .twoOverSecondary),
            .twoDisplaceSecondary: (.oneBesideSecondary, .oneOverSecondary, .twoDisplaceSecondary)
        ]
        XCTAssertEqual(Set(expected.keys), Set(DisplayMode.allCases))
        for (preferred, shown) in expected {
            XCTAssertEqual(preferred.resolved(in: .twoColumns, besideFits: true), shown.two, "\(preferred)")
            XCTAssertEqual(preferred.resolved(in: .twoColumns, besideFits: false), shown.twoNarrow, "\(preferred)")
            XCTAssertEqual(preferred.resolved(in: .threeColumns, besideFits: true), shown.three, "\(preferred)")
            XCTAssertEqual(preferred.resolved(in: .collapsed, besideFits: false), .oneBesideSecondary, "\(preferred)")
        }
    }

    func testTheColumnsEachShownModeShows() {
        let three: [DisplayMode: (primary: Bool, supplementary: Bool)] = [
            .twoBesideSecondary: (true, true), .twoOverSecondary: (true, true), .twoDisplaceSecondary: (true, true),
            .oneBesideSecondary: (false, true), .oneOverSecondary: (false, true), .secondaryOnly: (false, false)
        ]
        for (mode, columns) in three {
            XCTAssertEqual(mode.showsPrimary(in: .threeColumns), columns.primary, "\(mode)")
            XCTAssertEqual(mode.showsSupplementary, columns.supplementary, "\(mode)")
        }
        XCTAssertTrue(DisplayMode.oneOverSecondary.showsPrimary(in: .twoColumns))
        XCTAssertFalse(DisplayMode.secondaryOnly.showsPrimary(in: .twoColumns))
        XCTAssertTrue(DisplayMode.secondaryOnly.showsPrimary(in: .collapsed))
        XCTAssertEqual(DisplayMode.allCases.filter(\.isOverlay), [.oneOverSecondary, .twoOverSecondary])
    }

    /// The triple style's button: all three, then the supplementary beside the secondary, then
    /// the secondary alone, then all three again.
    func testTheButtonCyclesThroughThreeColumns() {
        var mode = DisplayMode.twoBesideSecondary
        var seen: [DisplayMode] = []
        for _ in 0..<4 {
            seen.append(mode)
            mode = mode.toggled(in: .threeColumns, besideFits: true).resolved(in: .threeColumns, besideFits: true)
        }
        XCTAssertEqual(seen, [.twoBesideSecondary, .oneBesideSecondary, .secondaryOnly, .twoBesideSecondary])
        XCTAssertEqual(DisplayMode.twoOverSecondary.toggled(in: .threeColumns, besideFits: true), .oneOverSecondary)
        XCTAssertEqual(DisplayMode.oneOverSecondary.toggled(in: .threeColumns, besideFits: true), .secondaryOnly)
        XCTAssertEqual(DisplayMode.twoDisplaceSecondary.toggled(in: .threeColumns, besideFits: true), .oneBesideSecondary)
        XCTAssertEqual(DisplayMode.automatic.toggled(in: .threeColumns, besideFits: true), .twoBesideSecondary)
    }

    func testThePrimaryWidthFollowsTheFractionWithinItsBounds() {
        let width = ColumnWidth(fraction: 0.3, minimum: 260, maximum: 400, minimumSecondary: 320)
        XCTAssertEqual(width.width(in: 1000), 300)
        XCTAssertEqual(width.width(in: 700), 260, "never below the minimum")
        XCTAssertEqual(width.width(in: 2000), 400, "never above the maximum")
        XCTAssertTrue(width.besideFits(in: 580))
        XCTAssertFalse(width.besideFits(in: 579))
    }

    func testADraggedWidthWinsWhileTheSecondaryStillFits() {
        var width = ColumnWidth(fraction: 0.3, minimum: 260, maximum: 400, minimumSecondary: 320)
        width.userWidth = 520
        XCTAssertEqual(width.width(in: 1200), 520, "a drag may go past the preferred maximum")
        XCTAssertEqual(width.width(in: 700), 380, "but leaves the secondary its room")
        width.userWidth = 100
        XCTAssertEqual(width.width(in: 1200), 260)
    }
}
