import ListDiff

extension Diffable where Identifier: LosslessStringConvertible {
    /// The key of the item's row in the list's string model.
    var rowKey: String { diffIdentifier.description }
}

extension Array where Element: Diffable, Element.Identifier: LosslessStringConvertible {
    /// The rows' keys, in order. Not isolated, so the map's closure is not: a closure made in a
    /// main-actor type checks which thread it runs on each time it is called, once a row in a
    /// list of 50,000 rows.
    var rowKeys: [String] { map { $0.rowKey } }
}
