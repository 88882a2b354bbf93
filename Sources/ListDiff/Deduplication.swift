/// Items whose identity appeared before in the same list: kept out so a list never holds two
/// rows for one item (the first one stays).
public struct Deduplicated<Item: Diffable> {
    public let items: [Item]
    public let duplicates: [Item]

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
