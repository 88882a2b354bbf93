/// Runs an action once per main-loop turn however many times it was asked for in that turn:
/// many store changes in a burst become one list update.
@MainActor
public final class IdleCoalescer {
    private let action: () -> Void
    private var scheduled = false

    /// A coalescer of `action`, which then runs on the main thread; nothing is asked for yet.
    public init(_ action: @escaping () -> Void) { self.action = action }

    /// Asks for the action; it runs when the main loop is next idle.
    public func schedule() {
        guard !scheduled else { return }
        scheduled = true
        MainLoop.idle { [weak self] in self?.flush() }
    }

    /// Runs the action now if it was asked for; the idle run then does nothing.
    public func flush() {
        guard scheduled else { return }
        scheduled = false
        action()
    }
}
