import Adaptive
import XCTest

final class DisplayModeTests: XCTestCase {
    func testAutomaticShowsBothWhenTheyFitElseTheSecondary() {
        XCTAssertEqual(DisplayMode.automatic.resolved(besideFits: true), .oneBesideSecondary)
        XCTAssertEqual(DisplayMode.automatic.resolved(besideFits: false), .secondaryOnly)
    }

    func testAPreferenceIsBestEffort() {
        XCTAssertEqual(DisplayMode.oneBesideSecondary.resolved(besideFits: false), .oneOverSecondary)
        XCTAssertEqual(DisplayMode.oneOverSecondary.resolved(besideFits: true), .oneOverSecondary)
        XCTAssertEqual(DisplayMode.secondaryOnly.resolved(besideFits: true), .secondaryOnly)
    }

    func testTheButtonHidesAShownPrimaryAndBringsItBack() {
        XCTAssertEqual(DisplayMode.oneBesideSecondary.toggled(besideFits: true), .secondaryOnly)
        XCTAssertEqual(DisplayMode.oneOverSecondary.toggled(besideFits: false), .secondaryOnly)
        XCTAssertEqual(DisplayMode.secondaryOnly.toggled(besideFits: true), .oneBesideSecondary)
        XCTAssertEqual(DisplayMode.secondaryOnly.toggled(besideFits: false), .oneOverSecondary)
        XCTAssertTrue(DisplayMode.canToggle(in: .expanded))
        XCTAssertFalse(DisplayMode.canToggle(in: .collapsed))
    }

    func testThePrimaryWidthFollowsTheFractionWithinItsBounds() {
        let width = PrimaryColumnWidth(fraction: 0.3, minimum: 260, maximum: 400, minimumSecondary: 320)
        XCTAssertEqual(width.width(in: 1000), 300)
        XCTAssertEqual(width.width(in: 700), 260, "never below the minimum")
        XCTAssertEqual(width.width(in: 2000), 400, "never above the maximum")
        XCTAssertTrue(width.besideFits(in: 580))
        XCTAssertFalse(width.besideFits(in: 579))
    }

    func testADraggedWidthWinsWhileTheSecondaryStillFits() {
        var width = PrimaryColumnWidth(fraction: 0.3, minimum: 260, maximum: 400, minimumSecondary: 320)
        width.userWidth = 520
        XCTAssertEqual(width.width(in: 1200), 520, "a drag may go past the preferred maximum")
        XCTAssertEqual(width.width(in: 700), 380, "but leaves the secondary its room")
        width.userWidth = 100
        XCTAssertEqual(width.width(in: 1200), 260)
    }
}
