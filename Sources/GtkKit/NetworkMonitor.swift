import CGtk

/// Whether the computer can reach the network, as the desktop knows it (GNetworkMonitor):
/// what an app that went offline listens to, so it fetches again once the network is back.
@MainActor
public final class NetworkMonitor: Object {
    /// The desktop's monitor (NetworkManager's through the portal, else the kernel's routes).
    public static func current() -> NetworkMonitor {
        NetworkMonitor(owning: g_object_ref(raw(g_network_monitor_get_default()))!)
    }

    /// Calls `handler` with the availability each time the network changes, for as long as the
    /// token is kept (the monitor outlives every window).
    public func onChange(_ handler: @escaping (Bool) -> Void) -> SignalConnection {
        SignalConnection(connect(.networkChanged) { handler($0 != 0) })
    }
}
