import ListDiff
import TestFixtures
import XCTest

/// The two-level diff: section objects first, then the rows of the sections that changed,
/// lowered to the flat list of rows; checked against rebuilding the flat list from scratch.
final class SectionedDiffTests: XCTestCase {
    /// A section object: an identity and a version standing for its content.
    private struct Object: Diffable, Equatable {
        let id: Int
        var version = 0
        var diffIdentifier: Int { id }
    }

    private struct Row: Diffable, Equatable {
        let id: Int
        var text = ""
        var diffIdentifier: Int { id }
    }

    private typealias Section = ListSection<Object, Row>

    /// A row of the flat list: which section it is in, and itself.
    private struct FlatRow: Equatable {
        let section: Int
        let row: Row
    }

    private func flat(_ sections: [Section]) -> [FlatRow] {
        sections.flatMap { section in section.rows.map { FlatRow(section: section.object.id, row: $0) } }
    }

    private func section(_ id: Int, version: Int = 0, rows: [Int], rowsChanged: Bool = false) -> Section {
        Section(Object(id: id, version: version), rows: rows.map { Row(id: $0) }, rowsChanged: rowsChanged)
    }

    private func assertRebuilds(
        _ old: [Section], _ new: [Section], _ diff: SectionedDiff,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (before, after) = (flat(old), flat(new))
        let splices = diff.flat.splices(oldCount: before.count, newCount: after.count, rebindingUpdates: false)
        XCTAssertEqual(before.applying(splices, from: after), after, file: file, line: line)
        XCTAssertTrue(
            diff.flat.matches.allSatisfy { before[$0.from].section == after[$0.to].section && before[$0.from].row.id == after[$0.to].row.id },
            "a row is matched only with itself, in its own section", file: file, line: line)
    }

    func testASectionThatMovesWithItsRowsChangedMovesAndDiffsItsRows() {
        let old = [section(1, rows: [10, 11]), section(2, rows: [20, 21, 22]), section(3, rows: [30])]
        var moved = section(2, version: 1, rows: [22, 20, 23])
        moved.rows[1].text = "changed"
        let new = [moved, section(1, rows: [10, 11]), section(3, rows: [30])]
        let diff = SectionedDiff.between(old, new)
        XCTAssertEqual(diff.sections.moves, [ListDiff.Move(from: 1, to: 0), ListDiff.Move(from: 0, to: 1)], "a swap, as IGListKit counts it")
        XCTAssertEqual(diff.sections.updates, [1], "the section's object changed")
        XCTAssertEqual(Array(diff.rows.keys), [0], "only the changed section's rows are diffed")
        XCTAssertEqual(diff.rows[0]?.deletes, [1], "21 went")
        XCTAssertEqual(diff.rows[0]?.inserts, [2], "23 came")
        XCTAssertEqual(diff.rows[0]?.updates, [0], "20 changed")
        XCTAssertEqual(diff.flat.deletes, [3], "21 in the flat list")
        XCTAssertEqual(diff.flat.inserts, [2])
        XCTAssertEqual(diff.flat.updates, [2], "20 in the flat list")
        assertRebuilds(old, new, diff)
    }

    func testASectionThatMovesUnchangedKeepsItsRowsUnread() {
        let old = [section(1, rows: [10, 11]), section(2, rows: [20, 21])]
        let new = [section(2, rows: [20, 21]), section(1, rows: [10, 11])]
        let diff = SectionedDiff.between(old, new)
        XCTAssertTrue(diff.rows.isEmpty)
        XCTAssertEqual(diff.flat.updates, [])
        XCTAssertEqual(diff.flat.splices(oldCount: 4, newCount: 4).count, 2, "the other section's two rows leave and come back in one splice each")
        assertRebuilds(old, new, diff)
    }

    func testAnUnchangedObjectWhoseRowsChangedIsDiffedWhenItSaysSo() {
        let old = [section(1, rows: [10]), section(2, rows: [20, 21])]
        var new = [section(1, rows: [10, 12], rowsChanged: true), section(2, rows: [21, 20], rowsChanged: true)]
        new[1].rows[0].text = "changed"
        let diff = SectionedDiff.between(old, new)
        XCTAssertEqual(diff.flat.inserts, [1], "the expansion's row")
        XCTAssertEqual(diff.flat.updates, [2], "21, which changed")
        assertRebuilds(old, new, diff)
    }

    func testInsertedAndDeletedSectionsTakeTheirRows() {
        let old = [section(1, rows: [10, 11]), section(2, rows: [20])]
        let new = [section(3, rows: [30, 31]), section(2, rows: [20])]
        let diff = SectionedDiff.between(old, new)
        XCTAssertEqual(diff.flat.deletes, [0, 1])
        XCTAssertEqual(diff.flat.inserts, [0, 1])
        XCTAssertEqual(diff.flat.splices(oldCount: 3, newCount: 3), [Splice(position: 0, removing: 2, inserting: 0..<2)])
        assertRebuilds(old, new, diff)
    }

    /// Thousands of random lists of sections: sections inserted, deleted, moved and changed,
    /// rows inserted, deleted, moved and changed within them. The flat splices always rebuild
    /// the new flat list, the flat updates are exactly the rows of diffed sections whose
    /// content changed, and when every section is diffed the result links as a flat diff of
    /// the same rows does.
    func testRandomSectionsAlwaysLowerToTheNewFlatList() {
        var generator = SeededGenerator("testRandomSectionsAlwaysLowerToTheNewFlatList")
        for _ in 0..<3000 {
            let old = (0..<Int.random(in: 0...8, using: &generator)).map { id in
                Section(Object(id: id), rows: (0..<Int.random(in: 0...6, using: &generator)).map { Row(id: id * 100 + $0) })
            }.shuffled(using: &generator)
            var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }
            new += (8..<Int.random(in: 8...11, using: &generator)).map { id in
                Section(Object(id: id), rows: (0..<Int.random(in: 0...6, using: &generator)).map { Row(id: id * 100 + $0) })
            }
            new.shuffle(using: &generator)
            for index in new.indices where Bool.random(using: &generator) {
                new[index].object.version += Int.random(in: 0...1, using: &generator)
                new[index].rowsChanged = Bool.random(using: &generator)
                guard new[index].object.version > 0 || new[index].rowsChanged else { continue }
                var rows = new[index].rows.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }.shuffled(using: &generator)
                rows += (50..<Int.random(in: 50...53, using: &generator)).map { Row(id: new[index].object.id * 100 + $0) }
                for row in rows.indices where Int.random(in: 0..<3, using: &generator) == 0 { rows[row].text = "changed" }
                new[index].rows = rows.shuffled(using: &generator)
            }
            let diff = SectionedDiff.between(old, new)
            assertRebuilds(old, new, diff)
            let (before, after) = (flat(old), flat(new))
            let changed = Set(diff.flat.matches.filter { before[$0.from].row != after[$0.to].row }.map(\.from))
            XCTAssertEqual(Set(diff.flat.updates), changed, "\(old) → \(new)")

            let everySectionDiffed = new.map { ListSection($0.object, rows: $0.rows, rowsChanged: true) }
            let keyed = { (rows: [FlatRow]) in rows.map { KeyedRow(key: "\($0.section)/\($0.row.id)", text: $0.row.text) } }
            XCTAssertEqual(
                SectionedDiff.between(old, everySectionDiffed).flat.matches,
                ListDiff.between(keyed(before), keyed(after)).matches, "\(old) → \(new)")
        }
    }

    private struct KeyedRow: Diffable, Equatable {
        let key: String
        let text: String
        var diffIdentifier: String { key }
    }
}
