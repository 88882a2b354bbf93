import CGtk
import GtkKit
import ListDiff
import TestSupport
import XCTest

/// A list by keyboard: one Tab stop between two buttons, entered on its chosen row, with rows
/// that cannot take the focus (headers, every fifth here) stepped over; real keys on the
/// display server.
final class ListKeyboardTests: GtkTestCase {
    private struct Item: Diffable, Equatable {
        let id: Int
        var diffIdentifier: Int { id }
        var isHeader: Bool { id % 5 == 0 }
    }

    private var list: ListView!
    private var adapter: ListAdapter<Item>!
    private var before: Button!
    private var after: Button!

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            list = ListView(accessibleLabel: "Items")
            adapter = ListAdapter(list: list) { _ in .text { $0.isHeader ? "Header \($0.id)" : "Item \($0.id)" } }
            adapter.isSelectable = { !$0.isHeader }
            adapter.isActivatable = { !$0.isHeader }
            before = Button(label: "Before")
            after = Button(label: "After")
            let box = Box(.vertical)
            let scroller = ScrolledWindow(list)
            scroller.verticallyExpands = true
            [before, scroller, after].forEach(box.append)
            let window = Window(application: try application())
            window.defaultSize = (300, 400)
            window.setChild(box)
            window.present()
            self.window = window
        }
    }

    private func show(_ ids: Range<Int>) throws {
        adapter.apply(ids.map(Item.init))
        try waitUntil("the items are in the list, laid out") {
            self.adapter.isComplete && self.list.rowWidget(at: 0) != nil && self.after.isMapped && self.after.width > 0
        }
    }

    private var focus: String { focusedNode(in: window!) }

    private func press(_ key: String, expecting expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try press(key, in: window!)
        try waitUntil("after \(key) the focus is on \(expected), not \(focus)", timeout: 3, file: file, line: line) { focus == expected }
    }

    nonisolated func testTabEntersOnTheFirstRowThatTakesTheFocusAndLeavesInOnePress() throws {
        try onMain {
            try show(0..<30)
            try click(before.widget, in: window!) // the window and the button take the focus
            try press("Tab", expecting: "list item “Item 1”")
            try press("Tab", expecting: "button “After”")
            try press("shift+Tab", expecting: "list item “Item 1”")
            try press("shift+Tab", expecting: "button “Before”")
        }
    }

    nonisolated func testTheFocusEntersOnTheChosenRow() throws {
        try onMain {
            try show(0..<30)
            list.selectRow(at: 7)
            try click(after.widget, in: window!)
            try press("shift+Tab", expecting: "list item “Item 7”")
        }
    }

    nonisolated func testTheStepKeysPassOverRowsThatTakeNoFocus() throws {
        try onMain {
            try show(0..<30)
            try click(before.widget, in: window!)
            try press("Tab", expecting: "list item “Item 1”")
            for id in [2, 3, 4, 6, 7] { try press("Down", expecting: "list item “Item \(id)”") }
            XCTAssertEqual(list.selectedIndex, 7, "the selection follows, as GTK's own keys do")
            for id in [6, 4] { try press("Up", expecting: "list item “Item \(id)”") }
            try press("End", expecting: "list item “Item 29”")
            try press("Home", expecting: "list item “Item 1”")
            try press("Up", expecting: "list item “Item 1”") // the header above it is passed over: nowhere to go
            let page = try XCTUnwrap(list.visibleRange).count
            let pageTarget = try XCTUnwrap(ListView.target(of: .pageDown, from: 1, count: list.count, page: page) { $0 % 5 != 0 })
            XCTAssertGreaterThan(pageTarget, 7, "a page is the rows on screen")
            try press("Page_Down", expecting: "list item “Item \(pageTarget)”")
        }
    }

    /// A list given the focus while it is empty hands it to its first row once it has rows.
    nonisolated func testAnEmptyListWithTheFocusHandsItToItsFirstRow() throws {
        try onMain {
            list.grabFocus()
            XCTAssertEqual(focus, "list “Items”")
            try show(0..<3)
            try waitUntil("the first row that takes the focus has it") { focus == "list item “Item 1”" }
        }
    }

    /// Steps as the keys make them, over rows that take no focus; nil when none can.
    nonisolated func testStepTargets() {
        let headers: Set = [0, 3, 4, 9]
        let canFocus = { !headers.contains($0) }
        func target(_ step: ListView.Step, from: Int, page: Int = 3) -> Int? {
            ListView.target(of: step, from: from, count: 10, page: page, canFocus: canFocus)
        }
        XCTAssertEqual(target(.next, from: 2), 5, "past two headers")
        XCTAssertEqual(target(.previous, from: 5), 2)
        XCTAssertEqual(target(.previous, from: 1), 1, "nothing above: it stays")
        XCTAssertEqual(target(.next, from: 8), 8, "nothing below: it stays")
        XCTAssertEqual(target(.first, from: 7), 1)
        XCTAssertEqual(target(.last, from: 1), 8)
        XCTAssertEqual(target(.pageDown, from: 1), 5, "a page lands on a header: the next row after it")
        XCTAssertEqual(target(.pageUp, from: 7), 2, "a page lands on a header: the next row before it")
        XCTAssertEqual(target(.pageDown, from: 7, page: 5), 8, "past the end: the last row")
        XCTAssertNil(ListView.target(of: .next, from: 0, count: 3, page: 1) { _ in false })
    }
}
