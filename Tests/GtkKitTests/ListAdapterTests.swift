import CGtk
import GtkKit
import ListDiff
import TestSupport
import XCTest

final class ListAdapterTests: GtkTestCase {
    private struct Item: Diffable, Equatable {
        let id: Int
        let text: String
        var diffIdentifier: Int { id }
    }

    private var window: Window!
    private var list: ListBox!
    private var adapter: ListAdapter<Item>!
    private var built = 0

    override func setUpWithError() throws {
        try super.setUpWithError()
        list = ListBox(accessibleLabel: "Items")
        adapter = ListAdapter(listBox: list) { [unowned self] item in
            self.built += 1
            return (Label(item.text), item.text)
        }
        window = Window(application: try application())
        window.setChild(ScrolledWindow(list))
        window.present()
    }

    override func tearDown() {
        window.destroy()
        MainLoop.drain(settle: 20)
        super.tearDown()
    }

    private func items(_ ids: [Int], changed: Set<Int> = []) -> [Item] {
        ids.map { Item(id: $0, text: changed.contains($0) ? "Item \($0)*" : "Item \($0)") }
    }

    private func row(_ index: Int) -> UnsafeMutablePointer<GtkListBoxRow>? {
        gtk_list_box_get_row_at_index(OpaquePointer(list.pointer), Int32(index))
    }

    func testASnapshotBecomesRows() {
        adapter.apply(items([1, 2, 3]))
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(built, 3)
    }

    func testAnUpdateTouchesOnlyWhatChangedAndKeepsTheSelection() {
        adapter.apply(items(Array(1...20)))
        list.selectRow(at: 10)
        let selectedRow = row(10)
        let changedRow = row(4)
        let splicesBefore = adapter.splicesApplied
        built = 0
        adapter.apply(items([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], changed: [5]))
        XCTAssertEqual(adapter.splicesApplied - splicesBefore, 1, "one insertion at the end")
        XCTAssertEqual(built, 2, "the new row, and the changed one's content")
        XCTAssertEqual(row(4), changedRow, "the changed row is the same row, rebound")
        XCTAssertEqual(list.selectedIndex, 10)
        XCTAssertEqual(row(10), selectedRow)
        XCTAssertEqual(list.count, 21)
    }

    func testMovesAndDeletesEndInTheNewOrder() {
        adapter.apply(items([1, 2, 3, 4, 5]))
        adapter.apply(items([5, 1, 3, 4]))
        XCTAssertEqual(adapter.items.map(\.id), [5, 1, 3, 4])
        XCTAssertEqual(list.count, 4)
        let labels = (0..<4).map { index -> String in
            let child = gtk_list_box_row_get_child(row(index))
            return String(cString: gtk_label_get_text(OpaquePointer(child)))
        }
        XCTAssertEqual(labels, ["Item 5", "Item 1", "Item 3", "Item 4"])
    }

    func testSnapshotsInOneTurnMakeOneDiff() {
        adapter.apply(items([1, 2, 3]))
        let before = adapter.splicesApplied
        adapter.update(items([1, 2, 3, 4]))
        adapter.update(items([1, 2, 3, 4, 5]))
        adapter.update(items([0, 1, 2, 3, 4, 5]))
        XCTAssertEqual(list.count, 3, "nothing until the main loop turns")
        waitUntil("the last snapshot is shown") { self.list.count == 6 }
        XCTAssertEqual(adapter.splicesApplied - before, 2, "one diff: an insertion at the front and one at the end")
    }

    func testRepeatedIdentitiesKeepTheFirstAndAreReported() {
        var reported: [Item] = []
        adapter.onDuplicates = { reported = $0 }
        adapter.apply([Item(id: 1, text: "first"), Item(id: 2, text: "two"), Item(id: 1, text: "again")])
        XCTAssertEqual(adapter.items.map(\.text), ["first", "two"])
        XCTAssertEqual(reported.map(\.text), ["again"])
    }
}
