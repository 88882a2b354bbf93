import CGtk
import GtkKit
import TestSupport
import XCTest

final class OwnershipTests: GtkTestCase {
    private final class Token {
        let onDeinit: () -> Void
        init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    nonisolated func testDroppingTheSwiftReferenceFinalizesAnUnparentedWidget() {
        onMain {
            var watch: FinalizationWatch?
            do {
                let label = Label("x")
                watch = FinalizationWatch(label)
                XCTAssertFalse(watch!.isFinalized)
            }
            XCTAssertTrue(watch!.isFinalized, "the floating reference was sunk and released exactly once")
        }
    }

    nonisolated func testAParentKeepsAChildAliveAfterSwiftLetsGo() {
        onMain {
            let box = Box(.vertical)
            var watch: FinalizationWatch?
            do {
                let label = Label("child")
                watch = FinalizationWatch(label)
                box.append(label)
            }
            XCTAssertFalse(watch!.isFinalized)
            gtk_box_remove(cast(box.pointer), gtk_widget_get_first_child(box.widget))
            XCTAssertTrue(watch!.isFinalized)
        }
    }

    nonisolated func testSignalHandlersRunAndAreReleasedWithTheirObject() {
        onMain {
            var clicks = 0
            var released = false
            do {
                let button = Button(label: "Press")
                let token = Token { released = true }
                button.onClicked { withExtendedLifetime(token) { clicks += 1 } }
                button.click()
                button.click()
            }
            XCTAssertEqual(clicks, 2)
            XCTAssertTrue(released, "the closure box is released by the destroy notify when the button is finalized")
        }
    }

    nonisolated func testDisconnectStopsAHandlerAndReleasesIt() {
        onMain {
            let button = Button(label: "Press")
            var clicks = 0
            var released = false
            let connection: LifelongConnection
            do {
                let token = Token { released = true }
                connection = button.onClicked { withExtendedLifetime(token) { clicks += 1 } }
            }
            XCTAssertFalse(released)
            connection.disconnect()
            connection.disconnect()
            XCTAssertTrue(released)
            button.click()
            XCTAssertEqual(clicks, 0)
        }
    }

    nonisolated func testNotifySignalsFire() {
        onMain {
            let label = Label("a")
            var notified = 0
            label.onNotify("label") { notified += 1 }
            label.text = "b"
            XCTAssertEqual(notified, 1)
        }
    }
}
