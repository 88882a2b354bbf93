import CGtk
import GtkKit
import TestSupport
import XCTest

/// Clicks on list rows with the real pointer: what activates a row and what does not.
final class ListViewClickTests: GtkTestCase {
    private var adapter: ListAdapter<String>!
    private var activated: [Int] = []
    private var buttonClicks = 0
    private var buttons: [String: Button] = [:]

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            adapter = ListAdapter(list: ListView(accessibleLabel: "Items")) { [unowned self] _ in
                let label = Label()
                label.horizontallyExpands = true
                let button = Button(label: "Action")
                button.onClicked { [unowned self] in self.buttonClicks += 1 }
                let box = Box(.horizontal)
                box.append(label)
                box.append(button)
                return RowView(content: box) { [unowned self] item in
                    label.text = item
                    self.buttons[item] = button
                    return item
                }
            }
            adapter.list.onRowActivated { [unowned self] in self.activated.append($0) }
            adapter.apply(["a", "b", "c"])
            let window = Window(application: try application())
            window.defaultSize = (300, 300)
            window.setChild(ScrolledWindow(adapter.list))
            window.present()
            self.window = window
            try waitUntil("the rows are built") { self.adapter.list.rowWidget(at: 2) != nil && self.adapter.list.height > 0 }
            try waitUntilDrawn()
        }
    }

    nonisolated func testOneClickActivatesTheRow() throws {
        try onMain {
            try click(adapter.list.rowWidget(at: 1)!, in: window!)
            XCTAssertEqual(activated, [1])
        }
    }

    nonisolated func testADoubleClickActivatesOnce() throws {
        try onMain {
            try click(adapter.list.rowWidget(at: 2)!, in: window!, count: 2)
            XCTAssertEqual(activated, [2])
        }
    }

    nonisolated func testAClickOnAButtonInTheRowIsTheButtonsAlone() throws {
        try onMain {
            try click(buttons["b"]!.widget, in: window!)
            XCTAssertEqual(buttonClicks, 1)
            XCTAssertEqual(activated, [], "the row is not activated")
        }
    }
}
