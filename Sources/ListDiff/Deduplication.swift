/// Items whose identity appeared before in the same list: kept out so a list never holds two
/// rows for one item (the first one stays).
public struct Deduplicated<Item: Diffable> {
    /// The items in order, each identity once: its first occurrence.
    public let items: [Item]
    /// The items left out, in order: each a later occurrence of an identity already in `items`.
    public let duplicates: [Item]

    /// Splits `items` into the first occurrence of each identity and the repeats.
    public init(_ items: [Item]) {
        var seen = Set<Item.Identifier>()
        var unique: [Item] = []
        var repeated: [Item] = []
        for item in items {
            if seen.insert(item.diffIdentifier).inserted { unique.append(item) } else { repeated.append(item) }
        }
        self.items = unique
        duplicates = repeated
    }
}
