import CGtk

/// A signal by name, typed by the Swift handler its C shape calls: a handler of another
/// shape does not compile.
struct Signal<Handler> {
    let name: String
    let trampoline: Trampoline<Handler>
}

/// Signals whose C handler is `void (*)(GObject *self, gpointer user_data)`.
extension Signal where Handler == () -> Void {
    init(_ name: String) { self.init(name: name, trampoline: voidTrampoline) }

    static var clicked: Self { Self("clicked") }
    static var activate: Self { Self("activate") }
    static var map: Self { Self("map") }
    static var unmap: Self { Self("unmap") }
    static var closed: Self { Self("closed") }
    static var destroy: Self { Self("destroy") }
    static var apply: Self { Self("apply") }
    static var valueChanged: Self { Self("value-changed") }
}

/// Signals whose C handler is `void (*)(GObject *self, gpointer argument, gpointer user_data)`:
/// `notify::x` (a GParamSpec), a list item factory's `bind` (a GtkListItem), GAction's
/// `activate` (a GVariant), a gesture's `begin` (a sequence).
extension Signal where Handler == (UnsafeMutableRawPointer?) -> Void {
    init(_ name: String) { self.init(name: name, trampoline: pointerTrampoline) }

    static var bind: Self { Self("bind") }
    static var teardown: Self { Self("teardown") }
    static var actionActivate: Self { Self("activate") }
    static var begin: Self { Self("begin") }
    static func notify(_ property: String) -> Self { Self("notify::\(property)") }
    static func settingsChanged(_ key: String) -> Self { Self("changed::\(key)") }
}

/// Signals whose C handler is `void (*)(GObject *self, guint position, gpointer user_data)`:
/// GtkListView's `activate`, GMemoryMonitor's `low-memory-warning` (a warning level),
/// GNetworkMonitor's `network-changed` (a gboolean).
extension Signal where Handler == (UInt32) -> Void {
    init(_ name: String) { self.init(name: name, trampoline: positionTrampoline) }

    static var rowActivate: Self { Self("activate") }
    static var lowMemoryWarning: Self { Self("low-memory-warning") }
    static var networkChanged: Self { Self("network-changed") }
}

/// Signals whose C handler is `gboolean (*)(GObject *self, gpointer user_data)`.
extension Signal where Handler == () -> Bool {
    init(_ name: String) { self.init(name: name, trampoline: boolTrampoline) }

    static var closeRequest: Self { Self("close-request") }
}

private let voidTrampoline = Trampoline<() -> Void>(
    { _, data in
        fromGTK { (unbox(data) as () -> Void)() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)

private let pointerTrampoline = Trampoline<(UnsafeMutableRawPointer?) -> Void>(
    { _, argument, data in
        fromGTK { (unbox(data) as (UnsafeMutableRawPointer?) -> Void)(argument) }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)

private let positionTrampoline = Trampoline<(UInt32) -> Void>(
    { _, position, data in
        fromGTK { (unbox(data) as (UInt32) -> Void)(position) }
    } as @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void)

private let boolTrampoline = Trampoline<() -> Bool>(
    { _, data in
        fromGTK { gboolean((unbox(data) as () -> Bool)()) }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean)

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

/// Releases the box when GLib drops the handler (disconnect or object finalization).
private let releaseBox: GClosureNotify = { data, _ in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// Connects `handler`, boxed, to signal `name` of `instance` through a C `trampoline` of the
/// signal's shape; the box goes when the handler is disconnected or the instance finalized.
@discardableResult
func connectHandler<Handler>(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ trampoline: Trampoline<Handler>,
    _ handler: Handler
) -> UInt {
    UInt(g_signal_connect_data(instance, name, trampoline.callback, retainedBox(handler), releaseBox, GConnectFlags(rawValue: 0)))
}

/// GtkKit's own connections: outside the module a signal is reached only through a typed
/// `onX` method, so a handler never meets a signal of another shape that shares its name
/// ("activate" has three).
extension Object {
    /// Connects `handler` to `signal`, through the trampoline of the signal's shape.
    @discardableResult
    func connect<Handler>(_ signal: Signal<Handler>, _ handler: Handler) -> LifelongConnection {
        connection(connectHandler(pointer, signal.name, signal.trampoline, handler))
    }

    /// The token for handler `handlerID` of this object.
    func connection(_ handlerID: UInt) -> LifelongConnection { LifelongConnection(object: self, handlerID: handlerID) }

    /// Calls `handler` whenever `property` changes ("notify::property").
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping () -> Void) -> LifelongConnection {
        connect(.notify(property)) { _ in handler() }
    }
}
