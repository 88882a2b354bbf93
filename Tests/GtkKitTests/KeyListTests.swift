import GtkKit
import ListDiff
import TestFixtures
import XCTest

/// The list model's splices (a real GListStore), not ListDiff's own `applying`, bring it to
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

    func testPositionOfAKey() {
        let list = keyList(["a", "b", "c"])
        XCTAssertEqual(list.position(ofKey: "c"), 2)
        XCTAssertNil(list.position(ofKey: "d"))
    }
}
