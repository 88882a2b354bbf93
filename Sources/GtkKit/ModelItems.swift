/// The items in a list's model, in order, as `ListAdapter` keeps them. Those a long insertion
/// adds a step at a time are kept apart, each with its place, in order, and merged in one pass
/// when every item is next read: one pass over the list a turn, not one for every step.
struct ModelItems<Item> {
    /// The items, but for those `inserted`.
    private var settled: [Item] = []
    /// Items given to the model a step at a time since `settled` was brought up to date, each
    /// with its place there, in the order of their places.
    private var inserted: [(place: Int, item: Item)] = []

    /// Every item, in order, those inserted merged in.
    mutating func all() -> [Item] {
        guard !inserted.isEmpty else { return settled }
        var merged: [Item] = []
        merged.reserveCapacity(settled.count + inserted.count)
        var next = settled.startIndex
        for newcomer in inserted {
            let before = newcomer.place - merged.count
            merged += settled[next..<next + before]
            next += before
            merged.append(newcomer.item)
        }
        merged += settled[next...]
        settled = merged
        inserted = []
        return settled
    }

    /// The model holds `items` now.
    mutating func replace(with items: [Item]) {
        settled = items
        inserted = []
    }

    /// The model took `step`'s items at their places (after those inserted before).
    mutating func insert(_ step: ArraySlice<(place: Int, item: Item)>) {
        inserted += step
    }

    /// The item at `position` in the model: among those inserted (found by their places), or
    /// in `settled` at the position less the inserted ones before it.
    func item(at position: Int) -> Item? {
        var (low, high) = (0, inserted.count)
        while low < high {
            let middle = (low + high) / 2
            if inserted[middle].place < position { low = middle + 1 } else { high = middle }
        }
        if low < inserted.count, inserted[low].place == position { return inserted[low].item }
        return settled.indices.contains(position - low) ? settled[position - low] : nil
    }
}
