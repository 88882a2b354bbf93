import CGtk

/// The system's memory pressure (GMemoryMonitor): tells when the app should drop what it can
/// rebuild, as UIKit's memory warning does.
@MainActor
public final class MemoryMonitor: Object {
    /// The process's monitor; nil where GIO has none.
    public static func shared() -> MemoryMonitor? {
        g_memory_monitor_dup_default().map { MemoryMonitor(owning: raw($0)!) }
    }

    /// Calls `handler` on each low-memory warning, for as long as the token is kept (the
    /// monitor outlives every window).
    public func onLowMemoryWarning(_ handler: @escaping () -> Void) -> SignalConnection {
        SignalConnection(connect(.lowMemoryWarning) { _ in handler() })
    }
}
