/// What happens to the secondary column when a split view collapses into one stack.
public enum CollapseOutcome: Equatable, Sendable {
    /// The secondary has nothing to show: drop it, the primary stays on top
    /// (UIKit's `collapseSecondary(_:onto:)` returning true).
    case discardSecondary
    /// Push the secondary onto the primary stack, so the user keeps looking at it.
    case pushSecondaryOntoPrimary
}

/// What the secondary column shows when a collapsed split view separates again.
public enum SeparateOutcome<Item: Equatable>: Equatable {
    /// The secondary was on top of the stack: move it back to its column, unchanged.
    case restoreSecondary
    /// A list was on top: the secondary shows that list's item (its first one).
    case show(Item)
    /// Nothing new to show: the secondary keeps what it had (possibly nothing).
    case keepSecondary
}

/// The decisions UIKit's split view makes on collapse and separate, free of any widget.
public enum SplitTransitionRules {
    /// Collapse: keep the secondary only when it shows something.
    public static func collapse(secondaryHasContent: Bool) -> CollapseOutcome {
        secondaryHasContent ? .pushSecondaryOntoPrimary : .discardSecondary
    }

    /// Separate: restore the secondary when it was on top, else show the first item of the
    /// list on top (if the top is a list with items), else keep the secondary as it is.
    public static func separate<Item: Equatable>(secondaryOnTop: Bool, topListItems: [Item]?) -> SeparateOutcome<Item> {
        if secondaryOnTop { return .restoreSecondary }
        if let first = topListItems?.first { return .show(first) }
        return .keepSecondary
    }
}
