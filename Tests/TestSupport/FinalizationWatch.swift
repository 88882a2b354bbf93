import CGtk
import GtkKit

/// Watches a GObject: `isFinalized` turns true when GLib frees it.
public final class FinalizationWatch {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    public init(_ object: Object) {
        slot.pointee = object.pointer
        g_object_add_weak_pointer(cast(object.pointer), slot)
    }

    deinit { slot.deallocate() }

    public var isFinalized: Bool { slot.pointee == nil }
}
