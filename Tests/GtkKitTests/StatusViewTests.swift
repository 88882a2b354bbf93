import CGtk
import GtkKit
import TestSupport
import XCTest

/// A status page looks its icon up only once it stays on screen for a frame: a page mapped
/// for an instant costs no icon (nor librsvg for its SVG).
final class StatusViewTests: GtkTestCase {
    nonisolated func testTheIconComesOnlyToAPageThatStaysOnScreen() throws {
        try onMain {
            let stack = Stack()
            let passing = StatusView(iconName: "image-x-generic-symbolic", title: "Passing")
            let staying = StatusView(iconName: "image-missing-symbolic", title: "Staying")
            stack.add(passing, name: "passing")
            stack.add(staying, name: "staying")
            let window = Window()
            self.window = window
            window.setChild(stack)
            window.present()
            try waitUntil("the first page is on screen") { passing.isMapped }
            stack.show(staying) // before the first frame is drawn
            try waitUntil("the second page is drawn with its icon") { staying.iconName == "image-missing-symbolic" }
            XCTAssertNil(passing.iconName, "the page gone before its frame has no icon")
            stack.show(passing)
            try waitUntil("shown again for good, it gets its icon") { passing.iconName == "image-x-generic-symbolic" }
        }
    }
}
