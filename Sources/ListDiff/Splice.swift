/// One replacement in a list: remove `removing` items at `position`, then insert `inserting`
/// new-list indexes there. What `g_list_store_splice` does.
public struct Splice: Equatable, Sendable, CustomStringConvertible {
    /// Where the splice applies: an index in the list as the splices before it left it.
    public let position: Int
    /// How many items to remove at `position`.
    public let removing: Int
    /// Indexes into the new list of the items to insert, in order.
    public let inserting: Range<Int>

    /// A splice removing `removing` items at `position` and inserting there the new list's
    /// items at `inserting`.
    public init(position: Int, removing: Int, inserting: Range<Int>) {
        self.position = position
        self.removing = removing
        self.inserting = inserting
    }

    public var description: String { "splice(at: \(position), remove: \(removing), insert: \(inserting))" }
}

extension ListDiff {
    /// The fewest contiguous splices that turn the old list into the new one, for list models
    /// that only know splices: the longest run of matched items already in order stays, every
    /// other item is removed or inserted around them. With `rebindingUpdates` (a model that
    /// refreshes changed rows in place) updated items stay too; otherwise they are replaced.
    /// Apply the splices in order.
    public func splices(oldCount: Int, newCount: Int, rebindingUpdates: Bool = true) -> [Splice] {
        let candidates = rebindingUpdates ? matches : matches.filter { [updated = Set(updates)] in !updated.contains($0.from) }
        let kept = ListDiff.longestIncreasingRun(candidates)
        var splices: [Splice] = []
        var previous = Move(from: -1, to: -1)
        for anchor in kept + [Move(from: oldCount, to: newCount)] {
            let removing = anchor.from - previous.from - 1
            let inserting = (previous.to + 1)..<anchor.to
            if removing > 0 || !inserting.isEmpty {
                splices.append(Splice(position: previous.to + 1, removing: removing, inserting: inserting))
            }
            previous = anchor
        }
        return splices
    }

    /// The longest subsequence of `pairs` (in new order) whose old indexes increase, by
    /// patience sorting in O(n log n).
    static func longestIncreasingRun(_ pairs: [Move]) -> [Move] {
        var tails: [Int] = []
        var predecessor = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].from < pair.from { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Move] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(pairs[cursor])
            cursor = predecessor[cursor]
        }
        return run.reversed()
    }
}

extension Array {
    /// This list after `splices` taken from `source` (the new list).
    public func applying(_ splices: [Splice], from source: [Element]) -> [Element] {
        var result = self
        for splice in splices {
            result.replaceSubrange(splice.position..<splice.position + splice.removing, with: source[splice.inserting])
        }
        return result
    }
}
