import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

final class SplitViewControllerTests: GtkTestCase {
    private let log = EventLog()
    private var frame = 0

    private final class Delegate: SplitViewControllerDelegate {
        var discard = false
        var separations = 0
        var modes: [DisplayMode] = []
        func splitViewController(
            _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
            onto primary: ViewController
        ) -> Bool { discard }
        func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
            separations += 1
            return nil
        }
        func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode) {
            modes.append(displayMode)
        }
    }

    private func makeSplit(secondary: ViewController? = nil) -> (SplitViewController, RecordingController, ViewController) {
        let list = RecordingController("List", log: log)
        let detail = secondary ?? RecordingController("Detail", log: log)
        return (SplitViewController(primary: NavigationController(root: list), secondary: detail), list, detail)
    }

    private func show(_ split: SplitViewController, width: Int) throws {
        window = try showInWindow(split, width: width)
        try waitUntil("the split view has its size") { split.traitHost.size != nil }
        frame = width - split.traitHost.size!.width
        try waitUntilDrawn()
    }

    private func resize(_ split: SplitViewController, to width: Int, until condition: () -> Bool) throws {
        window!.defaultSize = (width + frame, 600)
        try waitUntil("the split view is \(width) px wide") { split.traitHost.size?.width == width && condition() }
        try waitUntilDrawn()
    }

    nonisolated func testFirstShowInRegularWidthAppearsBothColumns() throws {
        try onMain {
            let (split, _, _) = makeSplit()
            _ = log.take()
            try show(split, width: 1000)
            XCTAssertEqual(
                log.take(),
                [
                    "List.willAppear", "List.isAppearing", "Detail.willAppear", "Detail.isAppearing",
                    "List.didAppear", "Detail.didAppear"
                ])
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(split.primary.traitCollection?.horizontalSizeClass, .compact, "the primary column is compact")
            XCTAssertEqual(split.secondary.traitCollection?.horizontalSizeClass, .regular)
        }
    }

    nonisolated func testCollapsingPushesTheSecondaryAndExpandingBringsItBack() throws {
        try onMain {
            let (split, _, detail) = makeSplit()
            try show(split, width: 1000)
            _ = log.take()
            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertTrue(split.primaryNavigation.topViewController === detail)
            XCTAssertTrue(detail.parent === split.primaryNavigation)
            XCTAssertEqual(
                log.take(),
                [
                    "Detail.willMove(NavigationController)", "List.willDisappear", "List.didDisappear",
                    "Detail.didMove(NavigationController)"
                ],
                "the detail stays on screen; only the list goes under it")

            try resize(split, to: 1000) { !split.isCollapsed }
            XCTAssertTrue(detail.parent === split)
            XCTAssertTrue(split.isSecondaryColumnVisible)
            XCTAssertEqual(
                log.take(),
                [
                    "Detail.willMove(nil)", "Detail.didMove(nil)", "List.willAppear", "List.isAppearing",
                    "List.didAppear", "Detail.willMove(SplitViewController)", "Detail.didMove(SplitViewController)"
                ])
        }
    }

    nonisolated func testAnotherPrimaryTakesTheColumnWithItsTraitsAndSize() throws {
        try onMain {
            let (split, list, _) = makeSplit()
            try show(split, width: 1000)
            let other = RecordingController("Other", log: log)
            let replacement = NavigationController(root: other)
            var notified = 0
            let observation = split.observe { notified += 1 }
            defer { withExtendedLifetime(observation) {} }
            _ = log.take()
            split.setPrimary(replacement)
            XCTAssertTrue(split.primary === replacement && replacement.parent === split && list.navigationController?.parent == nil)
            XCTAssertEqual(log.take(), ["List.willDisappear", "List.didDisappear", "Other.willAppear", "Other.isAppearing", "Other.didAppear"])
            XCTAssertEqual(other.traitCollection?.horizontalSizeClass, .compact, "the primary column's traits")
            XCTAssertEqual(other.sizes.last?.width, split.primaryColumnWidth.width(in: 1000), "and its width")
            XCTAssertGreaterThan(notified, 0, "observers hear of it")
            try waitUntilDrawn()
            XCTAssertTrue(other.view.isMapped)
        }
    }

    nonisolated func testCollapsingWithTheDelegateDiscardingKeepsThePrimaryOnTop() throws {
        try onMain {
            let (split, list, _) = makeSplit()
            let delegate = Delegate()
            delegate.discard = true
            split.delegate = delegate
            try show(split, width: 1000)
            _ = log.take()
            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertTrue(split.primaryNavigation.topViewController === list)
            XCTAssertEqual(log.take(), ["Detail.willDisappear", "Detail.didDisappear"])
            try resize(split, to: 1000) { !split.isCollapsed }
            XCTAssertEqual(delegate.separations, 1)
            XCTAssertEqual(log.take(), ["Detail.willAppear", "Detail.isAppearing", "Detail.didAppear"])
        }
    }

    nonisolated func testASecondaryNavigationStackMergesIntoThePrimaryAndSplitsBack() throws {
        try onMain {
            let secondaryRoot = RecordingController("Detail", log: log)
            let secondary = NavigationController(root: secondaryRoot)
            let more = RecordingController("More", log: log)
            secondary.push(more, animated: false)
            let (split, list, _) = makeSplit(secondary: secondary)
            try show(split, width: 1000)
            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertTrue(split.primaryNavigation.viewControllers.elementsEqual([list, secondaryRoot, more], by: ===))
            try resize(split, to: 1000) { !split.isCollapsed }
            XCTAssertTrue(split.primaryNavigation.viewControllers.elementsEqual([list], by: ===))
            XCTAssertTrue(secondary.viewControllers.elementsEqual([secondaryRoot, more], by: ===))
            XCTAssertTrue(secondary.isShowing(more))
        }
    }

    /// Collapsed, a new detail replaces a merged secondary navigation stack on top, and has
    /// the secondary's column when the split view expands.
    nonisolated func testANewDetailReplacesAMergedSecondaryStack() throws {
        try onMain {
            let secondary = NavigationController(root: RecordingController("Detail", log: log))
            secondary.push(RecordingController("More", log: log), animated: false)
            let (split, list, _) = makeSplit(secondary: secondary)
            try show(split, width: 1000)
            try resize(split, to: 480) { split.isCollapsed }
            let other = RecordingController("Other", log: log)
            split.showDetail(other, animated: false)
            XCTAssertTrue(split.primaryNavigation.viewControllers.elementsEqual([list, other], by: ===))
            try resize(split, to: 1000) { !split.isCollapsed }
            XCTAssertTrue(split.secondary === other && other.parent === split)
            XCTAssertTrue(split.primaryNavigation.viewControllers.elementsEqual([list], by: ===))
            try waitUntil("the new detail is in the secondary's column") { other.view.isMapped }
        }
    }

    /// The side column's class is compact beside the secondary and the window's when
    /// collapsed: widening from compact changes nothing for it, not twice.
    nonisolated func testWideningFromCompactDoesNotFlipThePrimarysClass() throws {
        try onMain {
            let (split, list, _) = makeSplit()
            try show(split, width: 480)
            var changes = 0
            list.registerForTraitChanges([.horizontalSizeClass]) { _, _ in changes += 1 }
            try resize(split, to: 1000) { !split.isCollapsed }
            XCTAssertEqual(list.traitCollection?.horizontalSizeClass, .compact)
            XCTAssertEqual(changes, 0)
        }
    }

    nonisolated func testADraggedDividerTellsTheColumnsTheirNewWidths() throws {
        try onMain {
            let (split, list, detail) = makeSplit()
            try show(split, width: 1000)
            split.primaryColumnWidth.userWidth = 420
            XCTAssertEqual(list.sizes.last?.width, 420)
            XCTAssertEqual((detail as? RecordingController)?.sizes.last?.width, 1000 - 420 - 1)
        }
    }

    nonisolated func testTheDisplayModeButtonHidesAndOverlaysThePrimary() throws {
        try onMain {
            let (split, _, _) = makeSplit()
            let delegate = Delegate()
            split.delegate = delegate
            try show(split, width: 1000)
            _ = log.take()
            split.toggleDisplayMode()
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertEqual(log.take(), ["List.willDisappear", "List.didDisappear"])
            try waitUntil("the primary is hidden") { !split.isPrimaryColumnVisible }

            split.preferredDisplayMode = .oneOverSecondary
            try waitUntil("the primary slides over") { split.isPrimaryColumnVisible }
            XCTAssertEqual(log.take(), ["List.willAppear", "List.isAppearing", "List.didAppear"])
            XCTAssertTrue(split.dismissOverlay(), "a click outside or Escape closes it")
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertEqual(delegate.modes, [.secondaryOnly, .oneOverSecondary, .secondaryOnly])
            XCTAssertFalse(split.dismissOverlay())
        }
    }

    nonisolated func testCollapsingFromSecondaryOnlyShowsThePrimaryAgain() throws {
        try onMain {
            let (split, _, detail) = makeSplit()
            try show(split, width: 1000)
            split.preferredDisplayMode = .secondaryOnly
            _ = log.take()
            try resize(split, to: 480) { split.isCollapsed }
            XCTAssertEqual(split.primary.appearanceState, .appeared)
            XCTAssertEqual(detail.appearanceState, .appeared)
            XCTAssertEqual(
                log.take(), ["Detail.willMove(NavigationController)", "Detail.didMove(NavigationController)"],
                "the list stays under the detail, unseen, and the detail stays on screen")
            split.primaryNavigation.pop(animated: false)
            XCTAssertEqual(
                log.take(),
                [
                    "Detail.willMove(nil)", "Detail.willDisappear", "List.willAppear", "List.isAppearing",
                    "Detail.didDisappear", "List.didAppear", "Detail.didMove(nil)"
                ])
        }
    }

    nonisolated func testAutomaticModeShowsOnlyTheSecondaryWhenBothDoNotFit() throws {
        try onMain {
            let (split, _, _) = makeSplit()
            split.primaryColumnWidth = ColumnWidth(minimum: 300, maximum: 400, minimumSecondary: 400)
            try show(split, width: 680)
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            split.toggleDisplayMode()
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            try resize(split, to: 1000) { split.displayMode == .oneOverSecondary }
            split.preferredDisplayMode = .automatic
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        }
    }

    /// Each column hears the size it is about to get, as UIKit's split view tells its
    /// children: before the layout, and matching what the layout then allocates.
    nonisolated func testEachColumnIsToldItsOwnSizeBeforeItsLayout() throws {
        try onMain {
            let (split, list, detailController) = makeSplit()
            let detail = try XCTUnwrap(detailController as? RecordingController)
            split.primaryColumnWidth = ColumnWidth(fraction: 0.3, minimum: 200, maximum: 500, minimumSecondary: 300)
            try show(split, width: 1000)
            let height = split.traitHost.size!.height
            XCTAssertEqual(list.sizes.last, Size(width: 300, height: height))
            XCTAssertEqual(detail.sizes.last, Size(width: 699, height: height))
            XCTAssertEqual(list.view.width, 300, "as told")
            XCTAssertEqual(detail.view.width, 699, "as told")
            try resize(split, to: 1400) { list.view.width == 420 }
            XCTAssertEqual(list.sizes.last?.width, 420)
            XCTAssertEqual(detail.sizes.last?.width, 979)
            XCTAssertEqual(detail.view.width, 979)
            try resize(split, to: 500) { split.layout == .collapsed }
            XCTAssertEqual(list.sizes.last?.width, 500, "one column: the whole width")
        }
    }

    nonisolated func testThePrimaryColumnFollowsItsFraction() throws {
        try onMain {
            let (split, list, _) = makeSplit()
            split.primaryColumnWidth = ColumnWidth(fraction: 0.3, minimum: 200, maximum: 500, minimumSecondary: 300)
            try show(split, width: 1000)
            try waitUntil("the primary is 30% wide") { abs(list.view.width - split.traitHost.size!.width * 3 / 10) <= 2 }
            try resize(split, to: 1400) { abs(list.view.width - 420) <= 2 }
        }
    }
}

final class DesktopTraitsTests: GtkTestCase {
    nonisolated func testLargerTextAndDarkColorsReachTheTraitsAndMoveTheBreakpoint() throws {
        try onMain {
            let split = SplitViewController(primary: NavigationController(root: ViewController(title: "List")), secondary: ViewController())
            let window = Window(application: try application())
            let desktop = try XCTUnwrap(DesktopSettings.current())
            defer {
                window.destroy()
                desktop.setTextScale(1)
                desktop.setPrefersDark(false)
            }
            window.defaultSize = (800, 600)
            window.setChild(split.view)
            window.present()
            try waitUntil("regular at 800 px") { split.traitCollection?.horizontalSizeClass == .regular }
            desktop.setTextScale(1.5)
            desktop.setPrefersDark(true)
            try waitUntil("compact with 1.5× text, as 800 < 900") { split.isCollapsed }
            XCTAssertEqual(split.traitCollection?.textScale, 1.5)
            XCTAssertEqual(split.traitCollection?.interfaceStyle, .dark)
            XCTAssertEqual(split.secondary.traitCollection?.interfaceStyle, .dark, "children get the same environment")
            desktop.setTextScale(1)
            try waitUntil("regular again") { !split.isCollapsed }
        }
    }
}

final class PrimaryReplacementTests: GtkTestCase {
    private final class Delegate: SplitViewControllerDelegate {
        let compactPrimary: NavigationController
        let regularPrimary: NavigationController
        init(compact: NavigationController, regular: NavigationController) {
            compactPrimary = compact
            regularPrimary = regular
        }
        func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { compactPrimary }
        func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { regularPrimary }
    }

    nonisolated func testTheDelegateChoosesThePrimaryForEachLayout() throws {
        try onMain {
            let log = EventLog()
            let regular = NavigationController(root: RecordingController("Sidebar", log: log))
            let compact = NavigationController(root: RecordingController("Home", log: log))
            let detail = RecordingController("Detail", log: log)
            let split = SplitViewController(primary: regular, secondary: detail)
            let delegate = Delegate(compact: compact, regular: regular)
            split.delegate = delegate
            let window = try showInWindow(split)
            defer { window.destroy() }
            try waitUntil("shown") { split.traitHost.size != nil }
            let frame = 1000 - split.traitHost.size!.width
            _ = log.take()

            window.defaultSize = (480 + frame, 600)
            try waitUntil("collapsed") { split.isCollapsed }
            XCTAssertTrue(split.primary === compact)
            XCTAssertTrue(compact.topViewController === detail, "the secondary goes onto the new primary")
            XCTAssertNil(regular.parent)
            XCTAssertEqual(
                log.take().filter { $0.hasPrefix("Sidebar.") || $0.hasPrefix("Home.") },
                ["Sidebar.willDisappear", "Sidebar.didDisappear"],
                "Home is under the detail, so it does not appear")

            window.defaultSize = (1000 + frame, 600)
            try waitUntil("expanded") { !split.isCollapsed }
            XCTAssertTrue(split.primary === regular)
            XCTAssertTrue(detail.parent === split)
            XCTAssertTrue(split.isPrimaryColumnVisible)
            XCTAssertEqual(regular.appearanceState, .appeared)
            XCTAssertEqual(compact.appearanceState, .disappeared)
        }
    }
}

extension SplitViewControllerTests {
    /// Runs `body` and returns the widths of the frames GTK painted meanwhile in which
    /// `isRight` did not hold, read after each frame was painted.
    private func framesPainted(by split: SplitViewController, where isRight: @escaping (Int) -> Bool, during body: () throws -> Void) rethrows -> [Int] {
        let wrong = FrameSamples(of: split.view) { isRight(split.view.width) ? nil : split.view.width }
        defer { wrong.stop() }
        try body()
        return wrong.values
    }

    /// A resize across the breakpoint is laid out in the frame that makes it: no frame shows
    /// the content at the new width in the old layout (clipped, or stretched), and only then
    /// the new layout.
    nonisolated func testACrossingIsLaidOutInTheFrameOfTheResize() throws {
        try onMain {
            let (split, _, _) = makeSplit()
            try show(split, width: 1000)
            let mismatched = try framesPainted(
                by: split,
                where: { width in
                    !((width < 600 && split.layout == .expanded) || (width >= 640 && split.layout == .collapsed))
                }
            ) {
                for _ in 0..<3 {
                    try resize(split, to: 500) { split.layout == .collapsed }
                    try resize(split, to: 1000) { split.layout == .expanded }
                }
            }
            XCTAssertEqual(mismatched, [], "frames drawn at these widths still had the other layout")
        }
    }

    /// A bottom bar the traits show (compact) or hide (regular) changes in the frame of the
    /// resize: no frame shows the primary column a bar's height short, or over a bar that has
    /// gone.
    nonisolated func testABottomBarTheTraitsShowIsLaidOutInTheFrameOfTheResize() throws {
        try onMain {
            let (split, _, _) = makeSplit()
            let bar = Box(.horizontal)
            bar.append(Button(label: "Action"))
            split.setBottomBar(bar)
            let observation = split.traitHost.observe { bar.isVisible = $0.horizontalSizeClass == .compact }
            try show(split, width: 1000)
            let wrong = try framesPainted(
                by: split,
                where: { width in
                    let barHeight = bar.isMapped ? bar.height : 0
                    return bar.isMapped == (width < 600) && (barHeight > 0) == bar.isMapped && split.primary.view.height + barHeight == split.view.height
                }
            ) {
                for _ in 0..<3 {
                    try resize(split, to: 500) { bar.isMapped }
                    try resize(split, to: 1000) { !bar.isMapped }
                }
            }
            XCTAssertEqual(wrong, [], "frames drawn at these widths had the bar of the other width")
            try resize(split, to: 500) { bar.isMapped }
            let told = split.size(forChild: split.primary, from: try XCTUnwrap(split.traitHost.size))
            XCTAssertEqual(told.height, split.primary.view.height, "the column is told the height the bar leaves it")
            withExtendedLifetime(observation) {}
        }
    }

    /// The divider follows its fraction in the frame of the resize: no frame shows the new
    /// width with the old divider, to be moved (and everything beside it laid out again) in
    /// the next.
    nonisolated func testTheDividerMovesInTheFrameOfTheResize() throws {
        try onMain {
            let (split, list, _) = makeSplit()
            split.primaryColumnWidth = ColumnWidth(fraction: 0.3, minimum: 200, maximum: 500, minimumSecondary: 300)
            try show(split, width: 1000)
            let stale = try framesPainted(by: split, where: { width in abs(list.view.width - split.primaryColumnWidth.width(in: width)) <= 1 }) {
                for width in [1200, 1100, 1333, 1000] {
                    try resize(split, to: width) { abs(list.view.width - width * 3 / 10) <= 1 }
                }
            }
            XCTAssertEqual(stale, [], "frames drawn at these widths had the divider of the width before")
        }
    }
}
