import Adaptive
import GtkKit
import Routing

/// What the columns show and how the user goes back, after UIKit's `show(_:)`,
/// `showDetailViewController` and the display-mode button: the controllers chosen for the
/// supplementary and secondary columns, and the ways back out of them.
extension SplitViewController {
    /// Shows `controller` as what the primary chose, after UIKit's
    /// `setViewController(_:for: .supplementary)` and `show(.supplementary)`: in its column in
    /// three columns; otherwise pushed over the primary's part of its stack, in place of what
    /// was above it. Nil takes what was chosen away (the placeholder again). A double-column
    /// split view pushes `controller` onto the primary's stack.
    public func showSupplementary(_ controller: ViewController?, animated: Bool = true) {
        updatingAppearance {
            if arrangement == .threeColumns, let supplementary, let placeholder = supplementaryPlaceholder {
                supplementary.setViewControllers([controller ?? placeholder])
                supplementaryOwner = primaryNavigation
                // Hidden, the column comes back: what was chosen is shown.
                if controller != nil && !displayMode.showsSupplementary { preferredDisplayMode = .automatic }
            } else if style == .tripleColumn || controller != nil {
                let navigation = mergedNavigation
                let kept = style == .tripleColumn ? currentStacks().primary.count : navigation.viewControllers.count
                let stack = Array(navigation.viewControllers.prefix(max(1, kept))) + (controller.map { [$0] } ?? [])
                navigation.setViewControllers(stack, animated: animated)
            }
        }
        stacks = currentStacks()
        notifyIfChanged()
    }

    /// Brings the secondary on screen: pushed onto the stack when collapsed, its column (and
    /// the side columns away, when they slide over) when expanded. After
    /// `showDetailViewController`.
    public func showSecondary() {
        switch layout {
        case .collapsed: mergeSecondary(animated: true)
        case .expanded: dismissOverlay()
        }
    }

    /// Shows `controller` as the secondary, after `showDetailViewController(_:sender:)`: when
    /// expanded it replaces the secondary in its column; when collapsed it is pushed onto the
    /// stack in place of the secondary merged there. The old secondary leaves.
    public func showDetail(_ controller: ViewController, animated: Bool = true) {
        guard controller !== secondary else { return showSecondary() }
        precondition(!(controller is NavigationController), "showDetail takes a content controller")
        switch layout {
        case .collapsed:
            stacks = currentStacks()
            let old = secondary
            let onStack = stacks.secondaryMerged ? stacks.secondary.map(\.controller) : []
            if old.parent === self {
                old.willMove(toParent: nil)
                old.removeFromParent()
            }
            secondary = controller
            mergeSecondary(animated: animated, replacing: onStack + [old])
        case .expanded: replaceSecondaryColumn(with: controller)
        }
        notifyIfChanged()
    }

    private func replaceSecondaryColumn(with controller: ViewController) {
        let old = secondary
        let visible = isAppearing && old.isAppearing
        if visible { old.transitionAppearance(to: false) }
        old.willMove(toParent: nil)
        if old.isViewLoaded, old.view.hasParent { old.view.removeFromParent() }
        old.removeFromParent()
        secondary = controller
        stacks.secondary = [ControllerReference(controller)]
        addChild(controller)
        controller.view.removeFromParent()
        place(controller.view, in: columns.secondary)
        controller.didMove(toParent: self)
        if isAppearing { controller.transitionAppearance(to: true) }
        dismissOverlay()
    }

    /// The display-mode button's action ("Toggle Sidebar").
    public func toggleDisplayMode() {
        guard DisplayMode.canToggle(in: layout) else { return }
        preferredDisplayMode = displayMode.toggled(in: arrangement, besideFits: besideFits)
    }

    /// Back, as Escape, Alt+Left and the mouse's back button do: closes side columns sliding
    /// over the secondary; in three columns with the keyboard focus in the supplementary, pops
    /// its stack, or at its root gives the focus back to the primary column (a column browser's
    /// Left); else pops the primary's stack, else the supplementary's. False when there was
    /// nothing to undo.
    @discardableResult
    public func goBack() -> Bool {
        if dismissOverlay() { return true }
        if arrangement == .threeColumns, let supplementary, supplementary.view.hasFocusWithin {
            if supplementary.canGoBack { supplementary.pop() } else { primaryNavigation.topViewController?.focusView() }
        } else if primaryNavigation.canGoBack {
            primaryNavigation.pop()
        } else if arrangement == .threeColumns, let supplementary, supplementary.canGoBack {
            supplementary.pop()
        } else {
            return false
        }
        return true
    }

    /// Closes side columns that slide over the secondary; false when there were none.
    @discardableResult
    public func dismissOverlay() -> Bool {
        guard layout == .expanded, displayMode.isOverlay else { return false }
        preferredDisplayMode = .secondaryOnly
        return true
    }
}
