import CGtk
import Foundation
import Synchronization

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// The GLib main loop as the one loop of the process.
///
/// Under `g_application_run` nobody drains libdispatch's main queue, so `DispatchQueue.main`
/// and `@MainActor` tasks would never run. `installDispatchBridge()` watches the queue's
/// wake-up eventfd from a GLib source and drains the queue when it fires.
@MainActor
public enum MainLoop {
    private static let bridgeSource = Mutex<guint>(0)

    /// Makes `DispatchQueue.main` and the main actor run from the GLib main context.
    /// Call once on the main thread; later calls do nothing.
    public static func installDispatchBridge() {
        precondition(Thread.isMainThread, "the dispatch bridge belongs to the main thread")
        bridgeSource.withLock { source in
            guard source == 0 else { return }
            source = g_unix_fd_add(
                dispatchMainQueueHandle(), G_IO_IN,
                { fd, _, _ in
                    var counter: UInt64 = 0
                    _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                    dispatchMainQueueCallback(nil)
                    return gboolean(true)
                }, nil)
        }
    }

    /// Runs `body` once, when the main loop is next idle (after pending layout and drawing).
    public static func idle(_ body: @escaping () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, retainedBox(body), releaseBoxedHandler)
    }

    /// Runs `body` once after `milliseconds`, whatever happens meanwhile; work that may be
    /// called off is a `Timeout`.
    @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping () -> Void) -> UInt32 {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, retainedBox(body), releaseBoxedHandler)
    }

    /// A GSourceFunc that runs its boxed body and removes the source.
    private static let runOnce: GSourceFunc = { data in
        fromGTK { (unbox(data) as () -> Void)() }
        return gboolean(false)
    }
}
