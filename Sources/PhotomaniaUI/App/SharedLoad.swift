import GtkKit
import PhotoFeed

/// One image's load that several callers wait on (`ImageLoader`): each caller keeps its own
/// task to cancel, and the work runs under `task`, which is cancelled once all of theirs are.
@MainActor
final class SharedLoad {
    /// A reference that does not keep the load: the work holds it while it runs.
    struct Weak {
        weak var load: SharedLoad?
    }

    /// The work's task, joined by every caller's.
    let task = HTTPTask()
    private var waiting: [(task: HTTPTask, completion: @MainActor (Result<Texture, Error>) -> Void)] = []

    init(_ task: HTTPTask, _ completion: @escaping @MainActor (Result<Texture, Error>) -> Void) { add(task, completion) }

    /// One more caller waits for the image.
    func add(_ task: HTTPTask, _ completion: @escaping @MainActor (Result<Texture, Error>) -> Void) {
        self.task.join(task)
        waiting.append((task, completion))
    }

    /// Tells each caller that has not cancelled, and lets go of every completion.
    func deliver(_ result: Result<Texture, Error>) {
        let waiting = self.waiting
        self.waiting = []
        for (task, completion) in waiting where !task.isCancelled { completion(result) }
    }
}
