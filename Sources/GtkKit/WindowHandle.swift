import CGtk

/// gdk_wayland_toplevel_export_handle's callback: (toplevel, handle, user_data).
private let exported: PmWaylandToplevelExported = { _, handle, data in
    let text = handle.map { String(cString: $0) } ?? ""
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { (unbox(data) as @MainActor (String) -> Void)(text) }
}

extension Window {
    /// The window's handle for a portal's `parent_window`, so the desktop puts what the portal
    /// shows over this window: "x11:XID" on X11, "wayland:HANDLE" on Wayland (exported through
    /// xdg-foreign until `unexportHandle(_:)`), "" where there is none (a compositor without
    /// xdg-foreign, a window not shown).
    public func exportHandle(_ done: @escaping @MainActor (String) -> Void) {
        guard let surface = gtk_native_get_surface(cast(pointer)) else { return done("") }
        if isInstance(surface, of: gdk_x11_surface_get_type()) {
            return done("x11:" + String(gdk_x11_surface_get_xid(surface), radix: 16))
        }
        let answer: @MainActor (String) -> Void = { done($0.isEmpty ? "" : "wayland:" + $0) }
        guard isInstance(surface, of: gdk_wayland_toplevel_get_type()),
            gdk_wayland_toplevel_export_handle(cast(raw(surface)), exported, retainedBox(answer), releaseBoxedHandler) != 0
        else { return done("") }
    }

    /// Ends the export of `handle`, which `exportHandle` gave (only a Wayland one is exported).
    public func unexportHandle(_ handle: String) {
        guard handle.hasPrefix("wayland:"), let surface = gtk_native_get_surface(cast(pointer)),
            isInstance(surface, of: gdk_wayland_toplevel_get_type())
        else { return }
        gdk_wayland_toplevel_unexport_handle(cast(raw(surface)))
    }
}
