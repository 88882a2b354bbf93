import Adaptive
import CGtk
import GtkKit
import Routing

/// Tabs of which one is shown, with a switcher above them, after `UITabBarController`.
/// As a split view's primary, the selected tab's navigation stack is the one a collapse
/// pushes the secondary onto, and the selection survives collapse and expand.
public final class TabController: ViewController {
    public let tabs: [ViewController]
    public private(set) var selectedIndex = 0
    private let stack = Stack(transition: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    private var observers: [() -> Void] = []

    public init(tabs: [ViewController]) {
        precondition(!tabs.isEmpty, "a tab controller has tabs")
        self.tabs = tabs
        super.init()
        tabs.forEach { addChild($0) }
        tabs.forEach { $0.didMove(toParent: self) }
    }

    public override func loadView() -> Widget {
        let box = Box(GTK_ORIENTATION_VERTICAL)
        let switcher = Widget(adopting: raw(gtk_stack_switcher_new())!)
        gtk_stack_switcher_set_stack(cast(switcher.pointer), cast(stack.pointer))
        switcher.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
        switcher.setMargins(6)
        switcher.accessibleLabel = "Tabs"
        for tab in tabs {
            stack.add(tab.view)
            gtk_stack_page_set_title(gtk_stack_get_page(cast(stack.pointer), tab.view.widget), tab.title)
        }
        stack.verticallyExpands = true
        stack.onVisibleChildChanged { [weak self] in self?.visibleChildChanged() }
        box.append(switcher)
        box.append(stack)
        return box
    }

    public var selectedViewController: ViewController { tabs[selectedIndex] }

    public override var childrenForAppearance: [ViewController] { [selectedViewController] }

    /// The tabs' navigation stacks, for a split view looking for its merged controllers.
    public var navigationControllers: [NavigationController] { tabs.compactMap { $0 as? NavigationController } }

    /// Calls `observer` after the selection changed.
    public func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

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
        observers.forEach { $0() }
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
