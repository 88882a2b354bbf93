import Adaptive
import CGtk
import GtkKit
import Observing
import Routing

/// Tabs of which one is shown, after `UITabBarController`. The switcher adapts as libadwaita's
/// view switchers do (`TabSwitcherPlacement`): at the top, titles above the tabs or in a header
/// bar that hosts one (`makeSwitcher`, as AdwViewSwitcherTitle); in a narrow, tall window a bar
/// at the bottom, icons over titles. Either is hidden while the selected stack's top controller
/// `hidesBottomBarWhenPushed` (a photo on its own in a short window needs the height).
/// As a split view's primary, the selected tab's navigation stack is the one a collapse
/// pushes the secondary onto, and the selection survives collapse and expand.
public final class TabController: ViewController {
    /// The tabs' controllers in the switcher's order, as UIKit's
    /// `UITabBarController.viewControllers`.
    public private(set) var tabs: [ViewController]
    /// The index of the tab on screen, as UIKit's `selectedIndex`; `select(_:)` changes it.
    public private(set) var selectedIndex = 0
    private let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    /// The tabs' own switcher, above them or the bar at the bottom (UIKit's `tabBar`).
    public private(set) lazy var switcher = TabSwitcher(of: self, style: topSwitcherStyle)
    /// What the switcher's buttons show at the top: the tabs' titles (the default), or their
    /// icons alone where more tabs than their titles' room share a column (each button's
    /// tooltip and name is still the title).
    public var topSwitcherStyle = TabSwitcher.Style.labels {
        didSet { if !isSwitcherAtBottom { switcher.style = topSwitcherStyle } }
    }
    private let box = Box(.vertical)
    private let observers = ObserverList<Void>()
    /// The tabs' stacks, followed for where the switcher goes.
    private var stackObservations: [ObserverToken] = []

    /// Whether the switcher is the bar at the bottom (a narrow, tall window).
    public private(set) var isSwitcherAtBottom = false

    /// Whether the tabs' own switcher is on screen (above them, or the bottom bar).
    public var isSwitcherVisible: Bool { switcher.widget.isVisible }

    /// Whether the tabs show their own switcher when it is at the top; false when a header bar
    /// shows one made by `makeSwitcher` there.
    public var showsSwitcherAtTop = true {
        didSet { placeSwitcher() }
    }

    /// Another switcher of these tabs, for a header bar's title in regular width.
    public func makeSwitcher(style: TabSwitcher.Style) -> TabSwitcher { TabSwitcher(of: self, style: style) }

    /// Tabs showing `tabs`, the first selected; none, for a router to fill before they are
    /// shown (`ContainerFactory.tabs()`, `ContainerAction.addTab()`).
    public init(tabs: [ViewController] = []) {
        self.tabs = []
        super.init()
        tabs.forEach(append)
    }

    /// Adds `tab` after the others; the first tab added is the one selected.
    public func append(_ tab: ViewController) {
        tabs.append(tab)
        addChild(tab)
        if isViewLoaded { addPage(tab) }
        if let navigation = tab as? NavigationController {
            stackObservations.append(navigation.observe { [weak self] in self?.placeSwitcher() })
        }
        if tabs.count == 1, isAppearing { tab.transitionAppearance(to: true) }
        tab.didMove(toParent: self)
        placeSwitcher()
        observers.notify()
    }

    private func addPage(_ tab: ViewController) { stack.add(tab.view) }

    public override func loadView() -> Widget {
        switcher.widget.setAlignment(horizontal: .center, vertical: .start)
        switcher.widget.setMargins(6)
        tabs.forEach(addPage)
        stack.verticallyExpands = true
        stack.onVisibleChildChanged { [weak self] in self?.visibleChildChanged() }
        box.append(switcher.widget)
        box.append(stack)
        return box
    }

    public override func traitCollectionDidChange(previous: TraitCollection?) { placeSwitcher() }

    public override func viewWillTransition(to size: Size) { placeSwitcher() }

    /// Where the window the tabs fill wants the switcher: in a split view, its own traits
    /// decide (its primary column is compact beside the secondary too); alone, the tabs'.
    private var placement: TabSwitcherPlacement {
        var ancestor = parent
        while let current = ancestor, !(current is SplitViewController) { ancestor = current.parent }
        return ((ancestor as? SplitViewController)?.traitHost.traitCollection ?? traitCollection).map(TabSwitcherPlacement.init) ?? .top
    }

    /// Puts the switcher where the window wants it, shown unless the screen on top hides it.
    private func placeSwitcher() {
        guard isViewLoaded, !tabs.isEmpty else { return }
        let bottom = placement == .bottom
        if bottom != isSwitcherAtBottom {
            isSwitcherAtBottom = bottom
            switcher.widget.removeFromParent()
            if bottom { box.append(switcher.widget) } else { box.prepend(switcher.widget) }
            switcher.widget.setAlignment(horizontal: bottom ? .fill : .center, vertical: .start)
            switcher.style = bottom ? .iconsOverLabels : topSwitcherStyle
        }
        let top = (selectedViewController as? NavigationController)?.topViewController ?? selectedViewController
        switcher.widget.isVisible = !top.hidesBottomBarWhenPushed && (bottom || showsSwitcherAtTop)
    }

    /// The tab on screen (there is one once a tab was added).
    public var selectedViewController: ViewController { tabs[selectedIndex] }

    public override var childrenForAppearance: [ViewController] { tabs.isEmpty ? [] : [selectedViewController] }

    /// The tabs' navigation stacks, for a split view looking for its merged controllers.
    public var navigationControllers: [NavigationController] { tabs.compactMap { $0 as? NavigationController } }

    /// Calls `observer` after the selection changed, until the token is released.
    public func observe(_ observer: @escaping () -> Void) -> ObserverToken { observers.add(observer) }

    /// Shows tab `index`; the old tab disappears and the new one appears.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        loadViewIfNeeded()
        let old = selectedViewController
        selectedIndex = index
        let visible = isAppearing
        if visible {
            old.beginAppearanceTransition(false, animated: false)
            selectedViewController.beginAppearanceTransition(true, animated: false)
        }
        stack.show(selectedViewController.view)
        if visible {
            old.endAppearanceTransition()
            selectedViewController.endAppearanceTransition()
        }
        placeSwitcher()
        observers.notify()
    }

    // MARK: Restoration

    /// The tab saved as selected, until restoration is over.
    private var restoredIndex: Int?

    public override func encodeRestorableState(with state: inout RestorableState) {
        state.encode(selectedIndex, forKey: "selected")
    }

    public override func decodeRestorableState(with state: RestorableState) {
        restoredIndex = state.int(forKey: "selected")
        restoredIndex.map(select)
    }

    /// Selects the saved tab again: the app's navigation to the other restored screens may
    /// have selected theirs.
    public override func applicationFinishedRestoringState() {
        restoredIndex.map(select)
        restoredIndex = nil
    }

    /// Selects the tab `child` is, so a screen a router found is shown.
    public override func makeVisible(_ child: RoutingNode, animated: Bool) {
        if let index = tabs.firstIndex(where: { $0 === child }) { select(index) }
    }

    private func visibleChildChanged() {
        guard let index = tabs.firstIndex(where: { stack.isVisibleChild($0.view) }) else { return }
        select(index)
    }
}
