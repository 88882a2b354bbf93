import GtkKit
import PhotoFeed

/// The app's `Scheduler`: the GLib main loop's timeouts.
@MainActor
struct MainLoopScheduler: Scheduler {
    private final class Timeout: Cancellable {
        var source: UInt32?
        func cancel() {
            source.map(MainLoop.cancel)
            source = nil
        }
    }

    func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable {
        let timeout = Timeout()
        timeout.source = MainLoop.after(milliseconds: UInt32(seconds * 1000)) {
            timeout.source = nil
            work()
        }
        return timeout
    }
}
