/// What a container's change of size or of columns lets its children join, after UIKit's
/// `UIViewControllerTransitionCoordinator`: blocks that run alongside the change (applied, in
/// the frame that shows it) and blocks that run once it is laid out. Nothing is animated: a
/// split view changes its columns within one frame.
@MainActor
public final class TransitionCoordinator {
    private var alongside: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var ranAlongside = false

    public init() {}

    /// Adds blocks to run with the change and after it; a block added once the change has run
    /// runs at once (alongside) or with the completions still to come.
    public func animate(alongsideTransition: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let alongsideTransition { ranAlongside ? alongsideTransition() : alongside.append(alongsideTransition) }
        if let completion { completions.append(completion) }
    }

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
        let blocks = completions
        completions = []
        blocks.forEach { $0() }
    }
}
