import Adaptive
import AdaptiveGtk
import GtkKit
import Routing
import TestSupport
import XCTest

/// The router on real containers in a real window: split(tabs(stack(List), stack(Other)), Detail),
/// narrow (collapsed) and wide.
final class ContainerRoutingTests: GtkTestCase {
    private let log = EventLog()
    private var split: SplitViewController!
    private var tabs: TabController!
    private var list: RecordingController!
    private var router: Router!
    private var built: [String] = []

    private func show(width: Int) throws {
        list = RecordingController("List", log: log)
        tabs = TabController(tabs: [
            NavigationController(root: list),
            NavigationController(root: RecordingController("Other", log: log))
        ])
        split = SplitViewController(primary: tabs, secondary: RecordingController("Detail none", log: log))
        router = Router { [unowned self] in self.split }
        window = try showInWindow(split, width: width)
        try waitUntil("the layout follows the width") { split.traitHost.size != nil && split.isCollapsed == (width < 600) }
        try waitUntilDrawn()
    }

    private func resize(to width: Int, until condition: () -> Bool) throws {
        window!.defaultSize = (width, 600)
        try waitUntil("the window is \(width) px wide", condition)
        try waitUntilDrawn()
    }

    private func recording(_ title: String) -> ClosureFactory<RecordingController, String> {
        ClosureFactory { [unowned self] context in
            self.built.append("\(title) \(context)")
            return RecordingController("\(title) \(context)", log: self.log)
        }
    }

    private func titled<Context>(_ title: @escaping (Context) -> String, options: SearchOptions = .contained) -> ClassFinder<RecordingController, Context> {
        ClassFinder(options: options) { controller, context in controller.title == title(context) }
    }

    /// An item of the list, pushed onto the list's stack.
    private var item: Step<String> {
        Step("item", finder: titled { "Item \($0)" }, factory: recording("Item"))
            .using(ContainerAction.push())
            .from(Step("list", finder: titled { _ in "List" }))
    }

    /// A detail, shown as the split view's secondary.
    private var detail: Step<String> {
        Step("detail", finder: titled({ "Detail \($0)" }, options: .visible), factory: recording("Detail"))
            .using(ContainerAction.showDetail())
            .from(Step.find("split", SplitViewController.self))
    }

    private func go(_ step: Step<String>, _ context: String) throws -> ViewController? {
        var result: RoutingResult?
        router.navigate(to: step, with: context, animated: false) { result = $0 }
        try waitUntilDrawn()
        return (try? XCTUnwrap(result).get()) as? ViewController
    }

    nonisolated func testADetailIsShownInEitherLayoutAndFoundTheSecondTime() throws {
        try onMain {
            for width in [1000, 480] {
                try show(width: width)
                let shown = try XCTUnwrap(go(detail, "1"))
                XCTAssertTrue(split.secondary === shown, "width \(width)")
                if split.isCollapsed {
                    XCTAssertTrue(split.primaryNavigation.topViewController === shown)
                } else {
                    XCTAssertTrue(split.isSecondaryColumnVisible)
                    XCTAssertTrue(shown.parent === split)
                }
                XCTAssertEqual(shown.appearanceState, .appeared)
                XCTAssertTrue(try go(detail, "1") === shown, "found, not built again")
                let second = try XCTUnwrap(go(detail, "2"))
                XCTAssertNil(shown.parent, "the replaced detail left")
                XCTAssertEqual(shown.appearanceState, .disappeared)
                XCTAssertEqual(second.appearanceState, .appeared)
                XCTAssertEqual(built, ["Detail 1", "Detail 2"])
                built = []
                window?.destroy()
            }
        }
    }

    nonisolated func testReplacingTheSecondaryWhenExpandedDisappearsTheOldOneFirst() throws {
        try onMain {
            try show(width: 1000)
            _ = log.take()
            _ = try go(detail, "1")
            XCTAssertEqual(
                log.take(),
                [
                    "Detail none.willDisappear", "Detail none.didDisappear", "Detail none.willMove(nil)",
                    "Detail none.didMove(nil)", "Detail 1.willMove(SplitViewController)",
                    "Detail 1.didMove(SplitViewController)", "Detail 1.willAppear", "Detail 1.isAppearing",
                    "Detail 1.didAppear"
                ])
        }
    }

    nonisolated func testADetailShownNarrowComesBackInItsColumnWhenWidened() throws {
        try onMain {
            try show(width: 480)
            let shown = try XCTUnwrap(go(detail, "3"))
            try resize(to: 1000) { !split.isCollapsed }
            XCTAssertTrue(shown.parent === split)
            XCTAssertTrue(split.isSecondaryColumnVisible)
            XCTAssertTrue(split.primaryNavigation.topViewController === list)
            try resize(to: 480) { split.isCollapsed }
            XCTAssertTrue(split.primaryNavigation.topViewController === shown)
        }
    }

    nonisolated func testAFoundItemIsReusedAndItsTabSelected() throws {
        try onMain {
            try show(width: 1000)
            let first = try XCTUnwrap(go(item, "a"))
            XCTAssertTrue(first.navigationController?.topViewController === first)
            tabs.select(1)
            XCTAssertTrue(try go(item, "a") === first)
            XCTAssertEqual(tabs.selectedIndex, 0, "the tab holding the item was selected")
            let other = try XCTUnwrap(go(item, "b"))
            XCTAssertTrue(
                other.navigationController?.viewControllers.elementsEqual([list, other], by: ===) == true,
                "the list was uncovered before the new item was pushed")
            XCTAssertEqual(built, ["Item a", "Item b"])
        }
    }

    nonisolated func testAnItemOverTheDetailWhenNarrowPopsTheDetailFirst() throws {
        try onMain {
            try show(width: 480)
            _ = try go(detail, "1")
            let pushed = try XCTUnwrap(go(item, "a"))
            XCTAssertTrue(split.primaryNavigation.viewControllers.elementsEqual([list, pushed], by: ===))
        }
    }

    /// A push undone: an item pushed, then a step after it that cannot be attached; the item
    /// leaves the stack, which is as it was, and the tab chosen before comes back.
    nonisolated func testAPushIsUndoneWhenALaterStepFails() throws {
        try onMain {
            try show(width: 1000)
            tabs.select(1)
            let refused = Step<String>("refused", factory: recording("Refused"))
                .using(ClosureAction { _, _, _ throws(RoutingError) in throw .failed("no room") })
                .from(item)
            var result: RoutingResult?
            router.navigate(to: refused, with: "a", animated: false) { result = $0 }
            try waitUntilDrawn()
            XCTAssertEqual(result.flatMap { if case .failure(let error) = $0 { error } else { nil } }, .failed("no room"))
            XCTAssertEqual(built, ["Item a", "Refused a"], "both built before anything moved")
            XCTAssertTrue(try XCTUnwrap(list.navigationController).viewControllers.elementsEqual([list], by: ===), "the item popped again")
            XCTAssertEqual(tabs.selectedIndex, 1, "the tab chosen before")
        }
    }
}
