import CGtk

/// The keys a `KeyList` holds, and the GObject list model (GListModel) GTK reads them through:
/// an item holding a key is made when GTK first asks for its place, so a list of 50,000 keys
/// holds items only for the rows GTK built near the view, not one for each key (a GListStore
/// needs one each, made, kept and, when a search drops most of them, freed).
final class KeyStore {
    /// The keys, in order.
    private(set) var keys: [String] = []
    /// The item made for each key GTK asked for (a reference owned here), nil for the others.
    private var items: [UnsafeMutableRawPointer?] = []

    /// How many items have been made and are held, for the package's tests.
    var itemsHeld: Int { items.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// A new list model reading `store`, which it keeps: a full reference, owned by the caller.
    static func model(reading store: KeyStore) -> UnsafeMutableRawPointer {
        let model = g_object_new_with_properties(type, 0, nil, nil)!
        g_object_set_qdata_full(model, storeQuark, Unmanaged.passRetained(store).toOpaque()) { store in
            Unmanaged<KeyStore>.fromOpaque(store!).release()
        }
        return UnsafeMutableRawPointer(model)
    }

    /// Replaces `removing` keys at `position` with `keys`. The items made for the removed keys
    /// take the new keys in order, each at the same distance from `position` (GTK keeps the row
    /// of an item that leaves and comes back in one change); those left over are let go.
    func splice(at position: Int, removing: Int, inserting keys: [String]) {
        let range = position..<position + removing
        var kept = [UnsafeMutableRawPointer?](repeating: nil, count: keys.count)
        for (offset, item) in items[range].enumerated() {
            guard let item else { continue }
            if offset < keys.count {
                KeyList.setKey(keys[offset], of: item)
                kept[offset] = item
            } else {
                g_object_unref(item)
            }
        }
        self.keys.replaceSubrange(range, with: keys)
        items.replaceSubrange(range, with: kept)
    }

    /// The item at `position`, made now if GTK never asked for it: a reference for the caller.
    private func item(at position: Int) -> UnsafeMutableRawPointer? {
        guard keys.indices.contains(position) else { return nil }
        let item = items[position] ?? KeyList.item(holding: keys[position])
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
