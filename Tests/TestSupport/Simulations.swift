import CGtk
import GtkKit

// What the desktop, the system and the user do, done by a test: each emits the signal or sets
// the property GTK or GIO would, so the app's own handlers answer it.

extension DesktopSettings {
    /// Sets the text size, as the desktop's text-scaling setting would.
    public func setTextScale(_ scale: Double) { pm_object_set_int(pointer, "gtk-xft-dpi", Int32(scale * 96 * 1024)) }

    /// Turns the desktop's animations on or off, as its "reduce animation" setting would.
    public func setAnimations(_ on: Bool) { pm_object_set_bool(pointer, "gtk-enable-animations", gboolean(on)) }

    /// Asks for dark colors, or for the desktop's preference again.
    public func setPrefersDark(_ dark: Bool) { colorScheme = dark ? .dark : .followSystem }
}

extension MemoryMonitor {
    /// Warns as the system does when memory runs low.
    public func warn() { pm_signal_emit_uint(pointer, "low-memory-warning", G_MEMORY_MONITOR_WARNING_LEVEL_LOW.rawValue) }
}

extension NetworkMonitor {
    /// Says the network changed, as GIO would (the real one cannot be unplugged).
    public func announce(available: Bool) { pm_signal_emit_uint(pointer, "network-changed", guint(available ? 1 : 0)) }
}

extension EntryRow {
    /// Applies the text, as the user does with Enter or the row's apply button.
    public func apply() { pm_signal_emit_void(pointer, "apply") }
}
