import Foundation
import GtkKit

/// The longest the main thread was held up: a GLib timeout due every 5 ms records how late it
/// runs, from its creation until `stop()`.
@MainActor
public final class LatenessProbe {
    private let interval = 0.005
    private var due = 0.0
    private var running = true
    /// The longest lateness so far, in seconds.
    public private(set) var longest = 0.0

    public init() {
        due = now() + interval
        arm()
    }

    public func stop() { running = false }

    private func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    private func arm() {
        MainLoop.after(milliseconds: UInt32(interval * 1000)) { [self] in
            guard running else { return }
            let late = now() - due
            longest = max(longest, late)
            due = now() + interval
            arm()
        }
    }
}
