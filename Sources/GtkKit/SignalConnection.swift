import CGtk

/// A handler on a signal of an object that outlives its owner (the app's settings, the network
/// and memory monitors, the display's settings): the handler is disconnected, and its closure
/// released, when this token is released, so keep it as long as the handler should run. It
/// holds its object weakly: a token kept after the object went does nothing.
@MainActor
public final class SignalConnection {
    /// The object, weakly (a GWeakRef, which GLib clears when the object is finalized).
    private let source = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    private let handlerID: gulong

    /// Takes over `handler`: it is disconnected when this token goes.
    public init(_ handler: LifelongConnection) {
        handlerID = gulong(handler.handlerID)
        source.initialize(to: GWeakRef())
        g_weak_ref_init(source, handler.object.pointer)
    }

    /// Disconnects the handler now; disconnecting again does nothing.
    public func disconnect() {
        guard let object = g_weak_ref_get(source) else { return }
        defer { g_object_unref(object) }
        if g_signal_handler_is_connected(object, handlerID) != 0 { g_signal_handler_disconnect(object, handlerID) }
    }

    isolated deinit {
        disconnect()
        g_weak_ref_clear(source)
        source.deallocate()
    }
}

/// A handler that lives as long as its object, whatever becomes of this value, as every `onX`
/// of a widget returns it: most handlers are meant to, and the value can be dropped. Keep it
/// to take the handler off sooner (`disconnect`, releasing its closure), or hand it to a
/// `SignalConnection` to have it taken off when that token goes.
public struct LifelongConnection {
    let object: Object
    let handlerID: UInt

    /// Disconnects the handler; disconnecting again does nothing.
    public func disconnect() {
        guard g_signal_handler_is_connected(object.pointer, gulong(handlerID)) != 0 else { return }
        g_signal_handler_disconnect(object.pointer, gulong(handlerID))
    }
}
