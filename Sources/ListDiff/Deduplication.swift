/// Items whose identity appeared before in the same list: kept out so a list never holds two
/// rows for one item (the first one stays).
public struct Deduplicated<Item: Diffable> {
    /// The items in order, each identity once: its first occurrence.
    public let items: [Item]
    /// The items left out, in order: each a later occurrence of an identity already in `items`.
    public let duplicates: [Item]

    /// Splits `items` into the first occurrence of each identity and the repeats. Inlinable, so
    /// a list of tens of thousands is checked with its own types, not through generic witnesses;
    /// a list without repeats (the usual one) is kept as it is, not copied.
    @inlinable
    public init(_ items: [Item]) {
        var seen = Set<Item.Identifier>(minimumCapacity: items.count)
        guard !items.allSatisfy({ seen.insert($0.diffIdentifier).inserted }) else {
            self.items = items
            duplicates = []
            return
        }
        seen.removeAll(keepingCapacity: true)
        var unique: [Item] = []
        var repeated: [Item] = []
        for item in items {
            if seen.insert(item.diffIdentifier).inserted { unique.append(item) } else { repeated.append(item) }
        }
        self.items = unique
        duplicates = repeated
    }
}
