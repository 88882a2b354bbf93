import AdaptiveGtk
import CGtk
import GtkKit
import TestSupport
import XCTest

/// The keyboard focus follows the pages of a navigation stack, as in AdwNavigationView.
final class NavigationFocusTests: GtkTestCase {
    /// A page of two buttons.
    private final class ButtonsController: ViewController {
        let first = Button(label: "First")
        let second = Button(label: "Second")

        override func loadView() -> Widget {
            let box = Box(.vertical)
            box.append(first)
            box.append(second)
            return box
        }
    }

    private func hasFocus(_ button: Button) -> Bool { gtk_widget_has_focus(button.widget) != 0 }

    nonisolated func testAPushedPageTakesTheFocusAndPoppingGivesItBackWhereItWas() throws {
        try onMain {
            let root = ButtonsController(title: "Root")
            let navigation = NavigationController(root: root)
            let window = try showInWindow(navigation, width: 400, height: 300)
            defer { window.destroy() }
            root.second.grabFocus()
            XCTAssertTrue(hasFocus(root.second))

            let pushed = ButtonsController(title: "Pushed")
            navigation.push(pushed, animated: false)
            try waitUntil("the pushed page has the focus") { self.hasFocus(pushed.first) }

            navigation.pop(animated: false)
            try waitUntil("the focus is back on the button that had it") { self.hasFocus(root.second) }
        }
    }

    nonisolated func testFocusElsewhereInTheWindowStaysWhereItIs() throws {
        try onMain {
            let root = ButtonsController(title: "Root")
            let navigation = NavigationController(root: root)
            let outside = Button(label: "Outside")
            let box = Box(.vertical)
            box.append(outside)
            box.append(navigation.view)
            let window = try showInWindow(navigation, content: box, width: 400, height: 300)
            defer { window.destroy() }
            outside.grabFocus()
            let pushed = ButtonsController(title: "Pushed")
            navigation.push(pushed, animated: false)
            try waitUntilDrawn()
            XCTAssertTrue(hasFocus(outside), "a page change does not take the focus from the rest of the window")
        }
    }
}
