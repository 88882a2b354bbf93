import CGtk

/// A GIO asynchronous call's completion as a Swift closure, retained until the call answers.
final class AsyncReply: @unchecked Sendable { // touched on the main thread only
    let handler: @MainActor (OpaquePointer?) -> Void
    init(_ handler: @escaping @MainActor (OpaquePointer?) -> Void) { self.handler = handler }
    var retained: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }
}

/// The `GAsyncReadyCallback` of GtkKit's asynchronous calls: runs and releases its `AsyncReply`.
let asyncReply: GAsyncReadyCallback = { _, result, data in
    let reply = Unmanaged<AsyncReply>.fromOpaque(data!).takeRetainedValue()
    nonisolated(unsafe) let result = result
    MainActor.assumeIsolated { reply.handler(result) }
}
