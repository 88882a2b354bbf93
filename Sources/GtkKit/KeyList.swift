import CGtk
import ListDiff

/// The model under a `ListView`: a list model of a row for each key, changed by splices, whose
/// keys are kept in Swift and read by place (`KeyStore`). It needs no display, so benchmarks
/// measure the very splices a list receives.
///
/// It spares GTK 4.8's list view work that does not show: that view makes a row widget anew
/// for each item new to it, tears down the row of each item that leaves, and binds every row
/// after a change again. So the items a splice removes serve the keys it inserts (the view
/// keeps an item's row when the item leaves and comes back in one change, and binds it to the
/// key now at its place), and an update of many splices is made as one change.
public final class KeyList: Object {
    /// How many splices an update may make one by one; more are made as one change.
    static let separateSplices = 8
    private let store = KeyStore()

    /// An empty list.
    public init() {
        super.init(owning: KeyStore.model(reading: store))
    }

    /// How many keys it holds.
    public var count: Int { store.keys.count }

    /// How many items GTK has been given and the list still holds, for the package's tests.
    package var itemsHeld: Int { store.itemsHeld }

    /// Replaces `removing` keys at `position` with `keys`, in one change of the model (one
    /// "items-changed" for GTK to follow). The removed items serve the new keys, in order, before
    /// new items are made: rows GTK had at those places stay there, bound to their new keys.
    public func splice(at position: Int, removing: Int, inserting keys: [String]) {
        store.splice(at: position, removing: removing, inserting: keys)
        g_list_model_items_changed(cast(pointer), guint(position), guint(removing), guint(keys.count))
        store.releaseUnheld(in: position..<position + keys.count)
    }

    /// Makes the keys `keys` by `splices`, from a diff between the keys held and `keys`; more
    /// than a few splices are made as one, from the first changed key to the last.
    public func apply(_ splices: [Splice], keys: [String]) {
        guard splices.count > Self.separateSplices, let first = splices.first, let last = splices.last else {
            for splice in splices { self.splice(at: splice.position, removing: splice.removing, inserting: Array(keys[splice.inserting])) }
            return
        }
        // Splices come in order: after the last one's insertions the list is as it was.
        let end = last.position + last.inserting.count
        let oldEnd = count - (keys.count - end)
        splice(at: first.position, removing: oldEnd - first.position, inserting: Array(keys[first.position..<end]))
    }

    /// Inserts `keys` at `places` (increasing: each key's place once all are in) in one change
    /// of the model, from the first place to the last, however scattered: the keys between keep
    /// their items, so GTK keeps their rows, selection and focus, and binds none again.
    public func insert(_ keys: [String], at places: [Int]) {
        precondition(keys.count == places.count, "a place for each key")
        let (replaced, count) = store.insert(keys, at: places)
        guard count > 0 else { return }
        g_list_model_items_changed(cast(pointer), guint(replaced.lowerBound), guint(replaced.count), guint(count))
        store.releaseUnheld(in: replaced.lowerBound..<replaced.lowerBound + count)
    }

    /// The key at `position`, which must be in the list.
    public func key(at position: Int) -> String { store.keys[position] }

    /// The key at `position`, if it is in the list.
    func keyIfListed(at position: Int) -> String? { store.keys.indices.contains(position) ? store.keys[position] : nil }

    /// Where `key` is, from the start; nil when it is not in the list.
    public func position(ofKey key: String) -> Int? { store.keys.firstIndex(of: key) }
}
