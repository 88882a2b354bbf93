import CGtk
import Foundation
import ListDiff

/// Keeps a `ListBox` in step with snapshots of diffable items, after IGListKit's
/// `ListAdapter`: the list box follows a GListStore changed by the fewest `g_list_store_splice`
/// calls, rows whose item changed are rebuilt inside the same row (selection, focus and scroll
/// stay), and several snapshots in one main-loop turn make one diff.
public final class ListAdapter<Item: Diffable> {
    public let listBox: ListBox
    public private(set) var items: [Item] = []
    /// How many splices updates have made so far (for tests and benchmarks).
    public private(set) var splicesApplied = 0
    /// Called with items left out because their identity was already in the snapshot; by
    /// default they are logged on standard error.
    public var onDuplicates: (([Item]) -> Void)? = { duplicates in
        let identities = duplicates.map { "\($0.diffIdentifier)" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("list: left out repeated items \(identities)\n".utf8))
    }

    /// Whether an item's row can be activated and selected (a strip of thumbnails cannot).
    public var isActivatable: (Item) -> Bool = { _ in true }

    private let store: OpaquePointer
    private let makeRow: (Item) -> (content: Widget, accessibleLabel: String)
    private var rows: [String: Widget] = [:]
    private var pending: [Item]?
    private lazy var coalescer = IdleCoalescer { [weak self] in self?.flush() }

    /// `makeRow` builds a row's content and accessible name for an item.
    public init(listBox: ListBox, makeRow: @escaping (Item) -> (content: Widget, accessibleLabel: String)) {
        self.listBox = listBox
        self.makeRow = makeRow
        store = g_list_store_new(gtk_string_object_get_type())
        gtk_list_box_bind_model(cast(listBox.pointer), store,
                                { item, data in
                                    let adapter = Unmanaged<AdapterBox>.fromOpaque(data!).takeUnretainedValue()
                                    let key = String(cString: gtk_string_object_get_string(OpaquePointer(item)))
                                    return adapter.row(key)
                                }, Unmanaged.passRetained(AdapterBox { [weak self] key in self?.row(for: key) }).toOpaque(),
                                { data in Unmanaged<AdapterBox>.fromOpaque(data!).release() })
    }

    deinit {
        gtk_list_box_bind_model(cast(listBox.pointer), nil, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(store))
    }

    /// Shows `snapshot` once the main loop is next idle; later snapshots in the same turn win.
    public func update(_ snapshot: [Item]) {
        pending = snapshot
        coalescer.schedule()
    }

    /// Shows `snapshot` now.
    public func apply(_ snapshot: [Item]) {
        pending = nil
        let deduplicated = Deduplicated(snapshot)
        if !deduplicated.duplicates.isEmpty { onDuplicates?(deduplicated.duplicates) }
        let new = deduplicated.items
        let diff = ListDiff.between(items, new)
        let old = items
        items = new
        for oldIndex in diff.updates {
            let key = Self.key(old[oldIndex])
            if let row = rows[key], let item = new.first(where: { Self.key($0) == key }) { rebind(row, to: item) }
        }
        for splice in diff.splices(oldCount: old.count, newCount: new.count) {
            let additions = new[splice.inserting].map { item -> UnsafeMutableRawPointer? in raw(gtk_string_object_new(Self.key(item))) }
            additions.withUnsafeBufferPointer { buffer in
                g_list_store_splice(store, UInt32(splice.position), UInt32(splice.removing),
                                    UnsafeMutablePointer(mutating: buffer.baseAddress), UInt32(buffer.count))
            }
            additions.forEach { g_object_unref($0) }
            splicesApplied += 1
        }
        let live = Set(new.map(Self.key))
        rows = rows.filter { live.contains($0.key) }
    }

    private func flush() {
        if let pending { apply(pending) }
    }

    private static func key(_ item: Item) -> String { "\(item.diffIdentifier)" }

    /// The row GTK asks for when the store gains `key`; GTK takes the returned reference
    /// (transfer full), so the adapter hands over one of its own on top of the one it keeps.
    private func row(for key: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let item = items.first(where: { Self.key($0) == key }) else { return nil }
        let (content, label) = makeRow(item)
        let row = ListBox.row(content, accessibleLabel: label)
        let activatable = gboolean(isActivatable(item))
        gtk_list_box_row_set_activatable(cast(row.pointer), activatable)
        gtk_list_box_row_set_selectable(cast(row.pointer), activatable)
        rows[key] = row
        g_object_ref(row.pointer)
        return row.widget
    }

    /// Rebuilds the content of an existing row for a changed item; the row itself stays.
    private func rebind(_ row: Widget, to item: Item) {
        let (content, label) = makeRow(item)
        row.accessibleLabel = label
        gtk_list_box_row_set_child(cast(row.pointer), content.widget)
    }
}

/// The create-widget callback's user data: finds the row for a key.
private final class AdapterBox {
    let row: (String) -> UnsafeMutablePointer<GtkWidget>?
    init(_ row: @escaping (String) -> UnsafeMutablePointer<GtkWidget>?) { self.row = row }
}
