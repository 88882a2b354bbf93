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
    /// For each new index, the old index of the same item, or -1 for an insert.
    @usableFromInline let newToOld: [Int]

    /// Every item found in both lists, as (old index, new index), in new order.
    public var matches: [Move] {
        newToOld.enumerated().compactMap { $0.element >= 0 ? Move(from: $0.element, to: $0.offset) : nil }
    }

    @usableFromInline
    init(deletes: [Int], inserts: [Int], updates: [Int], moves: [Move], newToOld: [Int]) {
        self.deletes = deletes
        self.inserts = inserts
        self.updates = updates
        self.moves = moves
        self.newToOld = newToOld
    }

    public var hasChanges: Bool { !deletes.isEmpty || !inserts.isEmpty || !updates.isEmpty || !moves.isEmpty }

    /// Heckel's algorithm in linear expected time: a symbol table keyed by identity, then one
    /// pass each to link items, find deletes and inserts, and find updates and moves.
    /// Repeated identities pair up in order (the first old with the first new, and so on), as
    /// IGListKit's stack of old indexes does. The table is flat arrays indexed by entry, so
    /// each item costs one hash access; inlinable, so it is specialized for the caller's types.
    @inlinable
    public static func between<Item: Diffable>(_ old: [Item], _ new: [Item]) -> ListDiff {
        var table = SymbolTable<Item.Identifier>(capacity: max(old.count, new.count))
        var newEntry = [Int](repeating: 0, count: new.count)
        for index in new.indices {
            let entry = table.intern(new[index].diffIdentifier)
            table.newCount[entry] += 1
            newEntry[index] = entry
        }
        var repeatsInOld = false
        var oldEntry = [Int](repeating: 0, count: old.count)
        for index in old.indices {
            let entry = table.intern(old[index].diffIdentifier)
            table.oldCount[entry] += 1
            if table.oldCount[entry] == 1 { table.firstOld[entry] = index } else { repeatsInOld = true }
            oldEntry[index] = entry
        }
        let oldCount = table.oldCount, firstOld = table.firstOld
        let newToOld = repeatsInOld
            ? linkRepeating(oldEntry: oldEntry, newEntry: newEntry, oldCount: oldCount)
            : linkUnique(newEntry: newEntry, firstOld: firstOld)
        var oldToNew = oldEntry
        for index in oldToNew.indices { oldToNew[index] = -1 }
        for (index, oldIndex) in newToOld.enumerated() where oldIndex >= 0 { oldToNew[oldIndex] = index }

        var deletes: [Int] = [], deleteOffsets = oldToNew, running = 0
        for index in old.indices {
            if oldToNew[index] < 0 { deletes.append(index) }
            deleteOffsets[index] = running
            if oldToNew[index] < 0 { running += 1 }
        }
        var inserts: [Int] = [], updates: [Int] = [], moves: [Move] = []
        running = 0
        for index in new.indices {
            let oldIndex = newToOld[index]
            guard oldIndex >= 0 else {
                inserts.append(index)
                running += 1
                continue
            }
            if !new[index].isContentEqual(to: old[oldIndex]) { updates.append(oldIndex) }
            if oldIndex - deleteOffsets[oldIndex] + running != index {
                moves.append(Move(from: oldIndex, to: index))
            }
        }
        return ListDiff(deletes: deletes, inserts: inserts, updates: updates.sorted(), moves: moves, newToOld: newToOld)
    }

    /// Links when no identity repeats in the old list: each entry's one old index goes to the
    /// entry's first new occurrence.
    @inlinable
    static func linkUnique(newEntry: [Int], firstOld: [Int]) -> [Int] {
        var available = firstOld
        var newToOld = newEntry
        for index in newToOld.indices {
            let entry = newToOld[index]
            newToOld[index] = available[entry]
            available[entry] = -1
        }
        return newToOld
    }

    /// Links when identities repeat: each entry's old indexes, in increasing order, pair with
    /// its new occurrences in order (what IGListKit's stack of old indexes does).
    @inlinable
    static func linkRepeating(oldEntry: [Int], newEntry: [Int], oldCount: [Int]) -> [Int] {
        var start = [Int](repeating: 0, count: oldCount.count)
        var total = 0
        for entry in oldCount.indices {
            start[entry] = total
            total += oldCount[entry]
        }
        var cursor = [Int](repeating: 0, count: oldCount.count)
        var oldSlots = [Int](repeating: 0, count: oldEntry.count)
        for (index, entry) in oldEntry.enumerated() {
            oldSlots[start[entry] + cursor[entry]] = index
            cursor[entry] += 1
        }
        for index in cursor.indices { cursor[index] = 0 }
        var newToOld = newEntry
        for index in newToOld.indices {
            let entry = newToOld[index]
            if cursor[entry] < oldCount[entry] {
                newToOld[index] = oldSlots[start[entry] + cursor[entry]]
                cursor[entry] += 1
            } else {
                newToOld[index] = -1
            }
        }
        return newToOld
    }
}

/// Heckel's symbol table: an entry per identity, numbered in order of first sight, with how
/// often it occurs in each list and its first old index (-1 for none).
@usableFromInline
struct SymbolTable<Identifier: Hashable> {
    @usableFromInline var entries: [Identifier: Int]
    @usableFromInline var oldCount: [Int] = []
    @usableFromInline var newCount: [Int] = []
    @usableFromInline var firstOld: [Int] = []

    @inlinable
    init(capacity: Int) {
        entries = Dictionary(minimumCapacity: capacity)
        oldCount.reserveCapacity(capacity)
        newCount.reserveCapacity(capacity)
        firstOld.reserveCapacity(capacity)
    }

    /// The entry of `identifier`, made on first sight; one hash access either way.
    @inlinable
    mutating func intern(_ identifier: Identifier) -> Int {
        let next = oldCount.count
        let entry = Self.read(&entries[identifier, default: next])
        if entry == next {
            oldCount.append(0)
            newCount.append(0)
            firstOld.append(-1)
        }
        return entry
    }

    /// Reads a slot through the dictionary's `modify` accessor, which inserts the default.
    @inlinable
    static func read(_ slot: inout Int) -> Int { slot }
}
