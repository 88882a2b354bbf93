import Adaptive
import AdaptiveGtk
import GtkKit
import Observing
import TestSupport
import XCTest

/// A window's scene phases reaching its controllers and observers: shown with the keyboard
/// focus (active), another window focused (inactive), unmapped (background) and back, each
/// change a step at a time; a child added later starts from its parent's phase.
final class WindowSceneTests: GtkTestCase {
    private let log = EventLog()
    private var other: Window?

    nonisolated override func tearDown() {
        onMain { other?.destroy() }
        super.tearDown()
    }

    nonisolated func testFocusElsewhereMakesAWindowInactiveAndUnmappingPutsItInTheBackground() throws {
        try onMain {
            let (root, child) = (RecordingController("root", log: log), RecordingController("child", log: log))
            root.addChild(child)
            let window = Window(application: try application())
            window.defaultSize = (400, 300)
            window.setChild(root.view)
            let scene = WindowScene(window: window, root: root)
            var observed: [ScenePhase] = []
            let observation = scene.observe { observed.append($0) }
            self.window = window
            XCTAssertEqual(scene.phase, .background, "not shown yet")
            window.present()
            try waitUntil("the window has the focus") { scene.phase == .active }
            XCTAssertEqual(root.phases, ["background→inactive", "inactive→active"], "on screen, then the focus")
            XCTAssertEqual(child.phases, root.phases, "the child goes with its parent")
            XCTAssertEqual(observed, [.inactive, .active])

            let other = Window(application: try application())
            self.other = other
            other.defaultSize = (200, 150)
            other.present()
            try waitUntil("the other window took the focus") { scene.phase == .inactive }
            XCTAssertEqual(root.phases.last, "active→inactive")
            try focus(window, over: other)
            try waitUntil("the focus back") { scene.phase == .active }

            (root.phases, child.phases, observed) = ([], [], [])
            window.isVisible = false
            try waitUntil("unmapped, in the background") { scene.phase == .background }
            XCTAssertEqual(root.phases, ["active→inactive", "inactive→background"], "resigns active, then leaves the screen")
            XCTAssertEqual(child.phases, root.phases)
            XCTAssertEqual(observed, [.inactive, .background])
            XCTAssertEqual(root.appearanceState, .disappeared, "and disappears")

            (root.phases, observed) = ([], [])
            window.present() // a window shown gets the focus, as the new one did
            try waitUntil("on screen again, with the focus") { scene.phase == .active }
            XCTAssertEqual(root.phases, ["background→inactive", "inactive→active"], "back on screen, then the focus")
            XCTAssertEqual(observed, [.inactive, .active])
            XCTAssertEqual(root.appearanceState, .appeared)

            let late = RecordingController("late", log: log)
            root.addChild(late)
            XCTAssertEqual(late.phases, ["background→inactive", "inactive→active"], "a child added later enters its parent's phase step by step")
            observation.cancel()
        }
    }
}
