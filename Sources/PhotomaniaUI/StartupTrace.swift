import Foundation
import Synchronization

/// Milestones of a launch on standard error, when `PHOTOMANIA_STARTUP_TRACE=1`: what the
/// startup benchmark reads. Silent otherwise.
@MainActor
public enum StartupTrace {
    private static let enabled = ProcessInfo.processInfo.environment["PHOTOMANIA_STARTUP_TRACE"] == "1"
    private static let start = DispatchTime.now()
    private static let marked = Mutex<Set<String>>([])

    /// Starts the clock; call first thing in `main`.
    public static func begin() { _ = start }

    /// Prints `photomania-trace: EVENT MILLISECONDS` the first time `event` happens.
    public static func mark(_ event: String) {
        guard enabled, marked.withLock({ $0.insert(event).inserted }) else { return }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        FileHandle.standardError.write(Data(String(format: "photomania-trace: %@ %.1f\n", event, elapsed).utf8))
    }
}
