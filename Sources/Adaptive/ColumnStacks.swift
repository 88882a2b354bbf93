/// The navigation stacks of a split view's columns, and what each arrangement makes of them:
/// three columns show them apart; two merge the supplementary's onto the primary's; a collapsed
/// split view shows one stack, the primary's, the supplementary's, then the secondary's (unless
/// the secondary had nothing to show and was left out).
///
/// This is the whole of what collapsing and separating do to the stacks, free of any widget:
/// the split view reads back what its shown stacks hold (`init(reading:…)`), after the user
/// pushed and popped in them, and shows the stacks the new arrangement calls for (`shown`).
public struct ColumnStacks<Element: Equatable>: Equatable {
    /// The primary column's stack, bottom first; never empty.
    public var primary: [Element]
    /// The supplementary column's stack: what the primary chose (empty when nothing is, and
    /// always in a double-column split view).
    public var supplementary: [Element]
    /// The secondary column's stack; never empty.
    public var secondary: [Element]
    /// Whether the secondary's stack is part of the one shown when collapsed: false when a
    /// collapse left it out, or the user popped it off since.
    public var secondaryMerged: Bool

    /// The stacks of the columns, each bottom first; the primary's and the secondary's must not
    /// be empty.
    public init(primary: [Element], supplementary: [Element] = [], secondary: [Element], secondaryMerged: Bool = true) {
        precondition(!primary.isEmpty && !secondary.isEmpty, "the primary and the secondary have a root")
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.secondaryMerged = secondaryMerged
    }

    /// What each column on screen holds in `arrangement`, leading first.
    public func shown(in arrangement: ColumnArrangement) -> [[Element]] {
        switch arrangement {
        case .threeColumns: return [primary, supplementary, secondary]
        case .twoColumns: return [primary + supplementary, secondary]
        case .collapsed: return [primary + supplementary + (secondaryMerged ? secondary : [])]
        }
    }

    /// The stacks that `shown` (the columns on screen in `arrangement`, as `shown(in:)` lists
    /// them) hold now, given what they were before the user pushed and popped (`previous`):
    /// - three columns hold each its own stack (the supplementary's may be empty);
    /// - a merged stack's primary part is what it still holds of the primary's stack from the
    ///   bottom (its root at least); what was pushed above it is the supplementary's in a
    ///   triple-column split view, the primary's in a double one;
    /// - a collapsed stack's secondary part starts at the lowest controller of the secondary's
    ///   stack still on it; when none is, a secondary that was merged was popped (it is back to
    ///   its root), and one left out when collapsing keeps its stack.
    public init(reading shown: [[Element]], in arrangement: ColumnArrangement, style: ColumnStyle, previous: ColumnStacks) {
        precondition(shown.count == arrangement.rawValue, "one stack per column")
        precondition(!shown[0].isEmpty && !shown[shown.count - 1].isEmpty, "the primary and the secondary have a root")
        if arrangement == .threeColumns {
            self.init(primary: shown[0], supplementary: shown[1], secondary: shown[2])
            return
        }
        var stack = shown[0]
        var secondary = arrangement == .collapsed ? [] : shown[1]
        if arrangement == .collapsed, let start = stack.indices.dropFirst().first(where: { previous.secondary.contains(stack[$0]) }) {
            secondary = Array(stack[start...])
            stack.removeSubrange(start...)
        }
        let merged = !secondary.isEmpty
        let primaryCount = style == .doubleColumn ? stack.count : max(1, Self.commonPrefixCount(stack, previous.primary))
        self.init(
            primary: Array(stack[..<primaryCount]), supplementary: Array(stack[primaryCount...]),
            secondary: merged ? secondary : previous.secondaryMerged ? [previous.secondary[0]] : previous.secondary,
            secondaryMerged: merged)
    }

    private static func commonPrefixCount(_ a: [Element], _ b: [Element]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
