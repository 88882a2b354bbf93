/// An item a list can diff: an identity that follows it through changes, and content that
/// can be compared, after IGListKit's `ListDiffable`.
public protocol Diffable {
    /// What `diffIdentifier` answers: equal for the same item in two lists, different for
    /// different items. Repeats in one list are paired in order (`Deduplicated` removes them).
    associatedtype Identifier: Hashable
    /// The same for the same item in the old and the new list.
    var diffIdentifier: Identifier { get }
    /// Whether the item shows the same as `other` (same identity assumed).
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
    public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Int: Diffable {
    public var diffIdentifier: Int { self }
}

extension String: Diffable {
    public var diffIdentifier: String { self }
}
