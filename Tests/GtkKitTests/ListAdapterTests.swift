import CGtk
import GtkKit
import ListDiff
import TestSupport
import XCTest

/// The adapter against a real GtkListView in a window 300 × 400 pixels, so GTK builds rows only
/// for what is in view, as it does in the app.
final class ListAdapterTests: GtkTestCase {
    private struct Item: Diffable, Equatable {
        let id: Int
        let text: String
        var diffIdentifier: Int { id }
    }

    private var list: ListView!
    private var adapter: ListAdapter<Item>!
    /// How many row contents were made (the rest were rebound).
    private var built = 0
    /// Whether making a row takes a millisecond, as a rich row does.
    private var slowRows = false

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            list = ListView(accessibleLabel: "Items")
            adapter = ListAdapter(list: list) { [unowned self] _ in
                self.built += 1
                if self.slowRows { usleep(1_000) }
                return .text(\.text)
            }
            let window = Window(application: try application())
            window.defaultSize = (300, 400)
            window.setChild(ScrolledWindow(list))
            window.present()
            self.window = window
        }
    }

    private func items(_ ids: [Int], changed: Set<Int> = []) -> [Item] {
        ids.map { Item(id: $0, text: changed.contains($0) ? "Item \($0)*" : "Item \($0)") }
    }

    /// Applies `snapshot`, waits until all of it is in the list and GTK built the row at `visible`.
    private func show(_ snapshot: [Item], untilRowAt visible: Int = 0) throws {
        adapter.apply(snapshot)
        try waitUntil("the snapshot is in the list") { self.adapter.isComplete }
        try waitUntil("row \(visible) is built") { self.list.rowWidget(at: visible) != nil }
    }

    private func text(_ position: Int) -> String? {
        guard let row = list.rowWidget(at: position), let label = gtk_widget_get_first_child(row) else { return nil }
        return String(cString: gtk_label_get_text(OpaquePointer(label)))
    }

    /// The position of the row at the top of the visible part of the list.
    private var topPosition: Int? {
        guard var picked = gtk_widget_pick(list.widget, 20, 4, GTK_PICK_DEFAULT) else { return nil }
        while let parent = gtk_widget_get_parent(picked), parent != list.widget { picked = parent }
        return (0..<list.count).first { list.rowWidget(at: $0) == picked }
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(list.pointer))! }

    nonisolated func testASnapshotBecomesRowsOnlyForWhatIsInView() throws {
        try onMain {
            try show(items([1, 2, 3]), untilRowAt: 2)
            XCTAssertEqual(list.count, 3)
            XCTAssertEqual((0..<3).map(text), ["Item 1", "Item 2", "Item 3"])
            try show(items(Array(1...1000)))
            XCTAssertEqual(list.count, 1000)
            XCTAssertLessThan(built, 250, "rows are made for the items around the view (GTK keeps about 200), not for all 1000")
            XCTAssertNil(list.rowWidget(at: 900))
        }
    }

    /// A snapshot of many new items is shown over several turns, so a first fill never holds
    /// the main thread for 200 rows; what it removes goes at once, and a selection asked for
    /// early holds. (How long a turn takes is a benchmark's to measure, not a test's.)
    nonisolated func testManyNewItemsComeInOverSeveralTurns() throws {
        try onMain {
            try show(items(Array(1...5)))
            slowRows = true
            adapter.apply(items(Array(3...1000)))
            XCTAssertFalse(adapter.isComplete, "the turn ended with its budget, the rest to come")
            XCTAssertEqual(Array(adapter.items.prefix(3).map(\.id)), [3, 4, 5], "1 and 2 are gone at once")
            XCTAssertLessThan(list.count, 100)
            adapter.select(items([600])[0])
            try waitUntil("every item is listed") { self.adapter.isComplete }
            XCTAssertEqual(adapter.items.map(\.id), Array(3...1000))
            XCTAssertEqual(list.selectedIndex, 597, "the item chosen before its row existed is selected once it does")
            XCTAssertLessThan(built, 250)
        }
    }

    /// New items scattered through a long list come in at their places a step at a time, each
    /// step costing its own items: the snapshot is compared with the list once, not once a step
    /// (which made giving back a list of thousands after a search take seconds).
    nonisolated func testScatteredNewItemsComeInAtTheirPlacesWithOneDiff() throws {
        try onMain {
            var diffs = 0
            let list = ListView(accessibleLabel: "Counted")
            let adapter = ListAdapter<Item>(
                list: list,
                diff: {
                    diffs += 1
                    return ListDiff.between($0, $1)
                }
            ) { _ in .text(\.text) }
            window?.setChild(ScrolledWindow(list))
            adapter.apply(items(Array(stride(from: 2, through: 2_000, by: 2))))
            try waitUntil("the even items are listed") { adapter.isComplete }
            adapter.apply(items(Array(1...2_000)))
            XCTAssertFalse(adapter.isComplete, "a thousand new items take more than one turn")
            let firstTurn = list.count
            try waitUntil("a later turn inserted more") { list.count > firstTurn }
            // Read between turns, the items are those in GTK's model, in order.
            XCTAssertEqual(adapter.items.count, list.count)
            XCTAssertEqual(adapter.items.map(\.id), adapter.items.map(\.id).sorted())
            XCTAssertEqual(adapter.items.filter { $0.id % 2 == 0 }.count, 1_000, "the even items all stayed")
            try waitUntil("every item is listed") { adapter.isComplete }
            XCTAssertEqual(adapter.items.map(\.id), Array(1...2_000))
            XCTAssertEqual(list.count, 2_000)
            try waitUntil("the first rows are built") { list.rowWidget(at: 2) != nil }
            XCTAssertEqual(
                (0..<3).map { position in
                    list.rowWidget(at: position).flatMap(gtk_widget_get_first_child).map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
                }, ["Item 1", "Item 2", "Item 3"], "each in its place in GTK's model")
            XCTAssertEqual(diffs, 2, "one comparison a snapshot")
        }
    }

    /// Of many new items, those at the places on screen come in the first turn, so the rows a
    /// person sees are whole at once (a search given back); the rest follow a step at a time.
    nonisolated func testTheNewItemsOnScreenComeInTheFirstTurn() throws {
        try onMain {
            try show(items(Array(stride(from: 2, through: 2_000, by: 2))))
            try waitUntil("the rows on screen are laid out") { self.list.visibleRange != nil }
            let screen = try XCTUnwrap(list.visibleRange)
            XCTAssertGreaterThan(screen.count, 4, "more rows on screen than a step brings")
            adapter.apply(items(Array(1...2_000)))
            XCTAssertFalse(adapter.isComplete, "a thousand new items take more than one turn")
            XCTAssertEqual(adapter.items.prefix(screen.count).map(\.id), Array(1...screen.count), "the rows on screen are the new list's")
            try waitUntil("every item is listed") { self.adapter.isComplete }
            XCTAssertEqual(adapter.items.map(\.id), Array(1...2_000))
        }
    }

    /// New items far from the rows on screen, for which GTK builds no row, come in at once: one
    /// change of the model for every one of them, however scattered. (A few at a time, each step
    /// a change, giving back a search over 50,000 rows took seconds of the main thread.) The
    /// selection on a row among them stays on it.
    nonisolated func testNewItemsFarFromTheRowsOnScreenComeInAtOnce() throws {
        try onMain {
            try show(items(Array(stride(from: 2, through: 8_000, by: 2))))
            try waitUntil("the rows on screen are laid out") { self.list.visibleRange != nil }
            list.selectRow(at: 2_999)
            let changes = ModelChanges(list)
            adapter.apply(items(Array(1...8_000)))
            try waitUntil("every item is listed") { self.adapter.isComplete }
            XCTAssertEqual(adapter.items.map(\.id), Array(1...8_000))
            XCTAssertEqual(list.count, 8_000)
            XCTAssertLessThan(changes.count, 100, "those near the rows on screen a few at a time, the 3,800 beyond at once")
            XCTAssertEqual(list.selectedIndex, 5_999, "item 6,000 is still the one selected")
            try waitUntil("the first rows are built") { self.list.rowWidget(at: 2) != nil }
            XCTAssertEqual((0..<3).map(text), ["Item 1", "Item 2", "Item 3"])
        }
    }

    /// A snapshot that fits the turn's budget is shown in that turn, not a step a turn (the
    /// budget is set here to what 30 rows need on any machine: 8 ms is not enough for them
    /// under ThreadSanitizer).
    nonisolated func testASmallSnapshotIsShownInOneTurn() {
        onMain {
            adapter.turnBudget = .seconds(1)
            adapter.apply(items(Array(1...30)))
            XCTAssertTrue(adapter.isComplete)
            XCTAssertEqual(list.count, 30)
        }
    }

    nonisolated func testAnUpdateTouchesOnlyWhatChangedAndKeepsTheSelection() throws {
        try onMain {
            try show(items(Array(1...8)), untilRowAt: 7)
            list.selectRow(at: 6)
            let selectedRow = list.rowWidget(at: 6)
            let changedRow = list.rowWidget(at: 4)
            let changedContent = changedRow.flatMap { gtk_widget_get_first_child($0) }
            let splicesBefore = adapter.splicesApplied
            let builtBefore = built
            try show(items(Array(1...9), changed: [5]), untilRowAt: 8)
            XCTAssertEqual(adapter.splicesApplied - splicesBefore, 1, "one insertion at the end")
            XCTAssertEqual(built - builtBefore, 1, "content only for the new row; the changed one is rebound")
            XCTAssertEqual(list.rowWidget(at: 4), changedRow, "the changed row is the same row")
            XCTAssertEqual(changedRow.flatMap { gtk_widget_get_first_child($0) }, changedContent, "with the same content, rebound")
            XCTAssertEqual(text(4), "Item 5*")
            XCTAssertEqual(list.selectedIndex, 6)
            XCTAssertEqual(list.rowWidget(at: 6), selectedRow)
            XCTAssertEqual(list.count, 9)
        }
    }

    nonisolated func testMovesAndDeletesEndInTheNewOrder() throws {
        try onMain {
            try show(items([1, 2, 3, 4, 5]), untilRowAt: 4)
            try show(items([5, 1, 3, 4]), untilRowAt: 3)
            XCTAssertEqual(adapter.items.map(\.id), [5, 1, 3, 4])
            XCTAssertEqual(list.count, 4)
            XCTAssertEqual((0..<4).map(text), ["Item 5", "Item 1", "Item 3", "Item 4"])
        }
    }

    nonisolated func testTheFocusedRowKeepsTheFocusWhenRowsAreAddedBeforeItAndItChanges() throws {
        try onMain {
            try show(items(Array(1...8)), untilRowAt: 5)
            let focusedRow = list.rowWidget(at: 5)!
            gtk_widget_grab_focus(focusedRow)
            XCTAssertEqual(list.focusedIndex, 5)
            try show(items([100, 101] + Array(1...8), changed: [6]), untilRowAt: 7)
            XCTAssertEqual(list.focusedIndex, 7, "the focus follows its item down two rows")
            XCTAssertTrue(gtk_widget_has_focus(focusedRow) != 0, "on the same row widget")
            XCTAssertEqual(text(7), "Item 6*", "which shows the changed item")
        }
    }

    nonisolated func testTheScrolledToItemStaysInViewWhenRowsAreAddedAboveAndBelow() throws {
        try onMain {
            try show(items(Array(0..<300)))
            try waitUntil("the list is laid out") { self.list.height > 0 }
            list.scrollTo(250)
            try waitUntil("the list scrolled") { self.topPosition.map { $0 > 200 } ?? false }
            try waitUntilDrawn()
            let top = topPosition!
            let topItem = adapter.items[top].id
            let value = gtk_adjustment_get_value(adjustment)
            adapter.apply(items(Array(-5..<0) + Array(0..<300) + Array(300..<305), changed: Set(top...(top + 5))))
            // Rows go in a few at a time while a turn has time left; a slow build (a sanitizer) takes more turns.
            try waitUntil("every row is in and the view follows the item down") {
                self.adapter.isComplete && gtk_adjustment_get_value(self.adjustment) > value
            }
            try waitUntilDrawn()
            XCTAssertEqual(topPosition, top + 5, "the same item is at the top, five rows further down the list")
            XCTAssertEqual(text(top + 5), "Item \(topItem)*")
        }
    }

    nonisolated func testSnapshotsInOneTurnMakeOneDiff() throws {
        try onMain {
            try show(items([1, 2, 3]))
            let before = adapter.splicesApplied
            adapter.update(items([1, 2, 3, 4]))
            adapter.update(items([1, 2, 3, 4, 5]))
            adapter.update(items([0, 1, 2, 3, 4, 5]))
            XCTAssertEqual(list.count, 3, "nothing until the main loop turns")
            try waitUntil("the last snapshot is shown") { self.list.count == 6 }
            XCTAssertEqual(adapter.splicesApplied - before, 2, "one diff: an insertion at the front and one at the end")
        }
    }

    nonisolated func testRepeatedIdentitiesKeepTheFirstAndAreReported() {
        onMain {
            var reported: [Item] = []
            adapter.onDuplicates = { reported = $0 }
            adapter.apply([Item(id: 1, text: "first"), Item(id: 2, text: "two"), Item(id: 1, text: "again")])
            XCTAssertEqual(adapter.items.map(\.text), ["first", "two"])
            XCTAssertEqual(reported.map(\.text), ["again"])
        }
    }

    nonisolated func testRowsActivateByPositionAndAreNamedForAssistiveTechnologies() throws {
        try onMain {
            try show(items([1, 2, 3]), untilRowAt: 2)
            var activated: [Int] = []
            list.onRowActivated { activated.append($0) }
            list.activateRow(at: 2)
            list.activateRow(at: 0)
            XCTAssertEqual(activated, [2, 0])
            XCTAssertTrue(pm_accessible_label_is(list.rowWidget(at: 1), "Item 2") != 0, "the row widget is named after its item")
            try show(items([1, 2, 3], changed: [2]), untilRowAt: 2)
            XCTAssertTrue(pm_accessible_label_is(list.rowWidget(at: 1), "Item 2*") != 0, "and renamed when it changes")
        }
    }

    nonisolated func testAMovedRowGetsItsSelectionAndFocusBack() throws {
        try onMain {
            try show(items(Array(1...8)), untilRowAt: 7)
            list.selectRow(at: 5)
            gtk_widget_grab_focus(list.rowWidget(at: 5))
            XCTAssertEqual(list.focusedIndex, 5)
            try show(items([6, 1, 2, 3, 4, 5, 7, 8]))
            XCTAssertEqual(list.selectedIndex, 0, "the selection followed item 6 to the top")
            try waitUntil("the focus followed it") { self.list.focusedIndex == 0 }
            XCTAssertEqual(text(0), "Item 6")
        }
    }
}

/// How many changes ("items-changed") GTK's list view sees in its model, while it lives.
@MainActor
private final class ModelChanges {
    private(set) var count = 0
    private let model: UnsafeMutableRawPointer
    private var handler: UInt = 0

    init(_ list: ListView) {
        model = UnsafeMutableRawPointer(gtk_list_view_get_model(OpaquePointer(list.widget))!)
        let counted: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
            Unmanaged<ModelChanges>.fromOpaque(data!).takeUnretainedValue().count += 1
        }
        handler = g_signal_connect_data(
            model, "items-changed", unsafeBitCast(counted, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque(), nil,
            GConnectFlags(0))
    }

    isolated deinit { g_signal_handler_disconnect(model, handler) }
}
