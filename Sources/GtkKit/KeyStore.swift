import CGtk

/// The keys a `KeyList` holds, and the GObject list model (GListModel) GTK reads them through.
/// Its items are bare objects standing for places: a row's key is read by its place
/// (`KeyList.key(at:)`), so an item holds nothing, is made when GTK first asks for its place,
/// and is let go once GTK holds it no more. A list of 50,000 keys holds items for the rows GTK
/// built near the view, not one for each key (a GListStore needs one each, made, kept and, when
/// a search drops most of them, freed).
final class KeyStore {
    /// The keys, in order.
    private(set) var keys: [String] = []
    /// The item made for each place GTK asked for (a reference owned here), nil for the others.
    private var items: [UnsafeMutableRawPointer?] = []

    /// How many items are held, for the package's tests.
    var itemsHeld: Int { items.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// A new list model reading `store`, which it keeps: a full reference, owned by the caller.
    static func model(reading store: KeyStore) -> UnsafeMutableRawPointer {
        let model = g_object_new_with_properties(type, 0, nil, nil)!
        g_object_set_qdata_full(model, storeQuark, Unmanaged.passRetained(store).toOpaque()) { store in
            Unmanaged<KeyStore>.fromOpaque(store!).release()
        }
        return UnsafeMutableRawPointer(model)
    }

    /// Replaces `removing` keys at `position` with `keys`. The items of the removed places serve
    /// the inserted ones in order, each at the same distance from `position` (GTK keeps the row
    /// of an item that leaves and comes back in one change, and binds it again); those left over
    /// are let go.
    func splice(at position: Int, removing: Int, inserting keys: [String]) {
        let range = position..<position + removing
        var kept = [UnsafeMutableRawPointer?](repeating: nil, count: keys.count)
        for (offset, item) in items[range].enumerated() {
            guard let item else { continue }
            if offset < keys.count { kept[offset] = item } else { g_object_unref(item) }
        }
        self.keys.replaceSubrange(range, with: keys)
        items.replaceSubrange(range, with: kept)
    }

    /// Inserts `keys` at `places` (increasing: each key's place once all are in) as one
    /// replacement, from the first place to the last, of the keys there: those keep their items,
    /// each moved to its new place. Returns the replaced range (old places) and how many keys
    /// took its place.
    func insert(_ keys: [String], at places: [Int]) -> (replaced: Range<Int>, count: Int) {
        guard let first = places.first, let last = places.last else { return (0..<0, 0) }
        let replaced = first..<last + 1 - places.count
        var mergedKeys: [String] = []
        var mergedItems: [UnsafeMutableRawPointer?] = []
        mergedKeys.reserveCapacity(last + 1 - first)
        mergedItems.reserveCapacity(last + 1 - first)
        var next = replaced.lowerBound
        for (key, place) in zip(keys, places) {
            while first + mergedKeys.count < place {
                mergedKeys.append(self.keys[next])
                mergedItems.append(items[next])
                next += 1
            }
            mergedKeys.append(key)
            mergedItems.append(nil)
        }
        self.keys.replaceSubrange(replaced, with: mergedKeys)
        items.replaceSubrange(replaced, with: mergedItems)
        return (replaced, mergedKeys.count)
    }

    /// Lets go of the items in `range` that nothing but the store holds: GTK reads every place a
    /// large change inserts while it looks for the rows it follows, and keeps only those it shows.
    func releaseUnheld(in range: Range<Int>) {
        for position in range {
            guard let item = items[position], item.assumingMemoryBound(to: GObject.self).pointee.ref_count == 1 else { continue }
            g_object_unref(item)
            items[position] = nil
        }
    }

    /// The item at `position`, made now if none is held: a reference for the caller.
    private func item(at position: Int) -> UnsafeMutableRawPointer? {
        guard keys.indices.contains(position) else { return nil }
        let item = items[position] ?? UnsafeMutableRawPointer(g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!)
        items[position] = item
        return g_object_ref(item)
    }

    deinit {
        for case let item? in items { g_object_unref(item) }
    }

    private static func store(of model: OpaquePointer?) -> KeyStore {
        Unmanaged<KeyStore>.fromOpaque(g_object_get_qdata(UnsafeMutablePointer(model), storeQuark)).takeUnretainedValue()
    }

    private static let storeQuark = g_quark_from_string("gtkkit-key-store")

    /// The GObject type of the models, implementing GListModel; registered the first time a
    /// list is made (on the main thread, as every GTK call).
    nonisolated(unsafe) private static var type: GType = {
        let type = g_type_register_static_simple(
            g_object_get_type(), "GtkKitKeyList", guint(MemoryLayout<GObjectClass>.size), nil, guint(MemoryLayout<GObject>.size), nil,
            GTypeFlags(rawValue: 0))
        var listModel = GInterfaceInfo(
            interface_init: { interface, _ in
                let model = interface!.assumingMemoryBound(to: GListModelInterface.self)
                model.pointee.get_item_type = { _ in g_object_get_type() }
                model.pointee.get_n_items = { model in guint(KeyStore.store(of: model).keys.count) }
                model.pointee.get_item = { model, position in KeyStore.store(of: model).item(at: Int(position)) }
            }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
        return type
    }()
}
