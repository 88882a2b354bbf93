/// What changed between two lists: the indexes to delete (old), insert (new), update (old,
/// same identity with other content) and move (old → new), after IGListKit's `IGListDiff`.
public struct ListDiff: Equatable, Sendable {
    public struct Move: Equatable, Hashable, Sendable, CustomStringConvertible {
        public let from: Int
        public let to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
        public var description: String { "\(from)→\(to)" }
    }

    public let deletes: [Int]
    public let inserts: [Int]
    public let updates: [Int]
    public let moves: [Move]
    /// Every item found in both lists, as (old index, new index), in new order.
    public let matches: [Move]

    public var hasChanges: Bool { !deletes.isEmpty || !inserts.isEmpty || !updates.isEmpty || !moves.isEmpty }

    /// Heckel's algorithm in linear expected time: a symbol table keyed by identity, then one
    /// pass each to link items, find deletes and inserts, and find updates and moves.
    /// Repeated identities pair up in order (the first old with the first new, and so on).
    public static func between<Item: Diffable>(_ old: [Item], _ new: [Item]) -> ListDiff {
        var table: [Item.Identifier: Entry] = Dictionary(minimumCapacity: new.count)
        func entry(_ item: Item) -> Entry {
            if let found = table[item.diffIdentifier] { return found }
            let created = Entry()
            table[item.diffIdentifier] = created
            return created
        }

        let newEntries = new.map { item -> Entry in
            let found = entry(item)
            found.newCount += 1
            found.oldIndexes.append(nil)
            return found
        }
        var oldEntries = [Entry?](repeating: nil, count: old.count)
        for index in old.indices.reversed() {
            let found = entry(old[index])
            found.oldCount += 1
            found.oldIndexes.append(index)
            oldEntries[index] = found
        }

        var newToOld = [Int?](repeating: nil, count: new.count)
        var oldToNew = [Int?](repeating: nil, count: old.count)
        for (index, found) in newEntries.enumerated() {
            guard let candidate = found.oldIndexes.popLast(), let oldIndex = candidate, found.oldCount > 0 else { continue }
            if !new[index].isContentEqual(to: old[oldIndex]) { found.updated = true }
            newToOld[index] = oldIndex
            oldToNew[oldIndex] = index
        }

        var deletes: [Int] = [], deleteOffsets = [Int](repeating: 0, count: old.count), running = 0
        for index in old.indices {
            deleteOffsets[index] = running
            if oldToNew[index] == nil {
                deletes.append(index)
                running += 1
            }
        }
        var inserts: [Int] = [], insertOffsets = [Int](repeating: 0, count: new.count)
        running = 0
        for index in new.indices {
            insertOffsets[index] = running
            if newToOld[index] == nil {
                inserts.append(index)
                running += 1
            }
        }

        var updates: [Int] = [], moves: [Move] = [], matches: [Move] = []
        for (index, oldIndex) in newToOld.enumerated() {
            guard let oldIndex else { continue }
            matches.append(Move(from: oldIndex, to: index))
            if newEntries[index].updated, !old[oldIndex].isContentEqual(to: new[index]) { updates.append(oldIndex) }
            if oldIndex - deleteOffsets[oldIndex] + insertOffsets[index] != index {
                moves.append(Move(from: oldIndex, to: index))
            }
        }
        return ListDiff(deletes: deletes, inserts: inserts, updates: updates.sorted(), moves: moves, matches: matches)
    }
}

/// One identity's line in the symbol table.
private final class Entry {
    var oldCount = 0
    var newCount = 0
    /// Old indexes still to pair, smallest on top; nil entries stand for "none".
    var oldIndexes: [Int?] = []
    var updated = false
}
