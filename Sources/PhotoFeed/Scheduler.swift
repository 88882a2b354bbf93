/// Runs work later, on the main thread: the GLib main loop in the app, a clock the test
/// moves by hand in tests.
@MainActor
public protocol Scheduler {
    /// Runs `work` once after `seconds`; the result calls it off.
    func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable
}

/// Work under way or scheduled that can be called off.
@MainActor
public protocol Cancellable: AnyObject {
    func cancel()
}

extension HTTPTask: Cancellable {}
