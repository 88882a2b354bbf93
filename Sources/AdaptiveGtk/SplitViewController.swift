import Adaptive
import CGtk
import GtkKit
import Observing
import Routing

/// A primary column (a navigation stack, or tabs of navigation stacks) beside a secondary
/// column, after `UISplitViewController`; in the triple-column style a supplementary column
/// between them shows what the primary chose. The columns adapt to the width in steps
/// (`ColumnArrangement`): three apart, two (the supplementary's stack merged onto the
/// primary's), then one navigation stack of all three (compact width). What each step does to
/// the stacks is `ColumnStacks`; this class applies it.
///
/// `arrangement` and `displayMode` change only after the transition and its delegate calls
/// have finished; observers hear about both then.
public final class SplitViewController: ViewController {
    /// Two columns at most, or three where the width allows; a split view made without a
    /// supplementary placeholder is double-column for good.
    public var style: ColumnStyle {
        didSet {
            precondition(style == .doubleColumn || supplementary != nil, "three columns need a supplementary column")
            if style != oldValue { update() }
        }
    }
    /// The primary column's controller, a `NavigationController` or a `TabController` of them
    /// (UIKit's `.primary` column); `setPrimary(_:)` or the delegate may replace it.
    public private(set) var primary: ViewController
    /// The supplementary column's stack (triple style): what the primary chose, or the
    /// placeholder while nothing is.
    public let supplementary: NavigationController?
    /// What the supplementary column shows while the primary has chosen nothing.
    public let supplementaryPlaceholder: ViewController?
    /// The secondary column's controller, the detail (UIKit's `.secondary` column);
    /// `showDetail(_:animated:)` or the delegate, on expanding, may replace it.
    public internal(set) var secondary: ViewController
    /// What the app decides as the split view collapses, expands or changes its display mode.
    public weak var delegate: SplitViewControllerDelegate?

    /// The shared size-class model; popovers and other observers subscribe to it.
    public let traitHost: TraitHost
    /// How many columns the width allows now: one stack, two columns or three.
    public internal(set) var arrangement: ColumnArrangement = .twoColumns
    /// Whether the columns are side by side or collapsed into one stack, after `arrangement`.
    public var layout: SplitLayout { arrangement.layout }

    /// The mode asked for; `displayMode` is what the width allows.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { update() }
    }
    /// The mode shown: `preferredDisplayMode` resolved for the arrangement and width, as UIKit's
    /// `displayMode`.
    public internal(set) var displayMode: DisplayMode = .oneBesideSecondary

    /// The primary column's width rule; `userWidth` records a drag of its divider.
    public var primaryColumnWidth = ColumnWidth() {
        didSet { update() }
    }

    /// The supplementary column's width rule in three columns.
    public var supplementaryColumnWidth = ColumnWidth(fraction: 0.34, minimum: 280, maximum: 440, minimumSecondary: 360) {
        didSet { update() }
    }

    /// Whether a swipe from the leading edge (a finger, or two on a touchpad) slides the side
    /// columns in over the secondary when only the secondary shows, and a swipe the other way
    /// slides them out, following the fingers, after UIKit's `presentsWithGesture`.
    public var presentsWithGesture = true
    /// The swipes over the columns (a test may emit its touch gesture's signals).
    public private(set) var swipeGesture: SwipeGesture!
    /// The swipe under way, and the display mode asked for before it.
    var swipe: (reveal: RevealSwipe, previousMode: DisplayMode)?
    /// Whether a released swipe is sliding the columns the rest of the way.
    var settlingSwipe = false
    /// While a swipe brings columns in: the controllers that began to appear, which finish
    /// appearing only if the swipe completes.
    var swipeAppearing: [ViewController]?

    let columns = SplitColumns()
    var columnHeaders: (primary: Widget?, supplementary: Widget?, secondary: Widget?)
    /// The stacks as last arranged: what the stacks on screen are read back against.
    var stacks: ColumnStacks<ControllerReference>
    /// The primary stack (a tab's) the supplementary was chosen in, which it merges back onto.
    weak var supplementaryOwner: NavigationController?
    let observers = ObserverList<Void>()
    /// The trait host, followed for sizes and traits.
    private var hostObservations: [ObserverToken] = []
    /// The size, arrangement and mode the children were last told their sizes for.
    var sizedFor: [AnyHashable]?
    /// What observers last heard about: arrangement, display mode, dividers and columns' tops.
    var observed: [AnyHashable]?

    /// A double-column split view; `primary` is a `NavigationController` or a `TabController`
    /// of them.
    public convenience init(primary: ViewController, secondary: ViewController) {
        self.init(style: .doubleColumn, primary: primary, supplementaryPlaceholder: nil, secondary: secondary)
    }

    /// A triple-column split view: `placeholder` fills the supplementary column while the
    /// primary has chosen nothing (`showSupplementary` shows what it chose).
    public convenience init(primary: ViewController, supplementaryPlaceholder placeholder: ViewController, secondary: ViewController) {
        self.init(style: .tripleColumn, primary: primary, supplementaryPlaceholder: placeholder, secondary: secondary)
    }

    private init(style: ColumnStyle, primary: ViewController, supplementaryPlaceholder: ViewController?, secondary: ViewController) {
        SplitViewController.checkPrimary(primary)
        self.style = style
        self.primary = primary
        self.secondary = secondary
        self.supplementaryPlaceholder = supplementaryPlaceholder
        supplementary = supplementaryPlaceholder.map { NavigationController(root: $0) }
        traitHost = TraitHost(content: columns.frame)
        stacks = ColumnStacks(primary: [ControllerReference(primary)], secondary: [ControllerReference(secondary)])
        super.init()
        for child in [primary, supplementary, secondary].compactMap({ $0 }) { addChild(child) }
        buildWidgets()
        for child in [primary, supplementary, secondary].compactMap({ $0 }) { child.didMove(toParent: self) }
        stacks = currentStacks()
        hostObservations = [
            traitHost.observeSize { [weak self] _ in self?.update() },
            traitHost.observe { [weak self] _ in self?.update() }
        ] // it hands the traits down, once arranged
    }

    private func buildWidgets() {
        place(secondary.view, in: columns.secondary)
        place(primary.view, in: columns.primary)
        if let supplementary { place(supplementary.view, in: columns.supplementary) }
        columns.onDividerDragged = { [weak self] supplementary, width in
            if supplementary { self?.supplementaryColumnWidth.userWidth = width } else { self?.primaryColumnWidth.userWidth = width }
        }
        columns.onDimmerPressed = { [weak self] in self?.dismissOverlay() }
        swipeGesture = SwipeGesture(on: columns.root) { [weak self] in self?.swiped($0) ?? false }
        for trigger in SplitViewController.backAccelerators {
            traitHost.bin.addShortcut(trigger) { [weak self] in self?.goBack() ?? false }
        }
        addFocusCycleKeys()
        traitHost.bin.onPress(button: 8) { [weak self] in self?.goBack() }
    }

    public override func loadView() -> Widget { traitHost.bin }

    private static func checkPrimary(_ primary: ViewController) {
        precondition(
            primary is NavigationController
                || (primary as? TabController)?.tabs.allSatisfy({ $0 is NavigationController }) == true,
            "the primary is a navigation controller or tabs of navigation controllers")
    }

    /// Puts `replacement` in the primary column in place of the primary, as UIKit's
    /// `setViewController(_:for: .primary)` does: another layout of the same lists. The old
    /// primary leaves (controllers of the other columns merged onto its stack are forgotten:
    /// show them again to put them back); the new one takes the traits and size of the column.
    public func setPrimary(_ replacement: ViewController) {
        guard replacePrimary(with: replacement) else { return }
        stacks = currentStacks()
        if let traits = traitHost.traitCollection { replacement.setTraitCollection(traitCollection(forChild: replacement, from: traits)) }
        if let size = traitHost.size { replacement.transition(to: self.size(forChild: replacement, from: size)) }
        observers.notify()
    }

    /// Puts `replacement` in the primary column (the delegate's primary for collapsing or
    /// expanding): the old one leaves, the new one is adopted and, when `appear`, appears in its
    /// place. Returns whether the primary changed.
    @discardableResult
    func replacePrimary(with replacement: ViewController?, appear: Bool = true) -> Bool {
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
        place(replacement.view, in: columns.primary)
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

    /// Whether the columns are merged into one navigation stack (compact width), as UIKit's
    /// `isCollapsed`.
    public var isCollapsed: Bool { layout == .collapsed }

    /// Whether the secondary column is on screen beside (or under) the others.
    public var isSecondaryColumnVisible: Bool { columns.secondary.isMapped }
    /// Whether the primary's view is on screen: beside or over the secondary, or as the collapsed
    /// stack.
    public var isPrimaryColumnVisible: Bool { primary.view.isMapped }
    /// Whether the supplementary column is on screen (three columns).
    public var isSupplementaryColumnVisible: Bool { columns.supplementary.isMapped }

    /// Calls `observer` after every change of arrangement, display mode, divider position or
    /// of what the supplementary and secondary columns show, until the token is released.
    public func observe(_ observer: @escaping () -> Void) -> ObserverToken { observers.add(observer) }

    public override var childrenForAppearance: [ViewController] {
        switch arrangement {
        case .collapsed: return [primary]
        case .twoColumns: return (displayMode.showsPrimary(in: arrangement) ? [primary] : []) + [secondary]
        case .threeColumns:
            return (displayMode.showsPrimary(in: arrangement) ? [primary] : [])
                + (displayMode.showsSupplementary ? supplementary.map { [$0] } ?? [] : []) + [secondary]
        }
    }

    /// Each column's width decides its controller's width class, not the window's: the side
    /// columns are compact beside the secondary, and the secondary is compact when its own
    /// column is narrow (two columns in a medium window), with the window's dead band.
    public override func traitCollection(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
        guard layout == .expanded else { return traits }
        if child === primary || child === supplementary { return traits.with(horizontal: .compact) }
        guard child === secondary, width > 0 else { return traits }
        let breakpoint = traitHost.widthBreakpoint.scaled(by: traits.textScale)
        return traits.with(
            horizontal: breakpoint.sizeClass(
                for: columnWidth(forChild: child, in: width),
                previous: child.traitCollection?.horizontalSizeClass))
    }

    /// Side by side, each side column gets its width and the secondary the rest (its width
    /// beside the supplementary alone when displaced); a column alone, or sliding over the
    /// secondary, gets the whole width; each the height its header and the bottom bar leave.
    public override func size(forChild child: ViewController, from size: Size) -> Size {
        let width = columnWidth(forChild: child, in: size.width)
        let header =
            child === primary
            ? columnHeaders.primary
            : child === supplementary
                ? columnHeaders.supplementary
                : child === secondary ? columnHeaders.secondary : nil
        let headerHeight = header.map { $0.isVisible ? $0.naturalHeight(forWidth: width) : 0 } ?? 0
        let barHeight = columns.frame.bottomBar.map { $0.isVisible ? $0.naturalHeight(forWidth: size.width) : 0 } ?? 0
        return Size(width: width, height: max(0, size.height - headerHeight - barHeight))
    }

    private func columnWidth(forChild child: ViewController, in total: Int) -> Int {
        let widths = columnWidths(in: total)
        return child === primary
            ? widths.primary
            : child === supplementary
                ? widths.supplementary
                : child === secondary ? widths.secondary : total
    }

    /// The side columns' widths now (the supplementary's is zero in two columns).
    public var sideColumnWidths: (primary: Int, supplementary: Int) {
        let widths = columnWidths(in: width)
        return (widths.primary, widths.supplementary)
    }

    func columnWidths(in total: Int) -> ColumnWidths {
        ColumnWidths(total: total, arrangement: arrangement, mode: displayMode, primary: primaryColumnWidth, supplementary: supplementaryColumnWidth)
    }

    /// The keys that go back (as the mouse's back button does).
    public static let backAccelerators = ["<Alt>Left", "Escape"]

    /// Brings a found column on screen: columns sliding over the secondary close.
    public override func makeVisible(_ child: RoutingNode, animated: Bool) {
        if child === secondary { dismissOverlay() }
    }

    /// Saves the dragged widths and the display mode chosen; the columns' controllers save
    /// themselves.
    public override func encodeRestorableState(with state: inout RestorableState) {
        primaryColumnWidth.userWidth.map { state.encode($0, forKey: "primary-width") }
        supplementaryColumnWidth.userWidth.map { state.encode($0, forKey: "supplementary-width") }
        state.encode((swipe?.previousMode ?? preferredDisplayMode).rawValue, forKey: "display-mode") // not a swipe's
    }

    public override func decodeRestorableState(with state: RestorableState) {
        primaryColumnWidth.userWidth = state.int(forKey: "primary-width")
        supplementaryColumnWidth.userWidth = state.int(forKey: "supplementary-width")
        preferredDisplayMode = state.string(forKey: "display-mode").flatMap(DisplayMode.init) ?? .automatic
    }
}
