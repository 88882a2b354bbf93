import Foundation

/// The door every callback from GTK and GLib comes through into Swift: GTK calls back on the
/// main thread only, and this checks it, so a signal emitted on another thread (or a main
/// context iterated there) stops the process at the door, before a handler touches widgets
/// from the wrong thread.
@inline(__always)
func fromGTK<Result>(_ body: () throws -> Result) rethrows -> Result {
    precondition(Thread.isMainThread, "a GTK callback arrived off the main thread")
    return try body()
}
