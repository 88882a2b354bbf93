import CGtk

/// Work the main loop runs once after a delay, for as long as this token is kept: released or
/// cancelled before then, the work never runs (as a GTK app keeps a `glib::SourceId` and
/// removes it). An owner keeps one in an optional property and sets it anew to restart the delay.
@MainActor
public final class Timeout {
    /// The GLib source, until the work runs or is called off.
    private var source: UInt32?

    /// Runs `work` once after `milliseconds`, unless the token goes first.
    public init(milliseconds: UInt32, _ work: @escaping () -> Void) {
        source = MainLoop.after(milliseconds: milliseconds) { [weak self] in
            self?.source = nil
            work()
        }
    }

    /// Whether the work is still to run.
    public var isPending: Bool { source != nil }

    /// Calls the work off; nothing happens if it ran already.
    public func cancel() {
        if let source { g_source_remove(source) }
        source = nil
    }

    isolated deinit { cancel() }
}
