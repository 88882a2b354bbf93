/// How many columns a split view has when the width allows them all, after
/// `UISplitViewController.Style`.
public enum ColumnStyle: Equatable, Sendable {
    /// Primary and secondary.
    case doubleColumn
    /// Primary, supplementary (what the primary chose, listed) and secondary.
    case tripleColumn
}
