import TestFixtures
import XCTest

@testable import ListDiff

/// IGListKit's published vectors (IGListDiffTests) and the properties every diff must have.
final class ListDiffTests: XCTestCase {
    private func moves(_ pairs: [(Int, Int)]) -> Set<ListDiff.Move> {
        Set(pairs.map { ListDiff.Move(from: $0.0, to: $0.1) })
    }

    func testSwappingTwoItemsIsTwoMoves() {
        let diff = ListDiff.between([1, 2], [2, 1])
        XCTAssertEqual(Set(diff.moves), moves([(0, 1), (1, 0)]))
        XCTAssertEqual(diff.inserts, [])
        XCTAssertEqual(diff.deletes, [])
    }

    func testMovesAroundAnInsertAndADelete() {
        let diff = ListDiff.between([1, 2, 3, 4], [2, 4, 5, 3])
        XCTAssertEqual(Set(diff.moves), moves([(2, 3), (3, 1)]))
        XCTAssertEqual(diff.deletes, [0])
        XCTAssertEqual(diff.inserts, [2])
    }

    func testTheLongerVector() {
        let diff = ListDiff.between(Array(0...8), [0, 2, 3, 4, 7, 6, 9, 5, 10])
        XCTAssertEqual(diff.deletes, [1, 8])
        XCTAssertEqual(diff.inserts, [6, 8])
        XCTAssertEqual(Set(diff.moves), moves([(5, 7), (7, 4)]))
    }

    func testHeckelsSentence() {
        let old = "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
        let new = "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
        let diff = ListDiff.between(old.split(separator: " ").map(String.init), new.split(separator: " ").map(String.init))
        XCTAssertEqual(diff.deletes, [0, 1, 2, 9, 11, 12])
        XCTAssertEqual(diff.inserts, [3, 11])
    }

    func testEmptyListsAndNoChanges() {
        XCTAssertFalse(ListDiff.between([Int](), []).hasChanges)
        XCTAssertFalse(ListDiff.between([1, 2, 3], [1, 2, 3]).hasChanges)
        XCTAssertEqual(ListDiff.between([], [1, 2]).inserts, [0, 1])
        XCTAssertEqual(ListDiff.between([1, 2], []).deletes, [0, 1])
    }

    private struct Row: Diffable, Equatable {
        let id: Int
        let text: String
        var diffIdentifier: Int { id }
    }

    func testSameIdentityWithOtherContentIsAnUpdate() {
        let diff = ListDiff.between([Row(id: 1, text: "a"), Row(id: 2, text: "b")], [Row(id: 1, text: "a"), Row(id: 2, text: "B")])
        XCTAssertEqual(diff.updates, [1])
        XCTAssertEqual(diff.moves, [])
        XCTAssertEqual(diff.splices(oldCount: 2, newCount: 2), [], "an updated row is rebound in place")
        XCTAssertEqual(diff.splices(oldCount: 2, newCount: 2, rebindingUpdates: false), [Splice(position: 1, removing: 1, inserting: 1..<2)])
    }

    func testASwapMovesOneItem() {
        let splices = ListDiff.between([1, 2], [2, 1]).splices(oldCount: 2, newCount: 2)
        XCTAssertEqual(
            splices, [Splice(position: 0, removing: 0, inserting: 0..<1), Splice(position: 2, removing: 1, inserting: 2..<2)],
            "the 2 stays; the 1 is inserted before it and removed after it")
        XCTAssertEqual([1, 2].applying(splices, from: [2, 1]), [2, 1])
    }

    func testDuplicatesKeepTheFirst() {
        let deduplicated = Deduplicated([3, 1, 3, 2, 1])
        XCTAssertEqual(deduplicated.items, [3, 1, 2])
        XCTAssertEqual(deduplicated.duplicates, [3, 1])
    }

    func testAListWithoutRepeatsIsKeptWhole() {
        for list in [[], [7], [3, 1, 2], Array(0..<1_000)] {
            let deduplicated = Deduplicated(list)
            XCTAssertEqual(deduplicated.items, list)
            XCTAssertEqual(deduplicated.duplicates, [])
        }
        XCTAssertEqual(Deduplicated(Array(0..<1_000) + [999]).items, Array(0..<1_000), "a repeat at the very end")
    }

    /// Thousands of random lists with repeated items: the splices always rebuild the new list,
    /// the diff accounts for every index once, and matched items share their identity.
    func testRandomListsAlwaysDiffIntoTheNewList() {
        var generator = SeededGenerator("testRandomListsAlwaysDiffIntoTheNewList")
        for round in 0..<5000 {
            let alphabet = round % 3 == 0 ? 4 : 30
            let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            let diff = ListDiff.between(old, new)
            XCTAssertEqual(Set(diff.deletes).union(diff.matches.map(\.from)).count, old.count, "\(old) → \(new)")
            XCTAssertEqual(Set(diff.inserts).union(diff.matches.map(\.to)).count, new.count, "\(old) → \(new)")
            XCTAssertTrue(diff.matches.allSatisfy { old[$0.from] == new[$0.to] })
            XCTAssertEqual(old.applying(diff.splices(oldCount: old.count, newCount: new.count), from: new), new, "\(old) → \(new)")
        }
    }

    /// The fast path for old lists without repeats links exactly as the general one does.
    func testBothWaysOfLinkingAgree() {
        var generator = SeededGenerator("testBothWaysOfLinkingAgree")
        for _ in 0..<2000 {
            let old = Array((0..<40).shuffled(using: &generator).prefix(Int.random(in: 0...40, using: &generator)))
            let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<50, using: &generator) }
            let fast = ListDiff.linkUnique(old, new)
            XCTAssertNotNil(fast, "\(old) has no repeats")
            XCTAssertEqual(fast, ListDiff.linkRepeating(old, new), "\(old) → \(new)")
            XCTAssertEqual(old.applying(ListDiff.between(old, new).splices(oldCount: old.count, newCount: new.count), from: new), new)
        }
        XCTAssertNil(ListDiff.linkUnique([1, 2, 1], [1]), "a repeat in the old list takes the general path")
    }

    /// Lists without repeats, one the other with items left out (a search narrowing a list, and
    /// giving it back): linked in one ordered pass, into the diff Heckel's table gives; any other
    /// pair takes the table.
    func testAListWithItemsLeftOutIsLinkedInOnePassIntoTheSameDiff() {
        var generator = SeededGenerator("testAListWithItemsLeftOutIsLinkedInOnePassIntoTheSameDiff")
        for _ in 0..<2000 {
            let whole = Array((0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...60, using: &generator)))
            let part = whole.filter { _ in Bool.random(using: &generator) }
            for (old, new) in [(whole, part), (part, whole)] {
                XCTAssertNotNil(ListDiff.linkSubsequence(old, new), "\(old) → \(new)")
                XCTAssertEqual(ListDiff.betweenUnique(old, new), ListDiff.between(old, new), "\(old) → \(new)")
            }
            let shuffled = whole.shuffled(using: &generator)
            XCTAssertEqual(ListDiff.betweenUnique(whole, shuffled), ListDiff.between(whole, shuffled), "\(whole) → \(shuffled)")
        }
        XCTAssertNil(ListDiff.linkSubsequence([1, 2, 3], [2, 1]), "a move leaves nothing out")
        XCTAssertNil(ListDiff.linkSubsequence([1, 2], [1, 4]), "nor does a new item among as many")
    }

    /// Leaving some inserts out of a diff gives the diff to the new list without them.
    func testADiffLeavingInsertsOutIsTheDiffToTheListWithoutThem() {
        var generator = SeededGenerator("testADiffLeavingInsertsOutIsTheDiffToTheListWithoutThem")
        for _ in 0..<2000 {
            let old = Array((0..<40).shuffled(using: &generator).prefix(Int.random(in: 0...40, using: &generator)))
            let new = Array((0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...60, using: &generator)))
            let diff = ListDiff.between(old, new)
            let held = Set(diff.inserts.filter { _ in Bool.random(using: &generator) })
            let shown = new.indices.filter { !held.contains($0) }.map { new[$0] }
            XCTAssertEqual(diff.leavingOut(inserts: held), ListDiff.between(old, shown), "\(old) → \(new) without \(held)")
        }
    }

    func testTheSplicesAreAsFewAsTheLongestStableRunAllows() {
        let old = Array(0..<10)
        let new = [0, 1, 2, 9, 3, 4, 5, 6, 7, 8]
        let splices = ListDiff.between(old, new).splices(oldCount: 10, newCount: 10)
        XCTAssertEqual(splices.count, 2, "one removal of the 9 at the end, one insertion after the 2")
        XCTAssertEqual(old.applying(splices, from: new), new)
    }
}
