/// An observer's hold on an `ObserverList`: released (or cancelled), the observer is removed.
@MainActor
public final class ObserverToken {
    private var removal: (() -> Void)?

    init(_ removal: @escaping () -> Void) { self.removal = removal }

    /// Removes the observer now; cancelling again does nothing.
    public func cancel() {
        removal?()
        removal = nil
    }

    isolated deinit { cancel() }
}
