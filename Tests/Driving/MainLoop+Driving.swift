import CGtk
import Foundation
import GtkKit

/// What tests and benchmarks drive the GLib main loop with from outside it: never from a
/// handler (it would run the loop inside itself).
extension MainLoop {
    /// Iterates the default main context until `condition` holds or `timeout` passes (a
    /// ceiling, never a pace: the wait ends the turn the condition holds). Returns whether the
    /// condition held. While nothing is ready the loop sleeps in GLib's poll, woken by the next
    /// event, or after a millisecond for a condition another thread changes (which wakes no loop).
    @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, gboolean(false)) == 0 { waitForWork() }
        }
        return true
    }

    /// Runs what the default main context has ready (events, idles, due timers and frames) and
    /// what that makes ready in turn, until nothing is: what was asked of the loop before the
    /// call has run. Timers not yet due stay. Returns whether anything ran.
    @discardableResult
    public static func runReady() -> Bool {
        // Bounded, so that a source that is always ready cannot hold the test forever.
        var turns = 0
        while turns < 100_000, g_main_context_iteration(nil, gboolean(false)) != 0 { turns += 1 }
        return turns > 0
    }

    /// Sleeps in the main context's poll until something is ready or a millisecond passes.
    private static func waitForWork() {
        let wake = g_timeout_add_full(G_PRIORITY_DEFAULT, 1, { _ in gboolean(false) }, nil, nil)
        g_main_context_iteration(nil, gboolean(true))
        if let source = g_main_context_find_source_by_id(nil, wake) { g_source_destroy(source) }
    }

    /// Iterates the main context for `settle` milliseconds: for benchmarks, which let a window
    /// idle between rounds. Tests wait for facts instead (docs/testing.md).
    public static func drain(settle milliseconds: Int = 50) {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        while Date() < deadline {
            if g_main_context_iteration(nil, gboolean(false)) == 0 { waitForWork() }
        }
    }
}
