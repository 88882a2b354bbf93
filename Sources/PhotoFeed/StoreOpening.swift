import Dispatch

/// The photo database opened and read on a thread of its own, begun before the app's display
/// and style sheets are set up, so that the file, its schema and the photos it holds take the
/// other core rather than the main thread's time before the first frame. The library takes
/// the outcome when it is made, waiting for it only if it has not come yet.
public final class StoreOpening: @unchecked Sendable {
    /// What opening came to: the store's path and what reading it gave, or why it could not
    /// be opened.
    public enum Outcome: Sendable {
        case opened(path: String, contents: Result<StoreContents, Error>)
        case failed(StoreProblem)
    }

    /// How many fetched photos the store keeps; whoever writes to it trims each feed to this.
    public let capacity: Int
    private let done = DispatchSemaphore(value: 0)
    /// Written once on the opening thread before `done` is signalled; read after waiting on it.
    private var result: Outcome?

    /// Opens (or creates) the store at `path` and reads it, on a background thread.
    public init(path: String, capacity: Int = PhotoStore.defaultCapacity) {
        self.capacity = capacity
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = Self.outcome(of: PhotoStore.open(path: path, capacity: capacity))
            done.signal()
        }
    }

    /// Reads a store opened already (or says why it was not), here and now.
    public init(_ opened: Result<PhotoStore, StoreProblem>) {
        capacity = (try? opened.get().capacity) ?? PhotoStore.defaultCapacity
        result = Self.outcome(of: opened)
        done.signal()
    }

    /// The outcome, once there (the first call waits for the opening thread).
    public var outcome: Outcome {
        done.wait()
        done.signal()
        return result!
    }

    private static func outcome(of opened: Result<PhotoStore, StoreProblem>) -> Outcome {
        switch opened {
        case .success(let store): return .opened(path: store.path, contents: Result { try StoreContents(reading: store) })
        case .failure(let problem): return .failed(problem)
        }
    }
}
