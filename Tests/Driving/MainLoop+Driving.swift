import CGtk
import Foundation
import GtkKit

/// What tests and benchmarks drive the GLib main loop with from outside it: never from a
/// handler (it would run the loop inside itself).
extension MainLoop {
    /// Iterates the default main context until `condition` holds or `timeout` passes.
    /// Returns whether the condition held.
    @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, gboolean(false)) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Iterates the main context for `settle` milliseconds (pending events, frames, idles).
    public static func drain(settle milliseconds: Int = 50) {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        while Date() < deadline {
            if g_main_context_iteration(nil, gboolean(false)) == 0 { usleep(1_000) }
        }
    }
}
