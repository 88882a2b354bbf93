// Diff benchmark, release build: ListDiff against Swift's CollectionDifference
// (`difference(from:).inferringMoves()`) and against the floor, a bare pass that builds a
// dictionary of each list; 1k, 10k and 100k items with 10% inserts, 10% deletes, 5% moves and
// 5% updates. Then the diff together with its splices applied to the list's real model (a
// `KeyList`, as every list update does), against replacing every key in
// one splice; and the splices of a typical live update. No display needed.
//
//   swift run -c release diff-benchmark
import BenchmarkSupport
import Foundation
import GtkKit
import ListDiff

struct Row: Diffable, Hashable {
    let id: Int
    let version: Int
    var diffIdentifier: Int { id }
}

/// `count` rows, and the same list after the mix of changes.
func lists(count: Int) -> ([Row], [Row]) {
    var generator = SystemRandomNumberGenerator()
    let old = (0..<count).map { Row(id: $0, version: 0) }
    var new = old
    for _ in 0..<count / 10 { new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
    for index in 0..<count / 10 { new.insert(Row(id: count + index, version: 0), at: Int.random(in: 0...new.count, using: &generator)) }
    for _ in 0..<count / 20 {
        let row = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        new.insert(row, at: Int.random(in: 0...new.count, using: &generator))
    }
    for _ in 0..<count / 20 {
        let index = Int.random(in: 0..<new.count, using: &generator)
        new[index] = Row(id: new[index].id, version: 1)
    }
    return (old, new)
}

/// The floor: a dictionary from identity to index for each list, and nothing else.
func floorPass(_ old: [Row], _ new: [Row]) {
    let a = Dictionary(old.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let b = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    precondition(a.count + b.count > 0)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%9.2f ms", seconds * 1000) }

print("List diff, release build (median of runs)")
print("  items      ListDiff   CollectionDifference     floor     vs CollectionDifference   vs floor")
for count in [1_000, 10_000, 100_000] {
    let (old, new) = lists(count: count)
    var result: ListDiff?
    let (ours, floor) = measure(runs: count == 100_000 ? 15 : 31, { result = ListDiff.between(old, new) }, against: { floorPass(old, new) })
    let standard = measure(runs: count == 100_000 ? 1 : 9) { _ = new.difference(from: old).inferringMoves() }
    precondition(old.applying(result!.splices(oldCount: old.count, newCount: new.count, rebindingUpdates: false), from: new) == new)
    print(
        String(
            format: "  %7d %@ %@ %@   %8.1fx faster            %5.2fx", count, milliseconds(ours), milliseconds(standard),
            milliseconds(floor), standard / ours, ours / floor))
}

// The diff and its splices into the list's model, against one splice replacing every key;
// each run starts from a model holding the old keys (filled outside the timing).
print("Diff + splices into the list's model, a KeyList (what a list update costs), against replacing every key in one splice")
print("  items   diff + splices   replace all   ratio   splices")
for count in [1_000, 10_000, 100_000] {
    let (old, new) = lists(count: count)
    let oldKeys = old.map { String($0.id) }
    func filled() -> KeyList {
        let model = KeyList()
        model.splice(at: 0, removing: 0, inserting: oldKeys)
        return model
    }
    var splices = 0
    let times = (0..<(count == 100_000 ? 5 : 15)).map { _ in
        let (diffed, replaced) = (filled(), filled())
        let ours = seconds {
            let keys = new.map { String($0.id) }
            let lowered = ListDiff.between(old, new).splices(oldCount: old.count, newCount: new.count)
            diffed.apply(lowered, keys: keys)
            splices = lowered.count
        }
        let replacing = seconds { replaced.splice(at: 0, removing: old.count, inserting: new.map { String($0.id) }) }
        precondition((0..<diffed.count).map(diffed.key(at:)) == new.map { String($0.id) })
        return (ours, replacing)
    }
    let (ours, replacing) = (median(times.map(\.0)), median(times.map(\.1)))
    print(String(format: "  %7d   %@   %@   %5.2fx   %d", count, milliseconds(ours), milliseconds(replacing), ours / replacing, splices))
}

// The same 100k mix when identities repeat (each twice), which takes the general path.
let (single, changed) = lists(count: 50_000)
let (repeatedOld, repeatedNew) = (single + single, changed + changed)
var repeated: ListDiff?
let (general, repeatedFloor) = measure(
    runs: 15, { repeated = ListDiff.between(repeatedOld, repeatedNew) },
    against: { floorPass(repeatedOld, repeatedNew) })
precondition(
    repeatedOld.applying(
        repeated!.splices(oldCount: repeatedOld.count, newCount: repeatedNew.count, rebindingUpdates: false),
        from: repeatedNew) == repeatedNew)
print(
    String(
        format: "  %7d %@ (identities repeated, the general path)                       %5.2fx",
        repeatedOld.count, milliseconds(general), general / repeatedFloor))

// A live update: 200 photographers, a background fetch adds 3 and changes the photo count of 5.
let before = (0..<200).map { Row(id: $0, version: 0) }
var after = before
for id in [17, 60, 61, 140, 199] { after[id] = Row(id: id, version: 1) }
for (offset, position) in [5, 90, 150].enumerated() { after.insert(Row(id: 1000 + offset, version: 0), at: position) }
let update = ListDiff.between(before, after)
let splices = update.splices(oldCount: before.count, newCount: after.count)
let touched = splices.reduce(0) { $0 + $1.removing + $1.inserting.count }
print("Live update of 200 rows (3 new, 5 changed): \(splices.count) splices touching \(touched) rows, \(update.updates.count) rows rebound in place;")
print("  replacing the whole list: 1 splice touching \(before.count + after.count) rows (every row rebuilt, selection and scroll lost)")

// Sections: 1,000 section objects of 100 rows (100k rows). 5% of the sections change: their
// object, and within each 10% of its rows deleted, 10% inserted and 10% updated; and 1% of
// the sections are deleted, 1% inserted and 1% moved. The two-level diff (objects, then the
// rows of the changed sections) with its flat splices, against a flat diff of the same rows
// keyed by (section, row), with its splices.
struct SectionObject: Diffable, Hashable {
    let id: Int
    var version = 0
    var diffIdentifier: Int { id }
}

struct FlatRow: Diffable, Hashable {
    struct Key: Hashable { let section: Int, row: Int }
    let section: Int
    let row: Row
    var diffIdentifier: Key { Key(section: section, row: row.id) }
}

func sectionedLists() -> ([ListSection<SectionObject, Row>], [ListSection<SectionObject, Row>]) {
    var generator = SystemRandomNumberGenerator()
    let old = (0..<1_000).map { id in ListSection(SectionObject(id: id), rows: (0..<100).map { Row(id: id * 1_000 + $0, version: 0) }) }
    var new = old
    for _ in 0..<10 { new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
    for index in 0..<10 {
        let id = 1_000 + index
        new.insert(
            ListSection(SectionObject(id: id), rows: (0..<100).map { Row(id: id * 1_000 + $0, version: 0) }),
            at: Int.random(in: 0...new.count, using: &generator))
    }
    for _ in 0..<10 {
        let section = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
    }
    for index in Array(new.indices).shuffled(using: &generator).prefix(50) {
        new[index].object.version += 1
        var rows = new[index].rows
        for _ in 0..<10 { rows.remove(at: Int.random(in: 0..<rows.count, using: &generator)) }
        for extra in 0..<10 {
            rows.insert(Row(id: new[index].object.id * 1_000 + 500 + extra, version: 0), at: Int.random(in: 0...rows.count, using: &generator))
        }
        for _ in 0..<10 {
            let row = Int.random(in: 0..<rows.count, using: &generator)
            rows[row] = Row(id: rows[row].id, version: 1)
        }
        new[index].rows = rows
    }
    return (old, new)
}

let (oldSections, newSections) = sectionedLists()
let flatOld = oldSections.flatMap { section in section.rows.map { FlatRow(section: section.object.id, row: $0) } }
let flatNew = newSections.flatMap { section in section.rows.map { FlatRow(section: section.object.id, row: $0) } }
var nestedSplices: [Splice] = []
var flatSplices: [Splice] = []
let (nested, flatTime) = measure(
    runs: 15,
    {
        nestedSplices = SectionedDiff.between(oldSections, newSections).flat.splices(oldCount: flatOld.count, newCount: flatNew.count)
    },
    against: {
        flatSplices = ListDiff.between(flatOld, flatNew).splices(oldCount: flatOld.count, newCount: flatNew.count)
    })
precondition(flatOld.applying(nestedSplices, from: flatNew).map(\.diffIdentifier) == flatNew.map(\.diffIdentifier))
print("Sections: 1,000 × 100 rows, 5% of the sections changed (10% of their rows each way), 1% inserted, deleted and moved")
print("  two-level diff + splices   flat diff + splices of the same rows   ratio   splices (two-level / flat)")
print(
    String(
        format: "  %@               %@                             %5.2fx   %d / %d", milliseconds(nested), milliseconds(flatTime),
        nested / flatTime, nestedSplices.count, flatSplices.count))
