import CGtk
import GtkKit

private final class WarningBox {
    let handler: () -> Void
    init(_ handler: @escaping () -> Void) { self.handler = handler }
}

/// GMemoryMonitor's "low-memory-warning": (monitor, GMemoryMonitorWarningLevel level, user_data).
private let lowMemoryTrampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { _, _, data in
    Unmanaged<WarningBox>.fromOpaque(data!).takeUnretainedValue().handler()
}

extension ViewController {
    /// Makes this controller the root of `window`'s content: it (and the children on screen)
    /// appear when the window is shown and disappear when it is hidden or closed, and GLib's
    /// low-memory warnings reach every controller as `didReceiveMemoryWarning()`.
    public func hostAppearance(in window: Window) {
        window.connect(.map) { [weak self] in self?.transitionAppearance(to: true) }
        window.connect(.unmap) { [weak self] in self?.transitionAppearance(to: false) }
        if window.isMapped { transitionAppearance(to: true) }
        guard let monitor = g_memory_monitor_dup_default() else { return }
        let box = Unmanaged.passRetained(WarningBox { [weak self] in self?.receiveMemoryWarning() }).toOpaque()
        let handler = g_signal_connect_data(raw(monitor), "low-memory-warning", unsafeBitCast(lowMemoryTrampoline, to: GCallback.self), box,
                                            { data, _ in Unmanaged<WarningBox>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        window.connect(.destroy) {
            g_signal_handler_disconnect(raw(monitor), handler)
            g_object_unref(raw(monitor))
        }
    }
}
