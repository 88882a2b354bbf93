import Adaptive
import XCTest

final class SplitDecisionTests: XCTestCase {
    func testLayoutFollowsTheHorizontalSizeClass() {
        XCTAssertEqual(SplitLayout(horizontalSizeClass: .compact), .collapsed)
        XCTAssertEqual(SplitLayout(horizontalSizeClass: .regular), .expanded)
    }

    func testCollapsingWithNothingChosenKeepsThePrimaryOnTop() {
        XCTAssertEqual(SplitTransitionRules.collapse(secondaryHasContent: false), .discardSecondary)
    }

    func testCollapsingWithAChosenItemPushesTheSecondary() {
        XCTAssertEqual(SplitTransitionRules.collapse(secondaryHasContent: true), .pushSecondaryOntoPrimary)
    }

    func testSeparatingWithTheSecondaryOnTopRestoresIt() {
        XCTAssertEqual(SplitTransitionRules.separate(secondaryOnTop: true, topListItems: [1, 2]), .restoreSecondary)
    }

    func testSeparatingWithAListOnTopShowsItsFirstItem() {
        XCTAssertEqual(SplitTransitionRules.separate(secondaryOnTop: false, topListItems: ["b", "a"]), .show("b"))
    }

    func testSeparatingWithAnEmptyListOrNoListKeepsTheSecondary() {
        XCTAssertEqual(SplitTransitionRules.separate(secondaryOnTop: false, topListItems: [Int]()), .keepSecondary)
        XCTAssertEqual(SplitTransitionRules.separate(secondaryOnTop: false, topListItems: nil as [Int]?), .keepSecondary)
    }

    func testPopoversAdaptToSheetsInCompactWidthUnlessKept() {
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        XCTAssertEqual(PresentationStyle.adaptive(for: compact, keepsPopoverWhenCompact: false), .sheet)
        XCTAssertEqual(PresentationStyle.adaptive(for: compact, keepsPopoverWhenCompact: true), .popover)
        XCTAssertEqual(PresentationStyle.adaptive(for: regular, keepsPopoverWhenCompact: false), .popover)
    }
}
