import Adaptive
import CGtk
import GtkKit
import Observing
import Routing

/// A stack of controllers of which the top one is shown, after `UINavigationController`.
///
/// Pushes slide in from the end and pops slide back (GTK skips the slide when animations are
/// off). Appearance callbacks and `didMove(toParent:)` come when the slide has finished; a
/// popped controller then leaves the stack, its view leaves the GTK stack, and nothing keeps
/// either alive. The keyboard focus goes with the pages (GtkStack does this): a page pushed over
/// a focused one takes the focus, and a page uncovered again gets back the widget that had it.
public final class NavigationController: ViewController {
    /// The stack, root first and the top controller last, as UIKit's
    /// `UINavigationController.viewControllers`.
    public private(set) var viewControllers: [ViewController] = []
    let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
    private var hostedViews: [Widget] = []
    private var pendingCompletions: [() -> Void] = []
    private let observers = ObserverList<Void>()

    /// A stack starting at `root`; the stack is titled after its root, and takes its tab icon
    /// (what a tab shows).
    public convenience init(root: ViewController) {
        self.init()
        setViewControllers([root])
    }

    /// An empty stack, for a router to put its first screen on before the stack is shown
    /// (`ContainerFactory.navigation()`); it takes the title of the first controller pushed.
    public init() {
        pages = Overlay(child: stack)
        super.init()
        stack.horizontallyExpands = true
        stack.verticallyExpands = true
        stack.onTransitionRunningChanged { [weak self] in self?.transitionFinished() }
    }

    /// Whether a swipe towards the trailing edge (a finger, or two on a touchpad) pops the top
    /// controller, following the fingers, as GNOME's navigation views and UIKit's
    /// `interactivePopGestureRecognizer` do.
    public var allowsSwipeBack = true
    /// The swipes back (a test may emit its touch gesture's signals).
    public private(set) var swipeGesture: SwipeGesture?
    /// The top page as it was when a swipe back began, frozen, sliding off over the live page
    /// under it.
    let departing = Picture(accessibleLabel: "")
    /// The stack with the departing page over it: laid out again as the page moves.
    let pages: Overlay
    /// The swipe back under way, until its page has slid the rest of the way.
    var swipeBack: SwipeBack?
    /// Whether a released swipe back is sliding the page the rest of the way.
    var settlingSwipeBack = false

    private static let installStyle: Void = StyleSheet.install(".navigation-departing { box-shadow: 0 0 12px alpha(black, 0.25); }")

    public override func loadView() -> Widget {
        _ = NavigationController.installStyle
        departing.isVisible = false
        departing.addCSSClass("background")
        departing.addCSSClass("navigation-departing")
        gtk_widget_set_can_target(departing.widget, 0)
        pages.addOverlay(departing)
        pages.place(departing) { [weak self] in
            guard let self, let swipeBack else { return nil }
            return (x: Int(departingX(shown: swipeBack.shown, width: Double(pages.width)).rounded()), width: pages.width)
        }
        swipeGesture = SwipeGesture(on: pages) { [weak self] in self?.swipedBack($0) ?? false }
        return pages
    }

    public override var childrenForAppearance: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The controller on top, whose view is the page on screen, as UIKit's `topViewController`; nil
    /// only while the stack is empty.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller under the top one, whose title the Back button shows.
    public var previousViewController: ViewController? {
        viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
    }

    /// Whether there is a controller under the top one to pop back to.
    public var canGoBack: Bool { viewControllers.count > 1 }

    /// Whether a push or a pop is sliding now.
    public var isTransitioning: Bool { stack.isTransitionRunning }

    /// Calls `observer` after every change of the stack or of its top controller's title, until
    /// the token is released.
    public func observe(_ observer: @escaping () -> Void) -> ObserverToken { observers.add(observer) }

    /// Puts `controller` on top, sliding in when `animated`, as UIKit's
    /// `pushViewController(_:animated:)`; a controller can be on the stack once.
    public func push(_ controller: ViewController, animated: Bool = true) {
        precondition(!viewControllers.contains { $0 === controller }, "a controller can be pushed once")
        replaceStack(with: viewControllers + [controller], animated: animated)
    }

    /// Takes the top controller off the stack and returns it, as UIKit's
    /// `popViewController(animated:)`; nil, and nothing changes, when only the root is left.
    @discardableResult
    public func pop(animated: Bool = true) -> ViewController? {
        guard canGoBack, let top = topViewController else { return nil }
        replaceStack(with: Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops until `controller` is on top; returns the popped controllers.
    @discardableResult
    public func pop(to controller: ViewController, animated: Bool = true) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(viewControllers[...index]), animated: animated) }
        return popped
    }

    /// Replaces the whole stack with `controllers` (a root at least), as UIKit's
    /// `setViewControllers(_:animated:)`: controllers kept stay, and a new top slides in only when
    /// `animated`.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        precondition(!controllers.isEmpty, "a navigation stack has a root")
        replaceStack(with: controllers, animated: animated)
    }

    /// Removes the controllers from `index` up without appearance callbacks for them: their
    /// views stay on screen elsewhere (a split view moving its secondary back to its column).
    func detach(from index: Int) -> [ViewController] {
        guard index > 0, index < viewControllers.count else { return [] }
        finishPendingTransition()
        let detached = Array(viewControllers[index...])
        viewControllers.removeSubrange(index...)
        for controller in detached {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            if controller.isViewLoaded, stack.contains(controller.view) { stack.remove(controller.view) }
            hostedViews.removeAll { $0 === controller.view }
        }
        showTop(animated: false)
        if isAppearing { topViewController?.transitionAppearance(to: true) }
        notify()
        return detached
    }

    /// Empties the stack for a split view that merges it into its primary stack; the
    /// controllers keep their appearance state and are re-parented by the receiver.
    func takeAll() -> [ViewController] {
        finishPendingTransition()
        let taken = viewControllers
        viewControllers = []
        for controller in taken {
            if controller.isViewLoaded, stack.contains(controller.view) { stack.remove(controller.view) }
        }
        hostedViews.removeAll()
        notify()
        return taken
    }

    /// Whether `controller`'s view is the page on screen.
    public func isShowing(_ controller: ViewController) -> Bool {
        controller.isViewLoaded && stack.isVisibleChild(controller.view)
    }

    /// The stack as it stands: a controller sliding out is no longer one a router can find.
    public override var childrenForRouting: [ViewController] { viewControllers }

    /// Pops to `child`, so a screen a router found is on top.
    public override func makeVisible(_ child: RoutingNode, animated: Bool) {
        guard let controller = child as? ViewController else { return }
        pop(to: controller, animated: animated)
    }

    func controllerDidChangeTitle(_ controller: ViewController) {
        if controller === topViewController || controller === previousViewController { notify() }
    }

    /// The one path every stack change takes: containment calls, appearance transitions of
    /// the old and new top, the page switch, and completion once the slide has finished.
    private func replaceStack(with controllers: [ViewController], animated: Bool) {
        finishPendingTransition()
        let oldTop = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !viewControllers.contains { $0 === new } }
        removed.forEach { $0.willMove(toParent: nil) }
        added.forEach { addChild($0) }
        if oldTop == nil, let root = controllers.first {
            title = root.title
            tabIconName = tabIconName ?? root.tabIconName
        }
        viewControllers = controllers
        let newTop = topViewController
        let visible = isAppearing
        let topChanged = oldTop !== newTop
        if visible && topChanged {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        showTop(animated: animated)
        pendingCompletions.append { [weak self] in
            if visible && topChanged {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            removed.filter { $0.parent === self }.forEach { $0.removeFromParent() }
            added.forEach { $0.didMove(toParent: self) }
            self?.removeUnusedPages()
        }
        transitionFinished()
        notify()
    }

    private func showTop(animated: Bool) {
        guard let top = topViewController else { return }
        host(top.view)
        stack.show(top.view, animated: animated)
    }

    /// Makes `page` a page of the stack (a controller's view set below the top was never shown).
    func host(_ page: Widget) {
        guard !stack.contains(page) else { return }
        page.removeFromParent()
        stack.add(page)
        hostedViews.append(page)
    }

    private func transitionFinished() {
        if !stack.isTransitionRunning { finishPendingTransition() }
    }

    private func finishPendingTransition() {
        interruptSwipeBack() // every change of the stack comes here first
        let completions = pendingCompletions
        pendingCompletions = []
        completions.forEach { $0() }
    }

    private func removeUnusedPages() {
        let inUse = Set(viewControllers.filter(\.isViewLoaded).map { ObjectIdentifier($0.view) })
        hostedViews.removeAll { page in
            guard !inUse.contains(ObjectIdentifier(page)) else { return false }
            if stack.contains(page) { stack.remove(page) }
            return true
        }
    }

    private func notify() { observers.notify() }
}
