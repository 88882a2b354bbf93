import CGtk

/// A signal whose C handler is `void (*)(GObject *self, gpointer user_data)`.
struct VoidSignal: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    static let clicked = VoidSignal("clicked")
    static let activate = VoidSignal("activate")
    static let map = VoidSignal("map")
    static let unmap = VoidSignal("unmap")
    static let closed = VoidSignal("closed")
    static let destroy = VoidSignal("destroy")
}

/// A signal whose C handler is `void (*)(GObject *self, gpointer argument, gpointer user_data)`:
/// `notify::x` (a GParamSpec), a list item factory's `bind` (a GtkListItem), GAction's
/// `activate` (a GVariant).
struct PointerSignal: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    static let bind = PointerSignal("bind")
    static let teardown = PointerSignal("teardown")
    static let actionActivate = PointerSignal("activate")
    static func notify(_ property: String) -> PointerSignal { PointerSignal("notify::\(property)") }
}

/// A signal whose C handler is `void (*)(GObject *self, guint position, gpointer user_data)`:
/// GtkListView's `activate`, GMemoryMonitor's `low-memory-warning` (a warning level).
struct PositionSignal: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    static let activate = PositionSignal("activate")
    static let lowMemoryWarning = PositionSignal("low-memory-warning")
}

/// A signal whose C handler is `gboolean (*)(GObject *self, gpointer user_data)`.
struct BoolSignal: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    static let closeRequest = BoolSignal("close-request")
}

/// The boxed Swift closure GLib holds as user data until it drops it; every callback that
/// GtkKit hands to C goes through one.
final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// The closure boxed in `data`, for trampolines.
func unbox<Handler>(_ data: UnsafeMutableRawPointer?) -> Handler {
    Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
}

/// A retained box for `handler`, to pass as user data with `releaseBoxedHandler`.
func retainedBox<Handler>(_ handler: Handler) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
}

/// Releases a box when GLib drops a source, a tick callback or an action (GDestroyNotify).
let releaseBoxedHandler: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// A C trampoline together with the Swift handler type it unboxes, made once beside the C
/// function: a handler can only be connected through the trampoline written for its type, so
/// a mismatch no longer compiles (it was undefined behaviour).
struct Trampoline<Handler> {
    let callback: GCallback

    /// `function` is a `@convention(c)` function whose body unboxes a `Handler`.
    init<Function>(_ function: Function) { callback = unsafeBitCast(function, to: GCallback.self) }
}

private let voidTrampoline = Trampoline<() -> Void>({ _, data in
    (unbox(data) as () -> Void)()
} as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)

private let pointerTrampoline = Trampoline<(UnsafeMutableRawPointer?) -> Void>({ _, argument, data in
    (unbox(data) as (UnsafeMutableRawPointer?) -> Void)(argument)
} as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)

private let positionTrampoline = Trampoline<(UInt32) -> Void>({ _, position, data in
    (unbox(data) as (UInt32) -> Void)(position)
} as @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void)

private let boolTrampoline = Trampoline<() -> Bool>({ _, data in
    gboolean((unbox(data) as () -> Bool)())
} as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean)

/// Releases the box when GLib drops the handler (disconnect or object finalization).
private let releaseBox: GClosureNotify = { data, _ in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// Connects `handler`, boxed, to signal `name` of `instance` through a C `trampoline` of the
/// signal's shape; the box goes when the handler is disconnected or the instance finalized.
@discardableResult
func connectHandler<Handler>(_ instance: UnsafeMutableRawPointer, _ name: String, _ trampoline: Trampoline<Handler>,
                             _ handler: Handler) -> UInt {
    UInt(g_signal_connect_data(instance, name, trampoline.callback, retainedBox(handler), releaseBox, GConnectFlags(rawValue: 0)))
}

/// GtkKit's own connections, by signal shape: outside the module a signal is reached only
/// through a typed `onX` method, so a handler can never meet a signal of another shape that
/// shares its name ("activate" has three).
extension Object {
    /// Connects `handler` to a signal without arguments.
    @discardableResult
    func connect(_ signal: VoidSignal, _ handler: @escaping () -> Void) -> SignalConnection {
        connection(connectHandler(pointer, signal.name, voidTrampoline, handler))
    }

    /// Connects `handler` to a signal with one pointer argument.
    @discardableResult
    func connect(_ signal: PointerSignal, _ handler: @escaping (UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        connection(connectHandler(pointer, signal.name, pointerTrampoline, handler))
    }

    /// Connects `handler` to a signal with one position argument.
    @discardableResult
    func connect(_ signal: PositionSignal, _ handler: @escaping (UInt32) -> Void) -> SignalConnection {
        connection(connectHandler(pointer, signal.name, positionTrampoline, handler))
    }

    /// Connects `handler` to a signal that returns a gboolean (true stops the emission).
    @discardableResult
    func connect(_ signal: BoolSignal, _ handler: @escaping () -> Bool) -> SignalConnection {
        connection(connectHandler(pointer, signal.name, boolTrampoline, handler))
    }

    /// The token for handler `handlerID` of this object.
    func connection(_ handlerID: UInt) -> SignalConnection { SignalConnection(object: self, handlerID: handlerID) }

    /// Calls `handler` whenever `property` changes ("notify::property").
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping () -> Void) -> SignalConnection {
        connect(.notify(property)) { _ in handler() }
    }
}
