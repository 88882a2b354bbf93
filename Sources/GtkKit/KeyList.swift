import CGtk
import ListDiff

/// The model under a `ListView`: a GListStore of item keys (GtkStringObjects), changed by
/// splices. It needs no display, so benchmarks measure the very splices a list receives.
public final class KeyList: Object {
    /// An empty list.
    public init() {
        super.init(owning: raw(g_list_store_new(gtk_string_object_get_type()))!)
    }

    /// How many keys it holds.
    public var count: Int { Int(g_list_model_get_n_items(cast(pointer))) }

    /// Replaces `removing` keys at `position` with `keys`, in one change of the model (one
    /// "items-changed" for GTK to follow).
    public func splice(at position: Int, removing: Int, inserting keys: [String]) {
        let objects: [UnsafeMutableRawPointer?] = keys.map { raw(gtk_string_object_new($0)) }
        objects.withUnsafeBufferPointer { buffer in
            g_list_store_splice(
                cast(pointer), UInt32(position), UInt32(removing),
                UnsafeMutablePointer(mutating: buffer.baseAddress), UInt32(buffer.count))
        }
        objects.forEach { g_object_unref($0) }
    }

    /// Makes the keys `keys` by `splices`, from a diff between the keys held and `keys`.
    public func apply(_ splices: [Splice], keys: [String]) {
        for splice in splices { self.splice(at: splice.position, removing: splice.removing, inserting: Array(keys[splice.inserting])) }
    }

    /// The key at `position`, which must be in the list.
    public func key(at position: Int) -> String {
        let item = g_list_model_get_item(cast(pointer), UInt32(position))
        defer { g_object_unref(item) }
        return Self.key(of: item)
    }

    /// Where `key` is, from the start; nil when it is not in the list.
    public func position(ofKey key: String) -> Int? {
        (0..<count).first { self.key(at: $0) == key }
    }

    /// The key a model item holds.
    static func key(of item: UnsafeMutableRawPointer?) -> String {
        String(cString: gtk_string_object_get_string(OpaquePointer(item)))
    }
}
