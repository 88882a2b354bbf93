import CGtk
import GtkKit
import ListDiff
import TestFixtures
import XCTest

/// The list model's splices (the real GListModel GTK reads), not ListDiff's own `applying`, bring it to
/// the new keys: the lowering that every list update goes through.
final class KeyListTests: XCTestCase {
    private func keyList(_ keys: [String]) -> KeyList {
        let list = KeyList()
        list.splice(at: 0, removing: 0, inserting: keys)
        return list
    }

    private func keys(of list: KeyList) -> [String] { (0..<list.count).map(list.key(at:)) }

    func testRandomDiffsBringTheStoreToTheNewKeys() {
        var generator = SeededGenerator("testRandomDiffsBringTheStoreToTheNewKeys")
        for _ in 0..<500 {
            let old = Array((0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...60, using: &generator))).map(String.init)
            let new = Array((0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...60, using: &generator))).map(String.init)
            let list = keyList(old)
            list.apply(ListDiff.between(old, new).splices(oldCount: old.count, newCount: new.count), keys: new)
            XCTAssertEqual(keys(of: list), new, "\(old) → \(new)")
        }
    }

    /// A search dropping every third of 100 rows makes 34 splices; GTK 4.8's list view binds
    /// every row after each change again, so they are made as one, and the removed items take
    /// the keys that stay in order: the rows GTK built at those places serve them.
    func testAnUpdateOfManySplicesIsOneChangeReusingTheItemsAtTheirPlaces() {
        let old = (0..<100).map(String.init)
        let new = old.filter { Int($0)! % 3 != 0 }
        let list = keyList(old)
        let before = items(of: list)
        defer { release(before) }
        let splices = ListDiff.between(old, new).splices(oldCount: old.count, newCount: new.count)
        XCTAssertEqual(splices.count, 34)
        let changes = ItemsChanged(list)
        list.apply(splices, keys: new)
        XCTAssertEqual(keys(of: list), new)
        XCTAssertEqual(changes.seen, [[0, 100, 66]], "one change from the first key changed to the last")
        let after = items(of: list)
        defer { release(after) }
        XCTAssertEqual(after, Array(before.prefix(66)), "the items in their places, standing for their new keys")
    }

    /// A few splices stay apart, each reusing what it removes for what it inserts.
    func testAFewSplicesStayApartEachReusingItsRemovedItems() {
        let list = keyList(["a", "b", "c", "d", "e"])
        let before = items(of: list)
        defer { release(before) }
        let changes = ItemsChanged(list)
        list.apply([Splice(position: 1, removing: 1, inserting: 1..<3), Splice(position: 4, removing: 2, inserting: 4..<5)], keys: ["a", "x", "y", "c", "z"])
        XCTAssertEqual(keys(of: list), ["a", "x", "y", "c", "z"])
        XCTAssertEqual(changes.seen, [[1, 1, 2], [4, 2, 1]])
        let after = items(of: list)
        defer { release(after) }
        XCTAssertEqual([after[1], after[4]], [before[1], before[3]], "“b” became “x”, “d” became “z”")
        XCTAssertFalse(before.contains(after[2]), "“y” is a new item")
    }

    /// New keys scattered among the others go in as one change from the first place to the
    /// last, each key between keeping its item, moved with it (GTK keeps its row, and follows
    /// a selection or focus on it).
    func testScatteredInsertionsAreOneChangeTheKeysBetweenKeepingTheirItems() {
        let list = keyList(["a", "b", "c", "d", "e"])
        let before = items(of: list)
        defer { release(before) }
        let changes = ItemsChanged(list)
        list.insert(["x", "y"], at: [1, 4])
        XCTAssertEqual(keys(of: list), ["a", "x", "b", "c", "y", "d", "e"])
        XCTAssertEqual(changes.seen, [[1, 2, 4]], "“b” and “c” replaced by “x”, “b”, “c”, “y”")
        let after = items(of: list)
        defer { release(after) }
        XCTAssertEqual([after[0], after[2], after[3], after[5], after[6]], before, "every key kept its item")
        XCTAssertFalse(before.contains(after[1]) || before.contains(after[4]), "“x” and “y” are new items")
        list.insert(["z"], at: [7])
        XCTAssertEqual(keys(of: list).last, "z")
        XCTAssertEqual(changes.seen.last, [7, 0, 1], "at the end, nothing replaced")
    }

    /// Every item of the list, each held (as GTK's rows hold theirs) until `release`.
    private func items(of list: KeyList) -> [UnsafeMutableRawPointer] {
        (0..<list.count).map { g_list_model_get_item(OpaquePointer(list.pointer), UInt32($0))! }
    }

    private func release(_ items: [UnsafeMutableRawPointer]) { items.forEach { g_object_unref($0) } }

    /// A long list holds items only for the places GTK reads, the same item at each reading
    /// while one is held; after a change, the items GTK does not hold go, and those it holds
    /// stand for the keys now at their places.
    func testItemsAreMadeOnlyForThePlacesReadAndKeptWhileHeld() throws {
        let list = keyList((0..<50_000).map(String.init))
        let model = OpaquePointer(list.pointer)
        XCTAssertEqual(g_list_model_get_n_items(model), 50_000)
        XCTAssertEqual(g_list_model_get_item_type(model), g_object_get_type())
        XCTAssertEqual(list.itemsHeld, 0)
        let shown = try XCTUnwrap(g_list_model_get_item(model, 7))
        defer { g_object_unref(shown) }
        g_object_unref(g_list_model_get_item(model, 8))
        let again = try XCTUnwrap(g_list_model_get_item(model, 7))
        g_object_unref(again)
        XCTAssertEqual(again, shown)
        XCTAssertNil(g_list_model_get_item(model, 50_000))
        XCTAssertEqual(list.itemsHeld, 2)
        list.splice(at: 0, removing: 50_000, inserting: (0..<10).map { "new \($0)" })
        XCTAssertEqual(list.itemsHeld, 1, "the item read at 8 and held by no one went")
        let now = try XCTUnwrap(g_list_model_get_item(model, 7))
        g_object_unref(now)
        XCTAssertEqual(now, shown, "the item held at 7 stands for the new key at 7")
        XCTAssertEqual(list.key(at: 7), "new 7")
        XCTAssertEqual(g_list_model_get_n_items(model), 10)
    }

    func testPositionOfAKey() {
        let list = keyList(["a", "b", "c"])
        XCTAssertEqual(list.position(ofKey: "c"), 2)
        XCTAssertNil(list.position(ofKey: "d"))
    }
}

/// The "items-changed" signals a list model emits, as [position, removed, added].
private final class ItemsChanged {
    var seen: [[UInt32]] = []

    init(_ list: KeyList) {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = {
            _, position, removed, added, data in
            Unmanaged<ItemsChanged>.fromOpaque(data!).takeUnretainedValue().seen.append([position, removed, added])
        }
        g_signal_connect_data(
            list.pointer, "items-changed", unsafeBitCast(handler, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque(), nil,
            GConnectFlags(0))
    }
}
