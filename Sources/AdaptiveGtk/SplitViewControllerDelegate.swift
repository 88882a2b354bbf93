import Adaptive

/// What an app decides when a split view changes shape, after `UISplitViewControllerDelegate`.
/// Every method has a default, so a delegate implements only what it needs.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Collapsing: return true when you handled the secondary and it should be discarded (the
    /// primary stays on top); false pushes it onto the primary's navigation stack.
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool
    /// Separating while no part of the secondary was on the stack: the controller the secondary
    /// column should show, or nil to keep the current one (update it here if it should change).
    func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primary: ViewController
    ) -> ViewController?
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode)
    /// Collapsing: the controller to use as the primary from now on, or nil to keep it.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Expanding: the controller to use as the primary from now on, or nil to keep it.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primary: ViewController
    ) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode) {}
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
}
