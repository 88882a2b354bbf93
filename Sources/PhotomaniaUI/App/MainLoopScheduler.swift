import GtkKit
import PhotoFeed

/// The app's `Scheduler`: the GLib main loop's timeouts. The work runs unless it is cancelled,
/// whether or not its caller keeps what `run` returns.
@MainActor
struct MainLoopScheduler: Scheduler {
    private final class Scheduled: Cancellable {
        /// Kept by the work itself until it runs or is cancelled.
        var timeout: Timeout?
        func cancel() { timeout = nil }
    }

    func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable {
        let scheduled = Scheduled()
        scheduled.timeout = Timeout(milliseconds: UInt32(seconds * 1000)) { [scheduled] in
            scheduled.timeout = nil
            work()
        }
        return scheduled
    }
}
