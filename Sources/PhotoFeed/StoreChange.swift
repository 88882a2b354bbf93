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
}
