import Adaptive
import CGtk
import GtkKit

/// What the app decides when a split view changes shape, after `UISplitViewControllerDelegate`.
public protocol SplitViewControllerDelegate: AnyObject {
    /// Collapsing: does the secondary show something worth keeping on the stack?
    func splitViewControllerSecondaryHasContent(_ splitViewController: SplitViewController) -> Bool
    /// Separating while `top` (not the secondary) was on top of the collapsed stack: update the
    /// secondary for what `top` shows (the pure rule is `SplitTransitionRules.separate`).
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom top: ViewController)
}

/// A primary column (a navigation stack) beside a secondary column, after
/// `UISplitViewController`: side by side (a GtkPaned) in regular width, one navigation stack
/// with the secondary pushed onto the primary in compact width.
public final class SplitViewController: ViewController {
    public let primary: NavigationController
    public let secondary: ViewController
    public weak var delegate: SplitViewControllerDelegate?

    /// The shared size-class model; popovers and other observers subscribe to it.
    public let traitHost: TraitHost
    public private(set) var layout: SplitLayout = .expanded
    public var displayMode: DisplayMode = .oneBesideSecondary {
        didSet { applyDisplayMode() }
    }

    private let paned = Paned()
    private let secondaryColumn = Box(GTK_ORIENTATION_VERTICAL)
    private var layoutObservers: [(SplitLayout) -> Void] = []

    public init(primary: NavigationController, secondary: ViewController, primaryWidth: Int32 = 320) {
        self.primary = primary
        self.secondary = secondary
        traitHost = TraitHost(content: paned)
        super.init()
        secondaryColumn.horizontallyExpands = true
        secondaryColumn.append(secondary.view)
        paned.setStart(primary.view)
        paned.setEnd(secondaryColumn)
        paned.position = primaryWidth
        traitHost.observe { [weak self] traits in self?.apply(traits) }
    }

    public override func loadView() -> Widget { traitHost.bin }

    public var isCollapsed: Bool { layout == .collapsed }

    /// Whether the secondary column is on screen beside the primary.
    public var isSecondaryColumnVisible: Bool { secondaryColumn.isMapped }
    public var isPrimaryColumnVisible: Bool { primary.view.isMapped }

    /// Calls `observer` after every collapse or expand, once the transition has finished.
    public func observeLayout(_ observer: @escaping (SplitLayout) -> Void) { layoutObservers.append(observer) }

    /// Brings the secondary on screen: pushed onto the stack when collapsed, its column when
    /// expanded (after `showDetailViewController`).
    public func showSecondary() {
        switch layout {
        case .collapsed:
            if primary.topViewController !== secondary { primary.push(secondary) }
        case .expanded:
            if displayMode == .secondaryOnly { return }
        }
    }

    private func apply(_ traits: TraitCollection) {
        setTraitCollection(traits)
        primary.setTraitCollection(traits)
        secondary.setTraitCollection(traits)
        let target = SplitLayout(horizontalSizeClass: traits.horizontalSizeClass)
        guard target != layout else { return }
        target == .collapsed ? collapse() : expand()
        layout = target
        applyDisplayMode()
        layoutObservers.forEach { $0(target) }
    }

    private func collapse() {
        let keep = delegate?.splitViewControllerSecondaryHasContent(self) ?? false
        secondaryColumn.remove(secondary.view)
        secondaryColumn.isVisible = false
        if SplitTransitionRules.collapse(secondaryHasContent: keep) == .pushSecondaryOntoPrimary {
            primary.push(secondary, animated: false)
        }
    }

    private func expand() {
        if let index = primary.viewControllers.firstIndex(where: { $0 === secondary }) {
            primary.pop(to: primary.viewControllers[index - 1], animated: false)
        } else if let top = primary.topViewController {
            delegate?.splitViewController(self, separateSecondaryFrom: top)
        }
        secondary.view.removeFromParent()
        secondaryColumn.append(secondary.view)
        secondaryColumn.isVisible = true
    }

    private func applyDisplayMode() {
        primary.view.isVisible = layout == .collapsed || displayMode == .oneBesideSecondary
    }
}
