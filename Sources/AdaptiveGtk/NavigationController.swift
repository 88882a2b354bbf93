import Adaptive
import CGtk
import GtkKit

/// A stack of controllers of which the top one is shown, after `UINavigationController`.
///
/// Pushes slide in from the end, pops slide back; a popped view leaves the GTK stack once the
/// slide finished, so it can be re-hosted elsewhere right after a non-animated pop.
public final class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    private let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
    private var hostedViews: [Widget] = []
    private var observers: [() -> Void] = []

    public init(root: ViewController) {
        super.init()
        stack.horizontallyExpands = true
        stack.verticallyExpands = true
        stack.connect(.notify("transition-running")) { [weak self] _ in self?.removeUnusedPages() }
        setViewControllers([root])
    }

    public override func loadView() -> Widget { stack }

    public var topViewController: ViewController? { viewControllers.last }

    /// The controller under the top one, whose title the Back button shows.
    public var previousViewController: ViewController? {
        viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
    }

    public var canGoBack: Bool { viewControllers.count > 1 }

    /// Calls `observer` after every change of the stack or of its top controller's title.
    public func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

    public func push(_ controller: ViewController, animated: Bool = true) {
        precondition(!viewControllers.contains { $0 === controller }, "a controller can be pushed once")
        viewControllers.append(controller)
        controller.navigationController = self
        if let traits = traitCollection { controller.setTraitCollection(traits) }
        showTop(animated: animated)
    }

    @discardableResult
    public func pop(animated: Bool = true) -> ViewController? {
        guard canGoBack else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        showTop(animated: animated)
        return popped
    }

    /// Pops until `controller` is on top.
    public func pop(to controller: ViewController, animated: Bool = true) {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return }
        viewControllers[(index + 1)...].forEach { $0.navigationController = nil }
        viewControllers.removeSubrange((index + 1)...)
        showTop(animated: animated)
    }

    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        precondition(!controllers.isEmpty, "a navigation stack has a root")
        viewControllers.forEach { $0.navigationController = nil }
        viewControllers = controllers
        controllers.forEach { $0.navigationController = self }
        showTop(animated: animated)
    }

    /// Whether `controller`'s view is the page on screen.
    public func isShowing(_ controller: ViewController) -> Bool {
        controller.isViewLoaded && stack.isVisibleChild(controller.view)
    }

    public override func setTraitCollection(_ traits: TraitCollection) {
        super.setTraitCollection(traits)
        viewControllers.forEach { $0.setTraitCollection(traits) }
    }

    func controllerDidChangeTitle(_ controller: ViewController) {
        if controller === topViewController || controller === previousViewController { notify() }
    }

    private func showTop(animated: Bool) {
        guard let top = topViewController else { return }
        let page = top.view
        if !stack.contains(page) {
            page.removeFromParent()
            stack.add(page)
            hostedViews.append(page)
        }
        let transition = stack.transition
        if !animated { stack.transition = GTK_STACK_TRANSITION_TYPE_NONE }
        stack.show(page)
        stack.transition = transition
        if !stack.isTransitionRunning { removeUnusedPages() }
        notify()
    }

    private func removeUnusedPages() {
        guard !stack.isTransitionRunning else { return }
        let inUse = Set(viewControllers.filter(\.isViewLoaded).map { ObjectIdentifier($0.view) })
        hostedViews.removeAll { page in
            guard !inUse.contains(ObjectIdentifier(page)) else { return false }
            if stack.contains(page) { stack.remove(page) }
            return true
        }
    }

    private func notify() { observers.forEach { $0() } }
}
