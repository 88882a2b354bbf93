import CGtk
import ListDiff

/// The model under a `ListView`: a list model of items each holding a key, changed by splices,
/// whose keys are kept in Swift and whose items are made only for the places GTK reads
/// (`KeyStore`). It needs no display, so benchmarks measure the very splices a list receives.
///
/// It spares GTK 4.8's list view work that does not show: that view makes a row widget anew
/// for each item new to it, tears down the row of each item that leaves, and binds every row
/// after a change again. So the items a splice removes serve the keys it inserts (the view
/// keeps an item's row when the item leaves and comes back in one change, and binds it to the
/// item's new key), and an update of many splices is made as one change.
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
    /// "items-changed" for GTK to follow). The removed items take the new keys, in order, before
    /// new items are made: rows GTK had at those places stay there, bound to their new keys.
    public func splice(at position: Int, removing: Int, inserting keys: [String]) {
        store.splice(at: position, removing: removing, inserting: keys)
        g_list_model_items_changed(cast(pointer), guint(position), guint(removing), guint(keys.count))
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

    /// The key at `position`, which must be in the list.
    public func key(at position: Int) -> String { store.keys[position] }

    /// Where `key` is, from the start; nil when it is not in the list.
    public func position(ofKey key: String) -> Int? { store.keys.firstIndex(of: key) }

    /// The key a model item holds.
    static func key(of item: UnsafeMutableRawPointer?) -> String {
        String(cString: g_object_get_qdata(cast(item), keyQuark).assumingMemoryBound(to: CChar.self))
    }

    /// A new item holding `key`, owned by the caller.
    static func item(holding key: String) -> UnsafeMutableRawPointer {
        let item = raw(g_object_new_with_properties(g_object_get_type(), 0, nil, nil))!
        setKey(key, of: item)
        return item
    }

    static func setKey(_ key: String, of item: UnsafeMutableRawPointer) {
        key.withCString { new in
            if let held = g_object_get_qdata(cast(item), keyQuark), strcmp(held, new) == 0 { return }
            g_object_set_qdata_full(cast(item), keyQuark, g_strdup(new), g_free)
        }
    }

    private static let keyQuark = g_quark_from_string("gtkkit-list-key")
}
