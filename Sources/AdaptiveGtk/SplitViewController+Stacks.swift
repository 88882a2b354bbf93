import Adaptive

/// A controller compared by identity, as the stack model compares its elements.
struct ControllerReference: Equatable {
    let controller: ViewController

    init(_ controller: ViewController) { self.controller = controller }

    static func == (lhs: ControllerReference, rhs: ControllerReference) -> Bool { lhs.controller === rhs.controller }
}

/// The split view's stacks: read back from the navigation controllers on screen, and moved
/// between them as `ColumnStacks` says when the arrangement changes.
extension SplitViewController {
    /// The stacks on screen now, the merged ones read from `navigation` (by default the one
    /// they are merged onto), against the ones last arranged.
    func currentStacks(mergedOn navigation: NavigationController? = nil) -> ColumnStacks<ControllerReference> {
        ColumnStacks(
            reading: shownStacks(mergedOn: navigation ?? mergedNavigation).map { $0.map(ControllerReference.init) },
            in: arrangement, style: style, previous: stacks)
    }

    /// What each column on screen holds, leading first.
    private func shownStacks(mergedOn merged: NavigationController) -> [[ViewController]] {
        switch arrangement {
        case .collapsed: return [merged.viewControllers]
        case .twoColumns: return [merged.viewControllers, secondaryStack]
        case .threeColumns: return [merged.viewControllers, supplementaryStack, secondaryStack]
        }
    }

    private var secondaryStack: [ViewController] { (secondary as? NavigationController)?.viewControllers ?? [secondary] }

    private var supplementaryStack: [ViewController] {
        supplementary?.viewControllers.filter { $0 !== supplementaryPlaceholder } ?? []
    }

    /// The primary stack (of any tab) the other columns are merged onto: the one holding the
    /// collapsed secondary, else the one holding the supplementary (the tab it was chosen in),
    /// else, in three columns, the tab the supplementary was chosen in, else the one the user
    /// is in. What another tab's stack holds above its root is that tab's own.
    var mergedNavigation: NavigationController {
        let held = arrangement == .collapsed ? [stacks.secondary, stacks.supplementary] : [stacks.supplementary]
        for references in held where !references.isEmpty {
            if let holder = allPrimaryNavigations.first(where: { $0.viewControllers.dropFirst().contains { references.contains(ControllerReference($0)) } }) {
                return holder
            }
        }
        if arrangement == .threeColumns, let owner = supplementaryOwner, allPrimaryNavigations.contains(where: { $0 === owner }) {
            return owner
        }
        return primaryNavigation
    }

    /// Moves the controllers between the columns' stacks for `target`, asking the delegate
    /// what UIKit's asks: whether a collapse keeps the secondary, what the secondary shows when
    /// it was not kept, and which primary each layout uses. Moved controllers stay on screen
    /// throughout, so they hear no appearance callbacks. A collapse merges onto the stack the
    /// user is in.
    func rearrange(to target: ColumnArrangement) {
        let collapsing = target == .collapsed
        let separating = arrangement == .collapsed
        let holder = collapsing ? primaryNavigation : mergedNavigation
        var next = currentStacks(mergedOn: holder)
        if collapsing {
            next.secondaryMerged = !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false)
        } else if separating && !next.secondaryMerged {
            separateSecondary(into: &next)
        }
        let replacement =
            collapsing
            ? delegate?.primaryViewController(forCollapsing: self)
            : separating ? delegate?.primaryViewController(forExpanding: self) : nil
        let replacing = replacement.map { $0 !== primary } ?? false
        let kept = replacing ? next.primary.count : commonPrefixCount(holder.viewControllers, next.shown(in: target)[0].map(\.controller))
        _ = holder.detach(from: kept)
        let takesSupplementary = target == .threeColumns || arrangement == .threeColumns
        if takesSupplementary { _ = supplementary?.takeAll() }
        if collapsing {
            if next.secondaryMerged { _ = (secondary as? NavigationController)?.takeAll() }
            if columns.secondary.isAncestor(of: secondary.view) { columns.secondary.remove(secondary.view) }
        }
        if replacing {
            replacePrimary(with: replacement, appear: false) // it appears with what is merged onto it
            next.primary = primaryNavigation.viewControllers.map(ControllerReference.init)
        }
        let shown = next.shown(in: target).map { $0.map(\.controller) }
        let navigation = replacing ? primaryNavigation : holder
        if commonPrefixCount(navigation.viewControllers, shown[0]) != max(navigation.viewControllers.count, shown[0].count) {
            navigation.setViewControllers(shown[0])
        }
        if takesSupplementary, let supplementary, let placeholder = supplementaryPlaceholder {
            // Leaving three columns, the emptied column goes off screen before its placeholder is back.
            if target != .threeColumns && supplementary.isAppearing { supplementary.transitionAppearance(to: false) }
            supplementary.setViewControllers(target == .threeColumns && !shown[1].isEmpty ? shown[1] : [placeholder])
            if target == .threeColumns { supplementaryOwner = navigation }
        }
        if !collapsing { placeSecondary(shown[shown.count - 1]) }
        arrangement = target
        stacks = next
        if replacing && isAppearing { primary.transitionAppearance(to: true) }
    }

    /// The secondary was not on the collapsed stack: the delegate may give the column another
    /// controller (or update the one there).
    private func separateSecondary(into next: inout ColumnStacks<ControllerReference>) {
        guard let replacement = delegate?.splitViewController(self, separateSecondaryFrom: primary),
            replacement !== secondary
        else { return }
        let old = secondary
        if old.parent === self {
            old.willMove(toParent: nil)
            if old.isViewLoaded, old.view.hasParent { old.view.removeFromParent() }
            old.removeFromParent()
        }
        secondary = replacement
        next.secondary = [ControllerReference(replacement)]
    }

    /// Puts the secondary back in its column with `controllers` on its stack (a secondary
    /// navigation controller) or adopted again (a content controller).
    private func placeSecondary(_ controllers: [ViewController]) {
        if let navigation = secondary as? NavigationController {
            if commonPrefixCount(navigation.viewControllers, controllers) != max(navigation.viewControllers.count, controllers.count) {
                navigation.setViewControllers(controllers)
            }
        }
        let adopting = secondary.parent !== self
        if adopting { addChild(secondary) }
        if !columns.secondary.isAncestor(of: secondary.view) {
            secondary.view.removeFromParent()
            secondary.view.verticallyExpands = true
            columns.secondary.append(secondary.view)
        }
        if adopting { secondary.didMove(toParent: self) }
    }

    /// Puts the secondary on top of the collapsed stack the user is in, sliding in when
    /// `animated`: taken off another tab's stack if it is there, in place of `old` (the
    /// controllers of a secondary it replaces) wherever they are. A secondary navigation
    /// stack popped empty since starts again from its root.
    func mergeSecondary(animated: Bool, replacing old: [ViewController] = []) {
        stacks = currentStacks()
        let gone = (old + stacks.secondary.map(\.controller)).map(ControllerReference.init)
        let onStack = primaryNavigation.viewControllers.contains { stacks.secondary.contains(ControllerReference($0)) }
        guard !onStack || !old.isEmpty else { return }
        for navigation in allPrimaryNavigations where navigation !== primaryNavigation {
            if let index = navigation.viewControllers.firstIndex(where: { gone.contains(ControllerReference($0)) }) {
                _ = navigation.detach(from: index)
            }
        }
        let kept = primaryNavigation.viewControllers.filter { !gone.contains(ControllerReference($0)) }
        let taken = (secondary as? NavigationController)?.takeAll()
        let merged = taken.map { $0.isEmpty ? stacks.secondary.prefix(1).map(\.controller) : $0 } ?? [secondary]
        primaryNavigation.setViewControllers(kept + merged, animated: animated)
        stacks.secondary = merged.map(ControllerReference.init)
        stacks = currentStacks()
    }

    private func commonPrefixCount(_ a: [ViewController], _ b: [ViewController]) -> Int {
        zip(a, b).prefix { $0 === $1 }.count
    }
}

extension ViewController {
    /// The children on screen, and theirs, down the tree.
    var visibleDescendants: [ViewController] {
        childrenForAppearance.flatMap { [$0] + $0.visibleDescendants }
    }
}
