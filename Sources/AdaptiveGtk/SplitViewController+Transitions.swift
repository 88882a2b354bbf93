import Adaptive
import GtkKit

/// How a split view follows its traits and size: the arrangement and display mode they allow,
/// the children told their new sizes, observers told what changed, and the controllers that
/// come on screen or leave it told so.
extension SplitViewController {
    var width: Int { traitHost.size?.width ?? 0 }
    var besideFits: Bool { primaryColumnWidth.besideFits(in: width) }

    /// Brings arrangement, display mode and dividers in line with the traits and size.
    func update() {
        guard let traits = traitHost.traitCollection else { return }
        let target = ColumnArrangement(
            style: style, horizontalSizeClass: traits.horizontalSizeClass, width: width,
            textScale: traits.textScale, previous: arrangement)
        let mode = preferredDisplayMode.resolved(in: target, besideFits: besideFits)
        if mode != displayMode { delegate?.splitViewController(self, willChangeTo: mode) }
        let rearranging = target != arrangement
        let changing = rearranging || mode != displayMode
        let focus = changing ? FocusMemory(inside: traitHost.bin) : nil
        updatingAppearance(if: changing) {
            if rearranging { rearrange(to: target) }
            displayMode = mode
            columns.apply(arrangement, mode, widths: columnWidths(in: width))
        }
        if let focus { traitHost.outsideLayout { focus.restore() } }
        if rearranging { traitHost.outsideLayout { [columns] in columns.positionDividers() } }
        setTraitCollection(traits) // a column's width may have changed its class
        resizeChildren()
        notifyIfChanged()
    }

    /// Tells the children their new sizes when the split view's size, arrangement or mode
    /// changed them, once per change: `viewWillTransition(to:with:)` once the columns are
    /// arranged, before they are laid out; the coordinator's alongside blocks then, in the
    /// same frame, and its completions once the frame is laid out.
    private func resizeChildren() {
        guard let size = traitHost.size else { return }
        let key: [AnyHashable] = [size, arrangement, displayMode, columnWidths(in: size.width)]
        guard key != sizedFor else { return }
        sizedFor = key
        let coordinator = TransitionCoordinator()
        transition(to: size, with: coordinator)
        coordinator.runAlongside()
        if coordinator.hasCompletions { traitHost.outsideLayout { coordinator.complete() } }
    }

    /// Tells observers when what they show changed (a resize that changes none of it is not
    /// news).
    func notifyIfChanged() {
        let state: [AnyHashable] = [
            arrangement, displayMode, columns.dividers.primary, columns.dividers.supplementary,
            ObjectIdentifier(secondary), supplementary?.topViewController.map(ObjectIdentifier.init)
        ]
        if let observed, observed == state { return }
        observed = state
        observers.notify()
    }

    /// Runs `change` and gives every controller that came on screen or left it through the
    /// change its appearance callbacks, once (a controller moved from one column's stack to
    /// another's stays on screen and hears nothing).
    func updatingAppearance(if changing: Bool = true, _ change: () -> Void) {
        guard changing && isAppearing else { return change() }
        let before = visibleDescendants
        change()
        let after = visibleDescendants
        before.filter { old in !after.contains { $0 === old } }.forEach { $0.transitionAppearance(to: false) }
        let appearing = after.filter { new in !before.contains { $0 === new } }
        guard swipeAppearing != nil else { return appearing.forEach { $0.transitionAppearance(to: true) } }
        appearing.forEach { $0.beginAppearanceTransition(true, animated: true) }
        swipeAppearing! += appearing
    }
}
