import Foundation

/// A measurement taken on a thread of its own while the main thread runs GTK (the program
/// measured must go on drawing meanwhile): its figure or its failure, once done.
public final class BackgroundMeasurement<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`: what the measuring thread hands back to the main thread.
    private let lock = NSLock()
    private var result: Result<Value, Error>?

    /// Starts `body` on a new thread.
    public init(_ body: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            let outcome = Result { try body() }
            lock.withLock { result = outcome }
        }
    }

    /// What the measurement gave, once it is done; nil before.
    public var outcome: Result<Value, Error>? { lock.withLock { result } }
}
