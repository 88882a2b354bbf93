/// What one write did to the stored photos, by id: the photos new to the store, the ones whose
/// fields changed, and the ones dropped (beyond the store's capacity). A page fetched again
/// unchanged is an empty change, and the lists need not be touched.
public struct StoreChange: Equatable, Sendable {
    public var inserted: Set<String> = []
    public var updated: Set<String> = []
    public var removed: Set<String> = []

    public init(inserted: Set<String> = [], updated: Set<String> = [], removed: Set<String> = []) {
        self.inserted = inserted
        self.updated = updated
        self.removed = removed
    }

    /// Whether the write changed nothing.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && removed.isEmpty }

    /// What replacing `old` by `new` changes, as a write would say it (photos kept in memory,
    /// without a database).
    public init(from old: [Photo], to new: [Photo]) {
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(\.id))
        self.init(
            inserted: after.subtracting(before.keys),
            updated: Set(new.filter { photo in before[photo.id].map { $0 != photo } ?? false }.map(\.id)),
            removed: Set(before.keys).subtracting(after))
    }
}
