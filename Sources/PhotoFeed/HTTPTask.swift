import Foundation

/// A running transfer that can be cancelled from any thread; cancelling an obsolete image
/// download frees its connection for the one that matters.
///
/// `@unchecked Sendable`: its one mutable flag is read and written under `lock`.
public final class HTTPTask: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
