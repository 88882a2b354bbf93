/// One section of a list in sections, after IGListKit: a section object (an identity and
/// content) and the rows it shows (its view models, unique within the section).
public struct ListSection<Object: Diffable, Row: Diffable> {
    /// The section object, diffed against the old sections' by identity and content.
    public var object: Object
    /// The rows the section shows, in order.
    public var rows: [Row]
    /// Whether the rows may differ from the ones shown before though the object did not change
    /// (its section controller's own state did, such as an expansion).
    public var rowsChanged: Bool

    /// A section of `object` showing `rows`; `rowsChanged` has its rows diffed though the
    /// object did not change.
    public init(_ object: Object, rows: [Row], rowsChanged: Bool = false) {
        self.object = object
        self.rows = rows
        self.rowsChanged = rowsChanged
    }
}

/// What changed between two lists in sections, at both levels, as IGListKit updates them: the
/// section objects are diffed first (inserted, deleted, moved, changed), then the rows of each
/// section whose object changed, whose rows were said to change, or whose number of rows
/// changed; any other section keeps its rows as they were, unread. Both levels are then lowered to one diff of the flat list of
/// every section's rows, in order (what a list view shows), for its fewest splices.
public struct SectionedDiff: Sendable {
    /// Between the section objects.
    public let sections: ListDiff
    /// For each new section diffed at the row level, by its index: the diff of its rows.
    public let rows: [Int: ListDiff]
    /// The same changes on the flat list of rows.
    public let flat: ListDiff

    @usableFromInline
    init(sections: ListDiff, rows: [Int: ListDiff], flat: ListDiff) {
        self.sections = sections
        self.rows = rows
        self.flat = flat
    }

    /// The changes from `old` to `new`: between the section objects, within the sections that
    /// need their rows diffed, and on the flat list of rows. Inlinable, so a list's rows are
    /// diffed with their own types, not through generic witnesses.
    @inlinable
    public static func between<Object, Row>(_ old: [ListSection<Object, Row>], _ new: [ListSection<Object, Row>]) -> SectionedDiff {
        let sections = ListDiff.between(old.map(\.object), new.map(\.object))
        let oldStart = starts(of: old)
        let newStart = starts(of: new)
        let changed = Set(sections.updates)
        var newToOld = [Int](repeating: -1, count: newStart.last ?? 0)
        var updates: [Int] = []
        var rows: [Int: ListDiff] = [:]
        for (newIndex, oldIndex) in sections.newToOld.enumerated() where oldIndex >= 0 {
            let (before, after) = (old[oldIndex], new[newIndex])
            let (oldBase, newBase) = (oldStart[oldIndex], newStart[newIndex])
            guard changed.contains(oldIndex) || after.rowsChanged || before.rows.count != after.rows.count else {
                for offset in after.rows.indices { newToOld[newBase + offset] = oldBase + offset }
                continue
            }
            let diff = ListDiff.betweenUnique(before.rows, after.rows) // a section's rows are unique
            rows[newIndex] = diff
            for (offset, oldOffset) in diff.newToOld.enumerated() where oldOffset >= 0 {
                newToOld[newBase + offset] = oldBase + oldOffset
            }
            updates += diff.updates.map { oldBase + $0 }
        }
        return SectionedDiff(
            sections: sections, rows: rows,
            flat: ListDiff(oldCount: oldStart.last ?? 0, newToOld: newToOld, updates: updates.sorted()))
    }

    /// Where each section's rows begin in the flat list, and (last) the flat list's length.
    @inlinable
    static func starts<Object, Row>(of sections: [ListSection<Object, Row>]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for section in sections { starts.append(starts.last! + section.rows.count) }
        return starts
    }
}
