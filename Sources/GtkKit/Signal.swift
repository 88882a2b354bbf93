import CGtk

/// A signal whose C handler is `void (*)(GObject *self, gpointer user_data)`.
public struct VoidSignal: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let clicked = VoidSignal("clicked")
    public static let activate = VoidSignal("activate")
    public static let map = VoidSignal("map")
    public static let unmap = VoidSignal("unmap")
    public static let closed = VoidSignal("closed")
    public static let destroy = VoidSignal("destroy")
}

/// A signal whose C handler is `void (*)(GObject *self, gpointer argument, gpointer user_data)`:
/// `notify::x` (a GParamSpec), a list item factory's `bind` (a GtkListItem), GAction's
/// `activate` (a GVariant).
public struct PointerSignal: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let bind = PointerSignal("bind")
    public static let teardown = PointerSignal("teardown")
    public static let actionActivate = PointerSignal("activate")
    public static func notify(_ property: String) -> PointerSignal { PointerSignal("notify::\(property)") }
}

/// A signal whose C handler is `void (*)(GObject *self, guint position, gpointer user_data)`:
/// GtkListView's `activate`, GMemoryMonitor's `low-memory-warning` (a warning level).
public struct PositionSignal: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let activate = PositionSignal("activate")
    public static let lowMemoryWarning = PositionSignal("low-memory-warning")
}

/// A signal whose C handler is `gboolean (*)(GObject *self, gpointer user_data)`.
public struct BoolSignal: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let closeRequest = BoolSignal("close-request")
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

extension Object {
    /// Connects `handler` to a signal without arguments.
    @discardableResult
    public func connect(_ signal: VoidSignal, _ handler: @escaping () -> Void) -> UInt {
        connectHandler(pointer, signal.name, voidTrampoline, handler)
    }

    /// Connects `handler` to a signal with one pointer argument.
    @discardableResult
    public func connect(_ signal: PointerSignal, _ handler: @escaping (UnsafeMutableRawPointer?) -> Void) -> UInt {
        connectHandler(pointer, signal.name, pointerTrampoline, handler)
    }

    /// Connects `handler` to a signal with one position argument.
    @discardableResult
    public func connect(_ signal: PositionSignal, _ handler: @escaping (UInt32) -> Void) -> UInt {
        connectHandler(pointer, signal.name, positionTrampoline, handler)
    }

    /// Connects `handler` to a signal that returns a gboolean (true stops the emission).
    @discardableResult
    public func connect(_ signal: BoolSignal, _ handler: @escaping () -> Bool) -> UInt {
        connectHandler(pointer, signal.name, boolTrampoline, handler)
    }

    /// Disconnects a handler returned by `connect`; its closure is released.
    public func disconnect(_ handlerID: UInt) {
        g_signal_handler_disconnect(pointer, gulong(handlerID))
    }
}

/// Handlers connected to an object that outlives their owner (the display's GtkSettings): they
/// are disconnected, and their closures released, when the token goes.
public final class SignalConnections {
    private let object: Object
    private let handlerIDs: [UInt]

    init(object: Object, handlerIDs: [UInt]) {
        self.object = object
        self.handlerIDs = handlerIDs
    }

    deinit { handlerIDs.forEach(object.disconnect) }
}
