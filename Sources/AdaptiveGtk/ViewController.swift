import Adaptive
import CGtk
import GtkKit
import Routing

/// A screen's worth of UI with a lazily built view, after `UIViewController`.
///
/// Subclasses build their widgets in `loadView()` and react to the lifecycle callbacks.
/// Containers own their children (`addChild` / `removeFromParent`) and forward appearance
/// transitions to the children on screen, so every controller sees `viewWillAppear` …
/// `viewDidDisappear` exactly once per transition and in order.
@MainActor
open class ViewController: RoutingNode {
    /// Shown in the header while this controller is on top, and on the Back button after it.
    public var title: String {
        didSet { if title != oldValue { navigationController?.controllerDidChangeTitle(self) } }
    }

    /// The size the controller's content asks for when presented in a popover, after UIKit's
    /// `preferredContentSize`; nil lets the content measure itself. A change while presented
    /// resizes the popover.
    public var preferredContentSize: Size? {
        didSet { if preferredContentSize != oldValue { presentation?.preferredContentSizeDidChange() } }
    }

    /// The presentation that shows this controller, if one does.
    weak var presentation: PresentationController?

    /// The modal window this controller presents (`present(_:animated:)`), while it is open.
    var modal: ModalPresentation?
    /// The controller that presented this one in a modal window, while it is open.
    public internal(set) weak var presentingViewController: ViewController?

    /// Whether a tab bar at the bottom hides while this controller is on top of its stack
    /// (UIKit's `hidesBottomBarWhenPushed`): a photo wants the height.
    public var hidesBottomBarWhenPushed = false

    /// The icon a tab switcher shows for this controller (UIKit's `tabBarItem.image`), beside
    /// or above its title, or alone where the switcher is short of room.
    public var tabIconName: String?

    /// Whether a swipe over this controller may navigate now: pop it (its stack's
    /// `allowsSwipeBack` aside), or bring a split view's side columns in over it. A controller
    /// whose content pans sideways under the fingers (a zoomed photo) answers false while it does.
    open var allowsNavigationSwipes: Bool { true }

    private var loadedView: Widget?
    private var appearance = AppearanceCycle()
    private var animatingAppearance = false

    /// The container this controller is a child of, as UIKit's `parent`; nil for a root.
    public private(set) weak var parent: ViewController?
    /// The controllers this one contains, in the order they were added, as UIKit's `children`.
    public private(set) var children: [ViewController] = []

    /// The traits of the environment the controller lives in.
    public private(set) var traitCollection: TraitCollection?

    /// A controller titled `title`, its view not built yet.
    public init(title: String = "") {
        self.title = title
    }

    // MARK: View

    /// The root widget, built on first access: what `loadView()` made, in a bin that tells the
    /// controller when it is laid out at a new size.
    public var view: Widget {
        loadViewIfNeeded()
        return loadedView!
    }

    /// Whether the view is built, asked without building it (UIKit's `isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Builds the view now if it is not built yet: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        let host = SizeObservingBin(child: loadView(), shrinks: false)
        host.onAllocate = { [unowned self] width, height in willLayout(at: Size(width: width, height: height)) }
        host.onAllocated = { [unowned self] width, height in didLayout(at: Size(width: width, height: height)) }
        loadedView = host
        viewDidLoad()
    }

    /// The size the view was last laid out at, between `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`.
    public private(set) var layoutSize: Size?
    private var laidOutSize: Size?

    private func willLayout(at size: Size) {
        guard size != laidOutSize else { return }
        layoutSize = size
        viewWillLayoutSubviews()
    }

    private func didLayout(at size: Size) {
        guard size != laidOutSize else { return }
        laidOutSize = size
        viewDidLayoutSubviews()
    }

    /// Called in the view's own allocation at a new size, before its content is laid out at it
    /// (`layoutSize`), after UIKit's: change what the content's layout depends on here, and it
    /// is laid out in this same frame. Not called when the view is laid out again at its size.
    open func viewWillLayoutSubviews() {}

    /// Called in the same allocation, once the content is laid out at the new size.
    open func viewDidLayoutSubviews() {}

    /// Builds and returns the root widget. Override; the default is an empty box.
    open func loadView() -> Widget { Box(.vertical) }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Called before the view comes on screen, as in UIKit; `animated` when it slides in.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is in the hierarchy with its traits known, before it is shown.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called once the view is on screen (a push's slide has finished).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is between hidden and shown.
    public var appearanceState: AppearanceState { appearance.state }

    /// Whether the controller is on screen or on its way there.
    public var isAppearing: Bool { appearance.isVisible }

    /// The children that appear and disappear with this controller; containers narrow it to
    /// the children on screen.
    open var childrenForAppearance: [ViewController] { children }

    /// Containers that drive their children's appearance themselves answer false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition here and in the children on screen.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        animatingAppearance = animated
        deliver(appearance.begin(appearing: isAppearing))
        if shouldAutomaticallyForwardAppearanceMethods {
            childrenForAppearance.forEach { $0.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Finishes the transition begun last, here and in the children on screen.
    public func endAppearanceTransition() {
        deliver(appearance.end())
        if shouldAutomaticallyForwardAppearanceMethods {
            childrenForAppearance.forEach { $0.endAppearanceTransition() }
        }
    }

    /// Begins and ends a transition at once (nothing to animate).
    public func transitionAppearance(to isAppearing: Bool) {
        beginAppearanceTransition(isAppearing, animated: false)
        endAppearanceTransition()
    }

    private func deliver(_ events: [AppearanceEvent]) {
        for event in events {
            switch event {
            case .viewWillAppear: viewWillAppear(animatingAppearance)
            case .viewIsAppearing:
                if let traits = parent?.traitCollection, traitCollection == nil { setTraitCollection(traits) }
                viewIsAppearing(animatingAppearance)
            case .viewDidAppear: viewDidAppear(animatingAppearance)
            case .viewWillDisappear: viewWillDisappear(animatingAppearance)
            case .viewDidDisappear: viewDidDisappear(animatingAppearance)
            }
        }
    }

    // MARK: Containment

    /// Makes `child` a child of this controller (calling its `willMove(toParent:)`); the
    /// container calls `child.didMove(toParent:)` once the child's view is in place.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.detachFromParent()
        child.willMove(toParent: self)
        child.parent = self
        children.append(child)
        if let traitCollection { child.setTraitCollection(traitCollection) }
        child.setScenePhase(scenePhase)
    }

    /// Leaves the parent (after the container called `willMove(toParent: nil)`), then calls
    /// `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    private func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called as the controller is added to `parent` (by `addChild`), or with nil before its
    /// container removes it, as in UIKit.
    open func willMove(toParent parent: ViewController?) {}
    /// Called once the controller's view is in place in `parent` (its container calls it), or with
    /// nil once it has left its parent (`removeFromParent()`).
    open func didMove(toParent parent: ViewController?) {}

    /// The closest navigation controller among the ancestors.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Routing

    /// The container, or for a controller presented in a modal window the one that presented it.
    public var routingParent: RoutingNode? { parent ?? presentingViewController }
    /// The children a router may find, and the controller presented over this one.
    public var routingChildren: [RoutingNode] { childrenForRouting + (presentedViewController.map { [$0] } ?? []) }
    /// The children on screen (the ones appearance transitions reach), and last the controller
    /// presented over this one, where the user works while it is open.
    public var routingVisibleChildren: [RoutingNode] { childrenForAppearance + (presentedViewController.map { [$0] } ?? []) }
    /// The children a router may find; containers leave out those on their way out.
    open var childrenForRouting: [ViewController] { children }

    /// Brings `child` on screen for a router that found it; containers override (a stack pops
    /// to it, tabs select it). A plain controller shows all its children already.
    open func makeVisible(_ child: RoutingNode, animated: Bool) {}

    // MARK: Environment

    /// Called after `traitCollection` changed, outside size allocation.
    open func traitCollectionDidChange(previous: TraitCollection?) {}

    /// Called when the controller's container changes size, with the size this controller
    /// gets: before its view is laid out at it, so it can prepare for it (decode an image at
    /// that size) without waiting for the layout.
    open func viewWillTransition(to size: Size) {}

    /// The same, with the coordinator of the change (a split view changing its columns) for
    /// work alongside it and after it. The default calls `viewWillTransition(to:)`.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: size)
    }

    /// The size `child` gets when this controller's is `size`; containers of columns override
    /// (a split view gives each column its width).
    open func size(forChild child: ViewController, from size: Size) -> Size { size }

    /// Called when the system is low on memory: drop what can be rebuilt (caches, hidden views).
    open func didReceiveMemoryWarning() {}

    /// The traits a container hands a child; containers override to narrow them (a split
    /// view's primary column is compact in width).
    open func traitCollection(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
        traits
    }

    /// Containers call this when the environment changes; it calls `traitCollectionDidChange`
    /// and the handlers registered for the traits that changed here, then passes the change on
    /// to the children.
    public func setTraitCollection(_ traits: TraitCollection) {
        let previous = traitCollection
        if previous != traits {
            traitCollection = traits
            traitCollectionDidChange(previous: previous)
            let changed = Trait.changes(from: previous, to: traits)
            for registration in traitRegistrations where !registration.traits.isDisjoint(with: changed) {
                registration.handler(self, previous)
            }
        }
        children.forEach { $0.setTraitCollection(traitCollection(forChild: $0, from: traits)) }
    }

    private var traitRegistrations: [TraitChangeRegistration] = []

    /// Calls `handler` each time one of `traits` changes in this controller's traits (and when
    /// its first traits arrive), not on changes of the others, after UIKit's
    /// `registerForTraitChanges(_:handler:)`; until `unregisterForTraitChanges`. The handler
    /// gets the controller and its traits before the change.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: Set<Trait>,
        handler: @escaping (ViewController, _ previous: TraitCollection?) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops calling the handler `registerForTraitChanges(_:handler:)` returned `registration` for.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// Passes a size change to this controller and all its descendants, each at its own size,
    /// with `coordinator`; the caller runs its blocks.
    public func transition(to size: Size, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
        children.forEach { $0.transition(to: self.size(forChild: $0, from: size), with: coordinator) }
    }

    /// Passes a size change that needs no coordinating: the blocks given run at once.
    public func transition(to size: Size) {
        let coordinator = TransitionCoordinator()
        transition(to: size, with: coordinator)
        coordinator.complete()
    }

    // MARK: Scene

    /// The phase of the window the controller is in: in the background until a window
    /// (`WindowScene`) shows it, or while its window is off screen.
    public private(set) var scenePhase = ScenePhase.background

    /// Called after `scenePhase` changed, once for each step (`ScenePhase.steps(to:)`): stop
    /// here what only a window on screen, or one with the keyboard focus, needs.
    open func scenePhaseDidChange(from previous: ScenePhase) {}

    /// Moves this controller and all its descendants to `phase`, a step at a time; a window's
    /// scene calls it, and a container for a child it adds.
    public func setScenePhase(_ phase: ScenePhase) {
        for step in scenePhase.steps(to: phase) {
            let previous = scenePhase
            scenePhase = step
            scenePhaseDidChange(from: previous)
        }
        children.forEach { $0.setScenePhase(phase) }
    }

    // MARK: Restoration

    /// The name this controller's state is saved under, unique in its window; nil (the
    /// default) saves nothing, after UIKit's `restorationIdentifier`. `StateRestoration`
    /// walks the controllers and calls the three methods below.
    public var restorationIdentifier: String?

    /// Saves what this controller owns and the user would miss (a scroll position, a
    /// selection, a zoom) into `state`. Containers save their own choices (a tab, a width),
    /// not their children's: each child saves itself under its own identifier.
    open func encodeRestorableState(with state: inout RestorableState) {}

    /// Takes back what `encodeRestorableState` saved, once, before the view's first frame when
    /// the controller exists by then (else as soon as the app has made it). A value missing or
    /// of another type reads as nil: keep the default then.
    open func decodeRestorableState(with state: RestorableState) {}

    /// Called on every restored controller once all of them are decoded and in place, for
    /// what depends on the others (a container re-showing the child it saved as shown, after
    /// the app's navigation put other children on screen).
    open func applicationFinishedRestoringState() {}

    /// Passes a low-memory warning to this controller and all its descendants.
    public func receiveMemoryWarning() {
        didReceiveMemoryWarning()
        children.forEach { $0.receiveMemoryWarning() }
    }
}
