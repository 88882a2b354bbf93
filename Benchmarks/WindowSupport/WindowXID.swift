import CGtk

/// The X window of the GTK window `window`, for benchmarks that act on it from outside GTK.
@MainActor
public func xid(of window: UnsafeMutablePointer<GtkWidget>) -> UInt {
    UInt(gdk_x11_surface_get_xid(gtk_native_get_surface(OpaquePointer(window))))
}
