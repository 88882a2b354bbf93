import CGtk
import GtkKit
import TestSupport
import XCTest

/// A status view makes its page when it first comes on screen, and looks its icon up only once
/// it stays on screen for a frame: a view never shown costs no page, a page mapped for an
/// instant no icon (nor librsvg for its SVG).
final class StatusViewTests: GtkTestCase {
    nonisolated func testThePageIsMadeWhenTheViewFirstComesOnScreenWithWhatWasSetBefore() throws {
        try onMain {
            let shown = StatusView(iconName: nil, title: "Loading")
            let hidden = StatusView(iconName: "network-error-symbolic", title: "Could Not Load", action: "Try Again")
            hidden.message = "The server did not answer."
            let stack = present(shown, hidden)
            try waitUntil("the first view is on screen") { shown.isMapped }
            XCTAssertEqual(pageTitle(of: shown), "Loading", "its page made as it came")
            XCTAssertNil(gtk_widget_get_first_child(hidden.widget), "no page for the view behind it")
            stack.show(hidden)
            try waitUntil("the second view is on screen") { hidden.isMapped }
            XCTAssertEqual(pageTitle(of: hidden), "Could Not Load")
            let page = try XCTUnwrap(gtk_widget_get_first_child(hidden.widget))
            XCTAssertEqual(adw_status_page_get_description(OpaquePointer(page)).map { String(cString: $0) }, "The server did not answer.")
            XCTAssertTrue(hidden.actionButton.map { $0.isMapped } ?? false, "its button on the page")
            hidden.message = "Still no answer."
            XCTAssertEqual(adw_status_page_get_description(OpaquePointer(page)).map { String(cString: $0) }, "Still no answer.")
        }
    }

    /// A window showing `first` in a stack, `second` behind it.
    private func present(_ first: StatusView, _ second: StatusView) -> Stack {
        let stack = Stack()
        stack.add(first, name: "first")
        stack.add(second, name: "second")
        let window = Window()
        self.window = window
        window.setChild(stack)
        window.present()
        return stack
    }

    /// The title of the status page `view` shows, nil before it has one.
    private func pageTitle(of view: StatusView) -> String? {
        gtk_widget_get_first_child(view.widget).flatMap { adw_status_page_get_title(OpaquePointer($0)) }.map { String(cString: $0) }
    }

    nonisolated func testTheIconComesOnlyToAPageThatStaysOnScreen() throws {
        try onMain {
            let passing = StatusView(iconName: "image-x-generic-symbolic", title: "Passing")
            let staying = StatusView(iconName: "image-missing-symbolic", title: "Staying")
            let stack = present(passing, staying)
            try waitUntil("the first page is on screen") { passing.isMapped }
            stack.show(staying) // before the first frame is drawn
            try waitUntil("the second page is drawn with its icon") { staying.iconName == "image-missing-symbolic" }
            XCTAssertNil(passing.iconName, "the page gone before its frame has no icon")
            stack.show(passing)
            try waitUntil("shown again for good, it gets its icon") { passing.iconName == "image-x-generic-symbolic" }
        }
    }
}
