import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

final class LifecycleTests: GtkTestCase {
    private let log = EventLog()

    private func show(_ root: ViewController) throws {
        window = try showInWindow(root)
    }

    nonisolated func testFirstShowAppearsOnceInOrder() throws {
        try onMain {
            let navigation = NavigationController(root: RecordingController("A", log: log))
            XCTAssertEqual(log.take(), ["A.willMove(NavigationController)", "A.didMove(NavigationController)"])
            try show(navigation)
            try waitUntilDrawn()
            XCTAssertEqual(log.take(), ["A.willAppear", "A.isAppearing", "A.didAppear"])
        }
    }

    nonisolated func testPushAndPopDeliverWillBeforeTheSlideAndDidAfterIt() throws {
        try onMain {
            let navigation = NavigationController(root: RecordingController("A", log: log))
            try show(navigation)
            _ = log.take()

            navigation.push(RecordingController("B", log: log))
            XCTAssertEqual(log.take(), ["B.willMove(NavigationController)", "A.willDisappear", "B.willAppear", "B.isAppearing"])
            try waitUntil("the push finished") { self.log.events.count == 3 }
            XCTAssertEqual(log.take(), ["A.didDisappear", "B.didAppear", "B.didMove(NavigationController)"])

            navigation.pop()
            XCTAssertEqual(log.take(), ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.isAppearing"])
            try waitUntil("the pop finished") { self.log.events.count == 3 }
            XCTAssertEqual(log.take(), ["B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        }
    }

    nonisolated func testAPoppedControllerAndItsWidgetsAreFreed() throws {
        try onMain {
            let navigation = NavigationController(root: RecordingController("A", log: log))
            try show(navigation)
            weak var popped: RecordingController?
            var watch: FinalizationWatch?
            do {
                let b = RecordingController("B", log: log)
                popped = b
                watch = FinalizationWatch(b.view)
                navigation.push(b, animated: false)
            }
            try waitUntilDrawn()
            navigation.pop()
            try waitUntil("the popped controller is freed") { popped == nil }
            try waitUntil("its view is finalized") { watch!.isFinalized }
        }
    }

    nonisolated func testClosingTheWindowMakesEverythingDisappear() throws {
        try onMain {
            let navigation = NavigationController(root: RecordingController("A", log: log))
            navigation.push(RecordingController("B", log: log), animated: false)
            try show(navigation)
            _ = log.take()
            window?.destroy()
            window = nil
            XCTAssertEqual(log.take(), ["B.willDisappear", "B.didDisappear"])
            XCTAssertEqual(navigation.appearanceState, .disappeared)
        }
    }

    nonisolated func testMemoryWarningsReachEveryController() {
        onMain {
            let navigation = NavigationController(root: RecordingController("A", log: log))
            navigation.push(RecordingController("B", log: log), animated: false)
            _ = log.take()
            navigation.receiveMemoryWarning()
            XCTAssertEqual(log.take(), ["A.memoryWarning", "B.memoryWarning"])
        }
    }

    nonisolated func testTheSystemsWarningsReachAHostedWindowUntilItIsDestroyed() throws {
        try onMain {
            let monitor = try XCTUnwrap(MemoryMonitor.shared())
            let root = RecordingController("A", log: log)
            try show(root)
            _ = log.take()
            monitor.warn()
            XCTAssertEqual(log.take(), ["A.memoryWarning"])
            window?.destroy()
            window = nil
            _ = log.take()
            monitor.warn()
            XCTAssertEqual(log.take(), [], "the window's handler left the monitor with the window")
            withExtendedLifetime(root) {}
        }
    }
}

final class TabLifecycleTests: GtkTestCase {
    private let log = EventLog()

    nonisolated func testSwitchingTabsDisappearsTheOldAndAppearsTheNew() throws {
        try onMain {
            let tabs = TabController(tabs: [RecordingController("One", log: log), RecordingController("Two", log: log)])
            let window = try showInWindow(tabs)
            defer { window.destroy() }
            _ = log.take()
            tabs.select(1)
            XCTAssertEqual(log.take(), ["One.willDisappear", "Two.willAppear", "Two.isAppearing", "One.didDisappear", "Two.didAppear"])
            XCTAssertEqual(tabs.selectedIndex, 1)
            tabs.select(1)
            XCTAssertEqual(log.take(), [], "selecting the selected tab does nothing")
        }
    }
}
