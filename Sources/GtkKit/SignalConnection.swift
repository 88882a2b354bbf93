import CGtk

/// One handler on one object's signal, as every `onX` method returns it. Most handlers live as
/// long as their object and the token can be dropped; keep it to take the handler off sooner
/// (its closure is released then).
public struct SignalConnection {
    let object: Object
    let handlerID: UInt

    /// Disconnects the handler; disconnecting again does nothing.
    public func disconnect() {
        guard g_signal_handler_is_connected(object.pointer, gulong(handlerID)) != 0 else { return }
        g_signal_handler_disconnect(object.pointer, gulong(handlerID))
    }
}

/// Handlers on an object that outlives their owner (the display's GtkSettings, the memory
/// monitor): they are disconnected, and their closures released, when the token goes.
public final class SignalConnections {
    private let connections: [SignalConnection]

    public init(_ connections: [SignalConnection]) { self.connections = connections }

    deinit { connections.forEach { $0.disconnect() } }
}
