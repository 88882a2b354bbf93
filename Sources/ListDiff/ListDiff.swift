/// What changed between two lists: the indexes to delete (old), insert (new), update (old,
/// same identity with other content) and move (old → new), after IGListKit's `IGListDiff`.
public struct ListDiff: Equatable, Sendable {
    /// An item in both lists: its index in the old list and in the new one.
    public struct Move: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The item's index in the old list.
        public let from: Int
        /// The item's index in the new list.
        public let to: Int
        /// The item at old index `from` and new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
        public var description: String { "\(from)→\(to)" }
    }

    /// The old indexes of the items not in the new list, in increasing order.
    public let deletes: [Int]
    /// The new indexes of the items not in the old list, in increasing order.
    public let inserts: [Int]
    /// The old indexes of the items in both lists whose content changed (`isContentEqual(to:)`
    /// false), in increasing order.
    public let updates: [Int]
    /// The items in both lists whose shift the deletes and inserts before them do not account
    /// for, in new order.
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

    /// The diff to the new list without the items it inserts at `held` (new indexes, each an
    /// insert): the same links, updates and moves, the new indexes closed up. A list that shows
    /// a long insertion a step at a time takes its first step by it, without diffing again.
    public func leavingOut(inserts held: Set<Int>) -> ListDiff {
        let kept = newToOld.indices.filter { newToOld[$0] >= 0 || !held.contains($0) }.map { newToOld[$0] }
        return ListDiff(oldCount: deletes.count + newToOld.count - inserts.count, newToOld: kept, updates: updates)
    }

    /// Whether anything was deleted, inserted, updated or moved.
    public var hasChanges: Bool { !deletes.isEmpty || !inserts.isEmpty || !updates.isEmpty || !moves.isEmpty }

    /// Heckel's algorithm in linear expected time: a symbol table keyed by identity links
    /// each new item to an old one, then one pass finds deletes and one finds inserts, updates
    /// and moves. Repeated identities pair up in order (the first old with the first new, and
    /// so on), as IGListKit's stack of old indexes does. Inlinable, so it is specialized for
    /// the caller's types.
    @inlinable
    public static func between<Item: Diffable>(_ old: [Item], _ new: [Item]) -> ListDiff {
        ListDiff(old: old, new: new, newToOld: linkUnique(old, new) ?? linkRepeating(old, new))
    }

    /// The changes between two lists in neither of which an identity repeats (deduplicated, as
    /// a list view's rows are): the diff `between(_:_:)` gives. A new list that is the old one
    /// with items left out (a search narrowing it) or with items added (the search given back)
    /// is linked in one pass comparing identities in order, none hashed.
    @inlinable
    public static func betweenUnique<Item: Diffable>(_ old: [Item], _ new: [Item]) -> ListDiff {
        ListDiff(old: old, new: new, newToOld: linkSubsequence(old, new) ?? linkUnique(old, new) ?? linkRepeating(old, new))
    }

    /// Links two lists when the shorter is the longer with items left out, in one pass: each
    /// item of the shorter to the next item of the longer with its identity (the only one, where
    /// identities do not repeat). Nil when it is not.
    @inlinable
    static func linkSubsequence<Item: Diffable>(_ old: [Item], _ new: [Item]) -> [Int]? {
        let narrowing = new.count <= old.count
        let (shorter, longer) = narrowing ? (new, old) : (old, new)
        var newToOld = [Int](repeating: -1, count: new.count)
        var next = 0
        for index in shorter.indices {
            let identity = shorter[index].diffIdentifier
            while next < longer.count, longer[next].diffIdentifier != identity { next += 1 }
            guard next < longer.count else { return nil }
            if narrowing { newToOld[index] = next } else { newToOld[next] = index }
            next += 1
        }
        return newToOld
    }

    /// The changes, given which old index each new item links to: an old item no new item
    /// links to is deleted, and a linked item moves when deletes and inserts before it do not
    /// account for its shift.
    @inlinable
    init<Item: Diffable>(old: [Item], new: [Item], newToOld: [Int]) {
        var updates: [Int] = []
        for index in new.indices where newToOld[index] >= 0 && !new[index].isContentEqual(to: old[newToOld[index]]) {
            updates.append(newToOld[index])
        }
        self.init(oldCount: old.count, newToOld: newToOld, updates: updates.sorted())
    }

    /// The changes, given which old index each new item links to and which linked old items
    /// changed content (in increasing order).
    @inlinable
    init(oldCount: Int, newToOld: [Int], updates: [Int]) {
        // For each kept old item, how many deletes come before it; -1 for a deleted one.
        var deletesBefore = [Int](repeating: -1, count: oldCount)
        for oldIndex in newToOld where oldIndex >= 0 { deletesBefore[oldIndex] = 0 }
        var deletes: [Int] = []
        var running = 0
        for index in deletesBefore.indices {
            if deletesBefore[index] < 0 {
                deletes.append(index)
                running += 1
            } else {
                deletesBefore[index] = running
            }
        }
        var inserts: [Int] = []
        var moves: [Move] = []
        running = 0
        for index in newToOld.indices {
            let oldIndex = newToOld[index]
            guard oldIndex >= 0 else {
                inserts.append(index)
                running += 1
                continue
            }
            if oldIndex - deletesBefore[oldIndex] + running != index {
                moves.append(Move(from: oldIndex, to: index))
            }
        }
        self.init(deletes: deletes, inserts: inserts, updates: updates, moves: moves, newToOld: newToOld)
    }

    /// Links when no identity repeats in the old list, the common case: a table from identity
    /// to old index, each index taken by the first new item with that identity. One hash
    /// access per item. Nil as soon as an old identity repeats.
    @inlinable
    static func linkUnique<Item: Diffable>(_ old: [Item], _ new: [Item]) -> [Int]? {
        var table = [Item.Identifier: Int](minimumCapacity: old.count)
        for index in old.indices where table.updateValue(index, forKey: old[index].diffIdentifier) != nil {
            return nil
        }
        var newToOld = [Int](repeating: -1, count: new.count)
        for index in new.indices {
            guard let slot = table.index(forKey: new[index].diffIdentifier) else { continue }
            newToOld[index] = table.values[slot]
            table.values[slot] = -1
        }
        return newToOld
    }

    /// Links when identities may repeat: each identity's old indexes, in increasing order,
    /// pair with its new occurrences in order (what IGListKit's stack of old indexes does).
    @inlinable
    static func linkRepeating<Item: Diffable>(_ old: [Item], _ new: [Item]) -> [Int] {
        // Number each old identity on first sight, and count its occurrences.
        var entries = [Item.Identifier: Int](minimumCapacity: old.count)
        var occurrences: [Int] = []
        let oldEntry = old.map { item -> Int in
            let entry = Self.intern(&entries[item.diffIdentifier, default: occurrences.count])
            if entry == occurrences.count { occurrences.append(0) }
            occurrences[entry] += 1
            return entry
        }
        // Each entry's old indexes, in order, in one flat array.
        var start = [Int](repeating: 0, count: occurrences.count + 1)
        for entry in occurrences.indices { start[entry + 1] = start[entry] + occurrences[entry] }
        var taken = [Int](repeating: 0, count: occurrences.count)
        var oldSlots = [Int](repeating: 0, count: old.count)
        for (index, entry) in oldEntry.enumerated() {
            oldSlots[start[entry] + taken[entry]] = index
            taken[entry] += 1
        }
        for entry in taken.indices { taken[entry] = 0 }
        return new.map { item -> Int in
            guard let entry = entries[item.diffIdentifier], taken[entry] < occurrences[entry] else { return -1 }
            taken[entry] += 1
            return oldSlots[start[entry] + taken[entry] - 1]
        }
    }

    /// Reads a dictionary slot through its `modify` accessor, which inserts the default: one
    /// hash access to find or make an entry.
    @inlinable
    static func intern(_ slot: inout Int) -> Int { slot }
}
