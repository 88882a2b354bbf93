import GtkKit
import TestSupport
import XCTest

/// What the test base checks after every test: a window, an action or a shortcut a test leaves
/// on the shared application is named, and taken away again.
final class SharedApplicationStateTests: GtkTestCase {
    nonisolated func testWhatATestLeavesIsNamedAndTakenAway() throws {
        try onMain {
            let application = try application()
            let before = SharedApplicationState(of: application)
            let window = Window(application: application)
            window.title = "Left open"
            application.addAction(Action(name: "left-behind") {})
            application.setAccelerators(["<Control>j"], for: "app.left-behind")
            let after = SharedApplicationState(of: application)
            XCTAssertEqual(
                after.leftovers(since: before),
                ["the window GtkApplicationWindow “Left open”", "the application's action “left-behind”", "the shortcut <Control>j on “app.left-behind”"])
            after.restore(before, on: application)
            XCTAssertEqual(SharedApplicationState(of: application).leftovers(since: before), [], "all of it taken away")
        }
    }
}
