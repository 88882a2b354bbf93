import Adaptive
import AdaptiveGtk
import GtkKit
import Routing
import TestFixtures
import TestSupport
import XCTest

/// Container steps and modal presentation on real GTK: a screen wrapped in a container the
/// route builds, presented in a modal window over a window whose root is a stack (List).
final class ModalRoutingTests: GtkTestCase {
    private let log = EventLog()
    private var list: RecordingController!
    private var router: Router!
    private var openButton: Button!

    private func show() throws {
        list = RecordingController("List", log: log)
        let navigation = NavigationController(root: list)
        router = Router { navigation }
        let header = HeaderBar()
        openButton = Button(label: "Open")
        header.packStart(openButton)
        window = try showInWindow(navigation, titlebar: header, width: 900)
        try waitUntilDrawn()
        _ = log.take()
    }

    private func recording(_ title: String) -> ClosureFactory<RecordingController, String> {
        ClosureFactory { [unowned self] context in RecordingController("\(title) \(context)", log: self.log) }
    }

    /// The article's example: the card, in a new navigation stack presented modally over
    /// whatever is on screen; found there while it is open.
    private var card: Step<String> {
        Step(
            "card", finder: ClassFinder<RecordingController, String>(options: .visible) { $0.title == "Card \($1)" },
            factory: recording("Card")
        )
        .using(ContainerAction.push())
        .from(
            Step("card stack", factory: ContainerFactory.navigation())
                .using(ContainerAction.presentModally())
                .from(.current))
    }

    private func go<Context>(_ step: Step<Context>, _ context: Context) throws -> RoutingResult? {
        var result: RoutingResult?
        router.navigate(to: step, with: context, animated: false) { result = $0 }
        try waitUntilDrawn()
        return result
    }

    private func presentedWindow() throws -> Window {
        try XCTUnwrap(list.presentedViewController?.view.containingWindow, "a modal window is open")
    }

    nonisolated func testAScreenInANewStackIsPresentedModallyAndEscapeGivesTheFocusBack() throws {
        try onMain {
            try show()
            openButton.grabFocus()
            let focusedBefore = focusedNode(in: window!)
            let shown = try XCTUnwrap(go(card, "1")?.get() as? RecordingController)
            let stack = try XCTUnwrap(shown.navigationController)
            XCTAssertTrue(list.presentedViewController === stack, "the screen on screen presents the new stack")
            XCTAssertTrue(stack.presentingViewController === list)
            XCTAssertEqual(stack.viewControllers.map(\.title), ["Card 1"], "the stack came on screen holding the card")
            XCTAssertEqual(stack.title, "Card 1", "a stack is titled after its first screen")
            let modal = try presentedWindow()
            XCTAssertTrue(modal.isModal)
            XCTAssertEqual(modal.transientParent?.pointer, window!.pointer, "kept above the app's window")
            XCTAssertEqual(modal.title, "Card 1", "headed by what it shows")
            try waitUntil("the card appeared") { shown.appearanceState == .appeared }
            XCTAssertEqual(
                log.take(),
                [
                    "Card 1.willMove(NavigationController)", "Card 1.didMove(NavigationController)",
                    "Card 1.willAppear", "Card 1.isAppearing", "Card 1.didAppear"
                ],
                "the presented screen appears; the presenter, still on screen under it, does not disappear")
            XCTAssertEqual(list.appearanceState, .appeared)
            XCTAssertTrue(try XCTUnwrap(go(card, "1")?.get()) === shown, "found in the modal window, not built again")
            XCTAssertNotNil(shown.traitCollection, "the card takes the traits of its own window")

            try ensureKeyboardFocus(of: modal, clicking: shown.view)
            try waitUntil("the presenter's window is inactive under the modal one") { list.scenePhase == .inactive }
            try press("Escape", in: modal)
            try waitUntil("Escape dismissed it") { shown.appearanceState == .disappeared }
            XCTAssertEqual(log.take(), ["Card 1.willDisappear", "Card 1.didDisappear"])
            XCTAssertNil(list.presentedViewController)
            XCTAssertNil(stack.presentingViewController)
            XCTAssertFalse(modal.isVisible)
            try waitUntil("the window under it has the focus again") { window!.isActive }
            XCTAssertEqual(focusedNode(in: window!), focusedBefore, "the focus is back on the Open button")
            XCTAssertEqual(list.scenePhase, .active)
        }
    }

    nonisolated func testTheWindowsCloseButtonDismissesAndAPresentationIsUndoneWhenALaterStepFails() throws {
        try onMain {
            try show()
            let shown = try XCTUnwrap(go(card, "1")?.get() as? RecordingController)
            try presentedWindow().close()
            try waitUntilDrawn()
            XCTAssertEqual(shown.appearanceState, .disappeared)
            XCTAssertNil(list.presentedViewController)

            let broken = Step<String>("broken", factory: recording("Broken"))
                .using(ClosureAction { _, _, _ throws(RoutingError) in throw .failed("no room") })
                .from(card)
            XCTAssertEqual(try go(broken, "2")?.failure, .failed("no room"))
            XCTAssertNil(list.presentedViewController, "the stack presented on the way was dismissed again")
            XCTAssertTrue(window!.isVisible)
        }
    }

    nonisolated func testTabsAndASplitViewBuiltForARouteComeOnScreenHoldingTheirScreens() throws {
        try onMain {
            try show()
            let first = Step<String>("first", factory: recording("First"))
                .using(ContainerAction.addTab())
                .from(Step("tabs", factory: ContainerFactory.tabs()).using(ContainerAction.presentModally()).from(.current))
            let second = Step<String>("second", factory: recording("Second")).using(ContainerAction.addTab()).from(first)
            let secondShown = try XCTUnwrap(go(second, "a")?.get() as? RecordingController)
            let tabs = try XCTUnwrap(list.presentedViewController as? TabController)
            XCTAssertEqual(tabs.tabs.map(\.title), ["First a", "Second a"])
            XCTAssertTrue(secondShown.parent === tabs)
            XCTAssertEqual(tabs.selectedIndex, 0, "the first tab added is the one selected")
            try waitUntil("the first tab appeared") { tabs.tabs[0].appearanceState == .appeared }
            XCTAssertEqual(secondShown.appearanceState, .disappeared, "a tab not selected has not appeared")
            list.dismiss()
            XCTAssertNil(list.presentedViewController)

            let master = Step<String>("master", factory: recording("Master"))
                .using(ContainerAction.push())
                .from(Step("split", factory: ContainerFactory.split()).using(ContainerAction.presentModally()).from(.current))
            let detail = Step<String>("detail", factory: recording("Detail")).using(ContainerAction.showDetail()).from(master)
            let detailShown = try XCTUnwrap(go(detail, "b")?.get() as? RecordingController)
            let split = try XCTUnwrap(list.presentedViewController as? SplitViewController)
            XCTAssertTrue(split.secondary === detailShown)
            XCTAssertEqual(split.primaryNavigation.viewControllers.first?.title, "Master b", "the master is the primary's root")
            // The modal window opens 560 px wide, a compact width: the detail collapses onto the master.
            try waitUntil("the split view collapsed in its own window") { split.isCollapsed && detailShown.appearanceState == .appeared }
            XCTAssertEqual(split.primaryNavigation.viewControllers.map(\.title), ["Master b", "Detail b"])
            detailShown.dismiss()
            XCTAssertNil(list.presentedViewController, "a screen inside the modal window dismisses it")
        }
    }

    /// A screen presented from a presented screen comes over it, as UIKit's do: the window
    /// under it stays; Escape closes one window at a time, the focus going back a level each
    /// time; dismissing the lower one takes the one over it too. The article's PresentModally,
    /// which refuses over a presented screen, is an option of the route.
    nonisolated func testAScreenPresentedFromAPresentedOneComesOverItAndEscapeClosesOneAtATime() throws {
        try onMain {
            try show()
            let first = try XCTUnwrap(go(card, "1")?.get() as? RecordingController)
            let lower = try presentedWindow()
            try ensureKeyboardFocus(of: lower, clicking: first.view)
            let second = try XCTUnwrap(go(card, "2")?.get() as? RecordingController, "routed from the card on screen")
            let upper = try XCTUnwrap(second.view.containingWindow)
            XCTAssertTrue(first.presentedViewController === second.navigationController, "the card on screen presents the new stack")
            XCTAssertTrue(lower.isVisible, "the window under it stays")
            XCTAssertEqual(upper.transientParent?.pointer, lower.pointer, "over the window it was presented from")
            XCTAssertTrue(list.presentedViewController === first.navigationController)

            try ensureKeyboardFocus(of: upper, clicking: second.view)
            try press("Escape", in: upper)
            try waitUntil("Escape closed the upper window alone") { second.appearanceState == .disappeared }
            XCTAssertTrue(lower.isVisible)
            XCTAssertNil(first.presentedViewController)
            try waitUntil("the lower window has the focus again") { lower.isActive }
            XCTAssertEqual(first.appearanceState, .appeared)

            let third = try XCTUnwrap(go(card, "3")?.get() as? RecordingController)
            list.dismiss()
            XCTAssertEqual(third.appearanceState, .disappeared, "dismissing the lower one takes the one over it")
            XCTAssertEqual(first.appearanceState, .disappeared)
            XCTAssertNil(list.presentedViewController)
            XCTAssertNil(first.presentedViewController)

            _ = try go(card, "4")
            let refusing = Step<String>("refusing", factory: recording("Refused"))
                .using(ContainerAction.presentModally(whilePresenting: .refuse))
                .from(Step<String>("list", finder: ClassFinder<RecordingController, String> { controller, _ in controller.title == "List" }))
            XCTAssertEqual(
                try go(refusing, "5")?.failure, .wrongScreen(step: "present modally", expected: "a screen presenting nothing"),
                "the list presents the card already")
            XCTAssertNil(list.presentedViewController?.presentedViewController, "nothing more presented")
            list.dismiss()
        }
    }
}
