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

    func testDroppingTheSwiftReferenceFinalizesAnUnparentedWidget() {
        let weak = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { weak.deallocate() }
        do {
            let label = Label("x")
            weak.pointee = label.pointer
            g_object_add_weak_pointer(cast(label.pointer), weak)
            XCTAssertNotNil(weak.pointee)
        }
        XCTAssertNil(weak.pointee, "the floating reference was sunk and released exactly once")
    }

    func testAParentKeepsAChildAliveAfterSwiftLetsGo() {
        let box = Box(GTK_ORIENTATION_VERTICAL)
        let weak = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { weak.deallocate() }
        do {
            let label = Label("child")
            weak.pointee = label.pointer
            g_object_add_weak_pointer(cast(label.pointer), weak)
            box.append(label)
        }
        XCTAssertNotNil(weak.pointee)
        gtk_box_remove(cast(box.pointer), gtk_widget_get_first_child(box.widget))
        XCTAssertNil(weak.pointee)
    }

    func testSignalHandlersRunAndAreReleasedWithTheirObject() {
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

    func testDisconnectStopsAHandlerAndReleasesIt() {
        let button = Button(label: "Press")
        var clicks = 0
        var released = false
        let id: UInt
        do {
            let token = Token { released = true }
            id = button.onClicked { withExtendedLifetime(token) { clicks += 1 } }
        }
        XCTAssertFalse(released)
        button.disconnect(id)
        XCTAssertTrue(released)
        button.click()
        XCTAssertEqual(clicks, 0)
    }

    func testPointerSignalsDeliverTheirArgument() throws {
        let list = ListBox(accessibleLabel: "Items")
        list.setRows([Label("a"), Label("b"), Label("c")])
        let window = Window(application: try application())
        defer { window.destroy() }
        window.setChild(list)
        var activated: [Int] = []
        list.onRowActivated { activated.append($0) }
        list.activateRow(at: 2)
        list.activateRow(at: 0)
        XCTAssertEqual(activated, [2, 0])
    }

    func testNotifySignalsFire() {
        let label = Label("a")
        var notified = 0
        label.connect(.notify("label")) { pspec in
            XCTAssertNotNil(pspec)
            notified += 1
        }
        label.text = "b"
        XCTAssertEqual(notified, 1)
    }
}
