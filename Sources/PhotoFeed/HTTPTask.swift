import Foundation

/// A running transfer that can be cancelled from any thread; cancelling an obsolete image
/// download frees its connection for the one that matters.
///
/// Work that several callers wait on runs under a task of its own that they join
/// (`join(_:)`): it counts as cancelled once every caller's task is, so one caller giving up
/// does not stop the others' transfer, and the last one does.
///
/// `@unchecked Sendable`: its mutable state is read and written under `lock`.
public final class HTTPTask: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    /// The callers' tasks, for shared work; empty for a caller's own.
    private var joined: [HTTPTask] = []

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled || (!joined.isEmpty && joined.allSatisfy(\.isCancelled))
    }

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Makes this shared task wait on `task` too: it is cancelled once `task` and every task
    /// joined before are. A caller's task joins; a shared task is never joined to another.
    public func join(_ task: HTTPTask) {
        lock.lock()
        joined.append(task)
        lock.unlock()
    }
}
