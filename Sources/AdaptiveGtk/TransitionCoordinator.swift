/// What a container's change of size or of columns lets its children join, after UIKit's
/// `UIViewControllerTransitionCoordinator`: blocks that run alongside the change (applied, in
/// the frame that shows it) and blocks that run once it is laid out. Nothing is animated: a
/// split view changes its columns within one frame.
@MainActor
public final class TransitionCoordinator {
    private var alongside: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var ranAlongside = false
    private var completed = false

    /// A coordinator with no blocks yet, for a container about to pass a change of size on
    /// (`ViewController.transition(to:with:)`).
    public init() {}

    /// Adds blocks to run with the change and after it; a block added once its moment has
    /// passed runs at once.
    public func animate(alongsideTransition: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let alongsideTransition { ranAlongside ? alongsideTransition() : alongside.append(alongsideTransition) }
        if let completion { completed ? completion() : completions.append(completion) }
    }

    /// Whether completion blocks wait for the change to be laid out.
    var hasCompletions: Bool { !completions.isEmpty }

    /// Runs the alongside blocks: the change is applied.
    func runAlongside() {
        ranAlongside = true
        let blocks = alongside
        alongside = []
        blocks.forEach { $0() }
    }

    /// Runs the completion blocks: the change is laid out.
    func complete() {
        if !ranAlongside { runAlongside() }
        completed = true
        let blocks = completions
        completions = []
        blocks.forEach { $0() }
    }
}
