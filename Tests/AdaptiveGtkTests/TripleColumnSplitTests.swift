import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

/// A triple-column split view in real GTK: three columns, two, one stack and back, with the
/// controllers' callbacks, the display modes, and the keyboard focus.
final class TripleColumnSplitTests: GtkTestCase {
    private let log = EventLog()
    private var frame = 0

    /// A controller whose view is a focusable button.
    private final class ButtonController: ViewController {
        let button = Button(label: "Focus me")
        override func loadView() -> Widget { button }
    }

    private struct Columns {
        let split: SplitViewController
        let list: RecordingController
        let placeholder: RecordingController
        let detail: RecordingController
    }

    private func makeSplit() -> Columns {
        let list = RecordingController("List", log: log)
        let placeholder = RecordingController("Placeholder", log: log)
        let detail = RecordingController("Detail", log: log)
        let split = SplitViewController(primary: NavigationController(root: list), supplementaryPlaceholder: placeholder, secondary: detail)
        return Columns(split: split, list: list, placeholder: placeholder, detail: detail)
    }

    /// A triple-column split view, shown `width` px wide.
    private func shownSplit(width: Int) throws -> Columns {
        let columns = makeSplit()
        try show(columns.split, width: width)
        return columns
    }

    private func show(_ split: SplitViewController, width: Int) throws {
        window = try showInWindow(split, width: width)
        try waitUntil("the split view has its size") { split.traitHost.size != nil }
        frame = width - split.traitHost.size!.width
        try waitUntilDrawn()
    }

    private func resize(_ split: SplitViewController, to width: Int, until condition: () -> Bool = { true }) throws {
        window!.defaultSize = (width + frame, 600)
        try waitUntil("the split view is \(width) px wide") { split.traitHost.size?.width == width && condition() }
        try waitUntilDrawn()
    }

    private func stack(_ navigation: NavigationController?) -> [String] { navigation?.viewControllers.map(\.title) ?? [] }

    nonisolated func testThreeColumnsShowEachStackInItsColumnWithItsWidthAndTraits() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            XCTAssertEqual(split.arrangement, .threeColumns)
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            XCTAssertTrue(columns.placeholder.view.isMapped, "nothing chosen: the placeholder")
            let photos = RecordingController("Photos", log: log)
            split.showSupplementary(photos)
            try waitUntilDrawn()
            XCTAssertEqual(stack(split.supplementary), ["Photos"])
            XCTAssertTrue(split.isPrimaryColumnVisible && split.isSupplementaryColumnVisible && split.isSecondaryColumnVisible)
            XCTAssertTrue(photos.view.isMapped && columns.list.view.isMapped && columns.detail.view.isMapped)
            XCTAssertEqual(photos.traitCollection?.horizontalSizeClass, .compact, "a side column is compact")
            XCTAssertEqual(columns.detail.traitCollection?.horizontalSizeClass, .regular)
            XCTAssertEqual(
                columns.list.view.width + photos.view.width + columns.detail.view.width + 2, 1300,
                "the three columns and two dividers fill the window")
            XCTAssertEqual(columns.list.sizes.last?.width, columns.list.view.width, "each controller is told its column's width")
            XCTAssertEqual(columns.detail.sizes.last?.width, columns.detail.view.width)
            XCTAssertEqual(columns.placeholder.sizes.last?.width, photos.view.width)
        }
    }

    /// Three → two → one → two → three: what the user chose stays, each controller hears only
    /// the changes it sees.
    nonisolated func testThreeToTwoToOneAndBackKeepsWhatWasChosen() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            let photos = RecordingController("Photos", log: log)
            split.showSupplementary(photos)
            try waitUntilDrawn()
            _ = log.take()

            try resize(split, to: 900) { split.arrangement == .twoColumns }
            XCTAssertEqual(stack(split.primaryNavigation), ["List", "Photos"], "the supplementary's stack is on the primary's")
            XCTAssertTrue(split.isSecondaryColumnVisible && !split.isSupplementaryColumnVisible)
            XCTAssertEqual(
                log.take().filter { !$0.contains("Move") }, ["List.willDisappear", "List.didDisappear"],
                "only the list goes under the photos; the photos stay on screen")
            XCTAssertTrue(photos.view.isMapped)

            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertEqual(stack(split.primaryNavigation), ["List", "Photos", "Detail"])
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, ["Photos.willDisappear", "Photos.didDisappear"])
            XCTAssertEqual(columns.detail.view.width, 480, "the one stack takes the whole width")

            try resize(split, to: 900) { split.arrangement == .twoColumns }
            XCTAssertEqual(stack(split.primaryNavigation), ["List", "Photos"])
            XCTAssertTrue(columns.detail.parent === split && columns.detail.view.isMapped)
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, ["Photos.willAppear", "Photos.isAppearing", "Photos.didAppear"])

            try resize(split, to: 1300) { split.arrangement == .threeColumns }
            XCTAssertEqual(stack(split.primaryNavigation), ["List"])
            XCTAssertEqual(stack(split.supplementary), ["Photos"])
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, ["List.willAppear", "List.isAppearing", "List.didAppear"])
            XCTAssertTrue(photos.view.isMapped && columns.list.view.isMapped && columns.detail.view.isMapped)
            XCTAssertFalse(columns.placeholder.view.isMapped)
        }
    }

    nonisolated func testThreeStraightToOneAndBack() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            split.showSupplementary(RecordingController("Photos", log: log))
            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertEqual(stack(split.primaryNavigation), ["List", "Photos", "Detail"])
            split.goBack()
            split.goBack()
            try waitUntil("popped to the list") { !split.primaryNavigation.isTransitioning && split.primaryNavigation.viewControllers.count == 1 }
            split.showSupplementary(RecordingController("Other photos", log: log), animated: false)
            try resize(split, to: 1300) { split.arrangement == .threeColumns }
            XCTAssertEqual(stack(split.supplementary), ["Other photos"], "chosen while collapsed: in its column")
            XCTAssertTrue(columns.detail.view.isMapped, "the secondary popped off the stack is back in its column")
        }
    }

    nonisolated func testChoosingWhileMergedReplacesTheSupplementary() throws {
        try onMain {
            let columns = try shownSplit(width: 900)
            let split = columns.split
            XCTAssertEqual(split.arrangement, .twoColumns)
            split.showSupplementary(RecordingController("Ann", log: log), animated: false)
            split.showSupplementary(RecordingController("Bo", log: log), animated: false)
            XCTAssertEqual(stack(split.primaryNavigation), ["List", "Bo"])
            try resize(split, to: 1300) { split.arrangement == .threeColumns }
            XCTAssertEqual(stack(split.primaryNavigation), ["List"])
            XCTAssertEqual(stack(split.supplementary), ["Bo"])
        }
    }

    /// Across the second threshold the arrangement changes once per crossing, not inside the band.
    nonisolated func testTheThreeColumnDeadBand() throws {
        try onMain {
            let split = try shownSplit(width: 1300).split
            var arrangements = [split.arrangement]
            let observation = split.observe { if arrangements.last != split.arrangement { arrangements.append(split.arrangement) } }
            for width in [1090, 1065, 1059, 1070, 1099, 1100, 1062] { try resize(split, to: width) }
            withExtendedLifetime(observation) {}
            XCTAssertEqual(arrangements, [.threeColumns, .twoColumns, .threeColumns])
            XCTAssertEqual(split.arrangement, .threeColumns)
        }
    }

    nonisolated func testTheButtonCyclesThroughTheTripleModes() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            _ = log.take()
            split.toggleDisplayMode()
            try waitUntilDrawn()
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertTrue(!split.isPrimaryColumnVisible && split.isSupplementaryColumnVisible)
            XCTAssertEqual(log.take(), ["List.willDisappear", "List.didDisappear"])
            XCTAssertEqual(columns.detail.sizes.last?.width, 1300 - columns.placeholder.sizes.last!.width - 1)
            split.toggleDisplayMode()
            try waitUntilDrawn()
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertFalse(split.isSupplementaryColumnVisible)
            XCTAssertEqual(log.take(), ["Placeholder.willDisappear", "Placeholder.didDisappear"])
            split.toggleDisplayMode()
            try waitUntilDrawn()
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(
                Set(log.take()),
                [
                    "List.willAppear", "List.isAppearing", "List.didAppear",
                    "Placeholder.willAppear", "Placeholder.isAppearing", "Placeholder.didAppear"
                ])
        }
    }

    nonisolated func testBothSideColumnsSlideOverTheSecondaryAndBackCloses() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            split.preferredDisplayMode = .twoOverSecondary
            try waitUntilDrawn()
            XCTAssertTrue(columns.list.view.isMapped && columns.placeholder.view.isMapped && columns.detail.view.isMapped)
            XCTAssertEqual(columns.detail.sizes.last?.width, 1300, "the secondary keeps the whole width under them")
            XCTAssertTrue(split.goBack())
            try waitUntilDrawn()
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertFalse(columns.list.view.isMapped || columns.placeholder.view.isMapped)
        }
    }

    /// From the supplementary alone over the secondary to both: the primary slides in before it.
    nonisolated func testBothOverTheSecondaryStandInTheirOrder() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            split.preferredDisplayMode = .oneOverSecondary
            try waitUntilDrawn()
            split.preferredDisplayMode = .twoOverSecondary
            @MainActor func x(_ view: Widget) -> Int { view.frame(in: split.view)?.x ?? -1 }
            try waitUntil("both slide over, laid out") { columns.list.view.isMapped && columns.placeholder.view.width > 0 && x(columns.placeholder.view) > 0 }
            XCTAssertLessThan(x(columns.list.view), x(columns.placeholder.view), "the primary leads")
        }
    }

    /// Showing what the primary chose brings a hidden supplementary column back, without
    /// pinning a mode the window would keep after.
    nonisolated func testChoosingShowsAHiddenSupplementaryColumn() throws {
        try onMain {
            let split = try shownSplit(width: 1300).split
            split.preferredDisplayMode = .secondaryOnly
            try waitUntilDrawn()
            let photos = RecordingController("Photos", log: log)
            split.showSupplementary(photos)
            try waitUntilDrawn()
            XCTAssertEqual(split.preferredDisplayMode, .automatic)
            XCTAssertTrue(photos.view.isMapped)
        }
    }

    nonisolated func testDisplacingKeepsTheSecondarysWidthAndClipsIt() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            split.preferredDisplayMode = .twoDisplaceSecondary
            try waitUntil("the detail is laid out wider than its room") {
                columns.detail.view.width == 1300 - columns.placeholder.view.width - 1
            }
            XCTAssertTrue(columns.list.view.isMapped && columns.placeholder.view.isMapped)
            XCTAssertEqual(columns.detail.sizes.last?.width, columns.detail.view.width)
            XCTAssertEqual(split.view.width, 1300, "the window did not grow")
        }
    }

    nonisolated func testTheFocusStaysOnTheSameWidgetAcrossArrangements() throws {
        try onMain {
            let columns = try shownSplit(width: 1300)
            let split = columns.split
            let chosen = ButtonController(title: "Chosen")
            split.showSupplementary(chosen)
            try waitUntilDrawn()
            chosen.button.grabFocus()
            XCTAssertTrue(gtk_widget_has_focus(chosen.button.widget) != 0)
            try resize(split, to: 900) { split.arrangement == .twoColumns && gtk_widget_has_focus(chosen.button.widget) != 0 }
            XCTAssertTrue(gtk_widget_has_focus(chosen.button.widget) != 0, "merged onto the primary's stack, it keeps the focus")
            try resize(split, to: 1300) { split.arrangement == .threeColumns && gtk_widget_has_focus(chosen.button.widget) != 0 }
            XCTAssertTrue(gtk_widget_has_focus(chosen.button.widget) != 0, "back in its column, it keeps the focus")
        }
    }
}
