import Adaptive
import CGtk
import GtkKit
import Routing

/// A primary column (a navigation stack, or tabs of navigation stacks) beside a secondary
/// column, after `UISplitViewController`: side by side (a GtkPaned) in regular width, one
/// navigation stack with the secondary's controllers pushed onto the primary's (the selected
/// tab's) in compact width.
///
/// `isCollapsed` and `displayMode` change only after the transition and its delegate calls
/// have finished; observers hear about both then.
public final class SplitViewController: ViewController {
    public private(set) var primary: ViewController
    public private(set) var secondary: ViewController
    public weak var delegate: SplitViewControllerDelegate?

    /// The shared size-class model; popovers and other observers subscribe to it.
    public let traitHost: TraitHost
    public private(set) var layout: SplitLayout = .expanded

    /// The mode asked for; `displayMode` is what the width allows.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { update() }
    }
    public private(set) var displayMode: DisplayMode = .oneBesideSecondary

    /// The primary column's width rule; `userWidth` records a drag of the divider.
    public var primaryColumnWidth = PrimaryColumnWidth() {
        didSet { update() }
    }

    private let paned = Paned()
    /// The primary's view under its column header: beside the secondary, over it, or alone.
    private let primaryColumn = Box(GTK_ORIENTATION_VERTICAL)
    private let secondaryColumn = Box(GTK_ORIENTATION_VERTICAL)
    private var columnHeaders: (primary: Widget, secondary: Widget)?
    private let overlay: Overlay
    private let dimmer = Box(GTK_ORIENTATION_VERTICAL)
    private let overlayPanel = Box(GTK_ORIENTATION_VERTICAL)
    /// Controllers of the secondary side that a collapse pushed onto the primary stack.
    private var mergedSecondary: [ViewController] = []
    /// The root of a secondary navigation stack, remembered while its controllers are merged.
    private var secondaryRoot: ViewController?
    private var draggingDivider = false
    private var appliedPosition: Int32 = -1
    private var observers: [() -> Void] = []

    /// `primary` is a `NavigationController` or a `TabController` of them.
    public init(primary: ViewController, secondary: ViewController) {
        SplitViewController.checkPrimary(primary)
        self.primary = primary
        self.secondary = secondary
        overlay = Overlay(child: paned)
        traitHost = TraitHost(content: overlay)
        super.init()
        addChild(primary)
        addChild(secondary)
        buildWidgets()
        primary.didMove(toParent: self)
        secondary.didMove(toParent: self)
        traitHost.observeSize { [weak self] size in
            self?.update()
            self?.transition(to: size)
        }
        traitHost.observe { [weak self] traits in
            self?.setTraitCollection(traits)
            self?.update()
        }
    }

    private static let installStyle: Void = StyleSheet.install(SplitViewController.css)

    private func buildWidgets() {
        _ = SplitViewController.installStyle
        secondaryColumn.horizontallyExpands = true
        place(secondary.view, in: secondaryColumn)
        place(primary.view, in: primaryColumn)
        primaryColumn.verticallyExpands = true
        paned.setStart(primaryColumn)
        paned.setEnd(secondaryColumn)
        paned.observeDrags { [weak self] began in self?.draggingDivider = began }
        paned.onPositionChanged { [weak self] in self?.dividerMoved() }
        dimmer.addCSSClass("split-view-dimmer")
        dimmer.onPress { [weak self] in self?.dismissOverlay() }
        dimmer.isVisible = false
        overlayPanel.addCSSClass("background")
        overlayPanel.addCSSClass("split-view-overlay")
        overlayPanel.setAlignment(horizontal: GTK_ALIGN_START, vertical: GTK_ALIGN_FILL)
        overlayPanel.isVisible = false
        overlay.addOverlay(dimmer)
        overlay.addOverlay(overlayPanel)
        for trigger in SplitViewController.backAccelerators {
            traitHost.bin.addShortcut(trigger) { [weak self] in self?.goBack() ?? false }
        }
        traitHost.bin.onPress(button: 8) { [weak self] in self?.goBack() }
    }

    private static let css = """
        .split-view-dimmer { background-color: alpha(black, 0.3); }
        .split-view-overlay { box-shadow: 0 0 12px alpha(black, 0.35); }
        """

    public override func loadView() -> Widget { traitHost.bin }

    /// Puts a bar on top of each column, as UIKit gives each column's navigation controller
    /// its own: `primary` over the primary column wherever it is (beside the secondary, over
    /// it, or the whole collapsed stack), `secondary` over the secondary, gone with it when
    /// the split view collapses. What they show is the caller's.
    public func setColumnHeaders(primary: Widget, secondary: Widget) {
        columnHeaders = (primary, secondary)
        primaryColumn.prepend(primary)
        secondaryColumn.prepend(secondary)
    }

    /// Appends a controller's view to a column, taking the height the column's header leaves.
    private func place(_ view: Widget, in column: Box) {
        view.verticallyExpands = true
        column.append(view)
    }

    private static func checkPrimary(_ primary: ViewController) {
        precondition(primary is NavigationController
                     || (primary as? TabController)?.tabs.allSatisfy({ $0 is NavigationController }) == true,
                     "the primary is a navigation controller or tabs of navigation controllers")
    }

    /// Puts `replacement` in the primary column in place of the primary, as UIKit's
    /// `setViewController(_:for: .primary)` does: another layout of the same lists. The old
    /// primary leaves (controllers of the secondary merged onto its stack are forgotten: show
    /// the secondary again to put it back); the new one takes the traits and size of the column.
    public func setPrimary(_ replacement: ViewController) {
        guard replacePrimary(with: replacement) else { return }
        forgetPoppedSecondary()
        if let traits = traitHost.traitCollection { replacement.setTraitCollection(traitCollection(forChild: replacement, from: traits)) }
        if let size = traitHost.size { replacement.transition(to: self.size(forChild: replacement, from: size)) }
        observers.forEach { $0() }
    }

    /// Puts `replacement` in the primary column (the delegate's primary for collapsing or
    /// expanding): the old one leaves, the new one is adopted and, when `appear`, appears in its
    /// place. Returns whether the primary changed.
    @discardableResult
    private func replacePrimary(with replacement: ViewController?, appear: Bool = true) -> Bool {
        guard let replacement, replacement !== primary else { return false }
        SplitViewController.checkPrimary(replacement)
        let visible = isAppearing
        let old = primary
        if visible { old.transitionAppearance(to: false) }
        old.willMove(toParent: nil)
        old.view.removeFromParent()
        old.removeFromParent()
        primary = replacement
        addChild(replacement)
        place(replacement.view, in: primaryColumn)
        replacement.didMove(toParent: self)
        if visible && appear { replacement.transitionAppearance(to: true) }
        return true
    }

    /// The secondary is no one's child while a collapsed stack has popped it; it still hears
    /// memory warnings through the split view that keeps it for the next expand.
    public override func didReceiveMemoryWarning() {
        if secondary.parent == nil { secondary.receiveMemoryWarning() }
    }

    /// The navigation stack the user is in: the primary, or the selected tab's.
    public var primaryNavigation: NavigationController {
        (primary as? NavigationController) ?? ((primary as? TabController)?.selectedViewController as! NavigationController)
    }

    /// Every navigation stack of the primary column: the primary, or each tab's.
    public var allPrimaryNavigations: [NavigationController] {
        (primary as? NavigationController).map { [$0] } ?? (primary as? TabController)?.navigationControllers ?? []
    }

    public var isCollapsed: Bool { layout == .collapsed }

    /// Whether the secondary column is on screen beside (or under) the primary.
    public var isSecondaryColumnVisible: Bool { secondaryColumn.isMapped }
    public var isPrimaryColumnVisible: Bool { primary.view.isMapped }

    /// Calls `observer` after every change of layout, display mode, divider position or secondary.
    public func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

    public override var childrenForAppearance: [ViewController] {
        switch layout {
        case .collapsed: return [primary]
        case .expanded: return (displayMode.showsPrimary ? [primary] : []) + [secondary]
        }
    }

    public override func traitCollection(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
        guard child === primary, layout == .expanded else { return traits }
        return traits.with(horizontal: .compact)
    }

    /// Side by side, the primary gets its column's width and the secondary the rest; a column
    /// alone, or sliding over the other, gets the whole width.
    public override func size(forChild child: ViewController, from size: Size) -> Size {
        let width = columnWidth(forChild: child, in: size.width)
        let header = child === primary ? columnHeaders?.primary : child === secondary ? columnHeaders?.secondary : nil
        let headerHeight = header.map { $0.isVisible ? $0.naturalHeight(forWidth: width) : 0 } ?? 0
        return Size(width: width, height: max(0, size.height - headerHeight))
    }

    private func columnWidth(forChild child: ViewController, in width: Int) -> Int {
        guard layout == .expanded else { return width }
        let primaryWidth = primaryColumnWidth.width(in: width)
        if child === primary { return primaryWidth }
        guard child === secondary, displayMode == .oneBesideSecondary else { return width }
        return max(0, width - primaryWidth - SplitViewController.dividerWidth)
    }

    /// The keys that go back (as the mouse's back button does).
    public static let backAccelerators = ["<Alt>Left", "Escape"]

    /// The divider between the columns: Adwaita's one-pixel paned separator.
    private static let dividerWidth = 1

    /// Brings the secondary on screen: pushed onto the stack when collapsed, its column (and
    /// the primary away, when it slides over) when expanded. After `showDetailViewController`.
    public func showSecondary() {
        switch layout {
        case .collapsed:
            forgetPoppedSecondary()
            if navigationHoldingSecondary !== primaryNavigation { _ = detachMergedSecondary() }
            if mergedSecondary.isEmpty { pushSecondary(animated: true) }
        case .expanded:
            if displayMode == .oneOverSecondary { dismissOverlay() }
        }
    }

    /// Shows `controller` as the secondary, after `showDetailViewController(_:sender:)`: when
    /// expanded it replaces the secondary in its column; when collapsed it is pushed onto the
    /// primary stack in place of the secondary merged there. The old secondary leaves.
    public func showDetail(_ controller: ViewController, animated: Bool = true) {
        guard controller !== secondary else { return showSecondary() }
        precondition(!(controller is NavigationController), "showDetail takes a content controller")
        switch layout {
        case .collapsed: replaceMergedSecondary(with: controller, animated: animated)
        case .expanded: replaceSecondaryColumn(with: controller)
        }
        notifyIfChanged()
    }

    private func replaceMergedSecondary(with controller: ViewController, animated: Bool) {
        forgetPoppedSecondary()
        let holder = navigationHoldingSecondary ?? primaryNavigation
        let kept = holder.viewControllers.filter { !isMergedSecondary($0) }
        secondary = controller
        secondaryRoot = nil
        mergedSecondary = [controller]
        if holder === primaryNavigation {
            holder.setViewControllers(kept + [controller], animated: animated)
        } else {
            holder.setViewControllers(kept)
            primaryNavigation.push(controller, animated: animated)
        }
    }

    private func replaceSecondaryColumn(with controller: ViewController) {
        let old = secondary
        let visible = isAppearing && old.isAppearing
        if visible { old.transitionAppearance(to: false) }
        old.willMove(toParent: nil)
        if old.isViewLoaded, old.view.hasParent { old.view.removeFromParent() }
        old.removeFromParent()
        secondary = controller
        addChild(controller)
        controller.view.removeFromParent()
        place(controller.view, in: secondaryColumn)
        controller.didMove(toParent: self)
        if isAppearing { controller.transitionAppearance(to: true) }
        if displayMode == .oneOverSecondary { dismissOverlay() }
    }

    /// Brings a found secondary on screen: a primary sliding over it closes.
    public override func makeVisible(_ child: RoutingNode, animated: Bool) {
        if child === secondary { dismissOverlay() }
    }

    /// The display-mode button's action ("Toggle Sidebar").
    public func toggleDisplayMode() {
        guard DisplayMode.canToggle(in: layout) else { return }
        preferredDisplayMode = displayMode.toggled(besideFits: besideFits)
    }

    // MARK: Transitions

    private var width: Int { traitHost.size?.width ?? 0 }
    private var besideFits: Bool { primaryColumnWidth.besideFits(in: width) }

    /// Brings layout, display mode and divider in line with the traits and size.
    private func update() {
        guard let traits = traitHost.traitCollection else { return }
        let target = SplitLayout(horizontalSizeClass: traits.horizontalSizeClass)
        let previousLayout = layout
        if target != layout {
            target == .collapsed ? collapse() : expand()
            layout = target
            setTraitCollection(traits)
        }
        applyDisplayMode(layout == .collapsed ? .oneBesideSecondary : preferredDisplayMode.resolved(besideFits: besideFits),
                         previousLayout: previousLayout)
        applyDividerPosition()
        notifyIfChanged()
    }

    /// What observers last heard about: layout, display mode, divider position and secondary.
    private var observed: (layout: SplitLayout, displayMode: DisplayMode, divider: Int32, secondary: ObjectIdentifier)?

    /// Tells observers when the layout, display mode, divider or secondary changed (a resize
    /// that changes none of them is not news).
    private func notifyIfChanged() {
        let state = (layout: layout, displayMode: displayMode, divider: paned.position, secondary: ObjectIdentifier(secondary))
        if let observed, observed == state { return }
        observed = state
        observers.forEach { $0() }
    }

    private func collapse() {
        // A new primary appears once the secondary is on its stack, so what it covers never shows.
        let replaced = replacePrimary(with: delegate?.primaryViewController(forCollapsing: self), appear: false)
        defer { if replaced && isAppearing { primary.transitionAppearance(to: true) } }
        let visible = isAppearing
        secondaryColumn.remove(secondary.view)
        secondaryColumn.isVisible = false
        let discard = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        if discard {
            if visible { secondary.transitionAppearance(to: false) }
        } else {
            pushSecondary(animated: false)
        }
    }

    private func isMergedSecondary(_ controller: ViewController) -> Bool {
        mergedSecondary.contains { $0 === controller }
    }

    /// The primary stack (of any tab) that holds the merged secondary, if any does.
    private var navigationHoldingSecondary: NavigationController? {
        allPrimaryNavigations.first { $0.viewControllers.contains(where: isMergedSecondary) }
    }

    /// Drops merged controllers the user has popped off the stack since.
    private func forgetPoppedSecondary() {
        let onStacks = allPrimaryNavigations.flatMap(\.viewControllers)
        mergedSecondary.removeAll { merged in !onStacks.contains { $0 === merged } }
    }

    /// Moves the secondary's controllers onto the primary stack (merging a secondary
    /// navigation stack into the primary one, as UIKit does); a secondary stack emptied by an
    /// earlier collapse and popped since starts again from its root.
    private func pushSecondary(animated: Bool) {
        let taken = (secondary as? NavigationController)?.takeAll()
        let controllers = taken.map { $0.isEmpty ? [secondaryRoot ?? secondary] : $0 } ?? [secondary]
        if secondaryRoot == nil, secondary is NavigationController { secondaryRoot = controllers.first }
        controllers.forEach { primaryNavigation.push($0, animated: animated && $0 === controllers.last) }
        mergedSecondary = controllers
    }

    /// Takes the merged secondary controllers off the stack that holds them; nil when no
    /// stack does.
    private func detachMergedSecondary() -> [ViewController]? {
        guard let holder = navigationHoldingSecondary,
              let index = holder.viewControllers.firstIndex(where: isMergedSecondary) else { return nil }
        mergedSecondary = []
        return holder.detach(from: index)
    }

    private func expand() {
        let visible = isAppearing
        var appears = visible
        if let moved = detachMergedSecondary() {
            if let navigation = secondary as? NavigationController { navigation.setViewControllers(moved) }
            appears = false
        } else {
            mergedSecondary = []
            if let navigation = secondary as? NavigationController, navigation.viewControllers.isEmpty, let root = secondaryRoot {
                navigation.setViewControllers([root])
            }
            if let replacement = delegate?.splitViewController(self, separateSecondaryFrom: primary), replacement !== secondary {
                secondary = replacement
            }
        }
        secondaryRoot = nil
        let adopting = secondary.parent !== self
        if adopting { addChild(secondary) }
        secondary.view.removeFromParent()
        place(secondary.view, in: secondaryColumn)
        secondaryColumn.isVisible = true
        if adopting { secondary.didMove(toParent: self) }
        if appears { secondary.transitionAppearance(to: true) }
        replacePrimary(with: delegate?.primaryViewController(forExpanding: self))
    }

    private func applyDisplayMode(_ mode: DisplayMode, previousLayout: SplitLayout) {
        let previous = displayMode
        if mode != previous { delegate?.splitViewController(self, willChangeTo: mode) }
        let visible = isAppearing
        let primaryWasShown = previousLayout == .collapsed || previous.showsPrimary
        let primaryShown = layout == .collapsed || mode.showsPrimary
        let overlaid = layout == .expanded && mode == .oneOverSecondary
        if visible && primaryWasShown && !primaryShown { primary.beginAppearanceTransition(false, animated: false) }
        if visible && !primaryWasShown && primaryShown { primary.beginAppearanceTransition(true, animated: false) }
        displayMode = mode
        hostPrimary(inOverlay: overlaid)
        primaryColumn.isVisible = primaryShown
        if visible && primaryWasShown != primaryShown { primary.endAppearanceTransition() }
    }

    private func hostPrimary(inOverlay overlaid: Bool) {
        let inOverlay = overlayPanel.widget == gtk_widget_get_parent(primaryColumn.widget)
        if overlaid != inOverlay {
            primaryColumn.removeFromParent()
            if overlaid {
                paned.setStart(nil)
                overlayPanel.append(primaryColumn)
            } else {
                paned.setStart(primaryColumn)
            }
        }
        overlayPanel.isVisible = overlaid
        dimmer.isVisible = overlaid
        if overlaid { overlayPanel.setSizeRequest(width: primaryColumnWidth.width(in: width), height: -1) }
    }

    /// Back, as Escape, Alt+Left and the mouse's back button do: closes a primary sliding
    /// over the secondary, else pops the primary stack. False when there was nothing to undo.
    @discardableResult
    public func goBack() -> Bool {
        if dismissOverlay() { return true }
        guard primaryNavigation.canGoBack else { return false }
        primaryNavigation.pop()
        return true
    }

    /// Closes a primary that slides over the secondary; false when there was none.
    @discardableResult
    public func dismissOverlay() -> Bool {
        guard layout == .expanded, displayMode == .oneOverSecondary else { return false }
        preferredDisplayMode = .secondaryOnly
        return true
    }

    private func applyDividerPosition() {
        guard layout == .expanded, displayMode == .oneBesideSecondary, width > 0 else { return }
        let position = Int32(primaryColumnWidth.width(in: width))
        guard position != paned.position else { return }
        appliedPosition = position
        paned.position = position
    }

    private func dividerMoved() {
        guard draggingDivider, paned.position != appliedPosition else { return }
        primaryColumnWidth.userWidth = Int(paned.position)
    }
}
