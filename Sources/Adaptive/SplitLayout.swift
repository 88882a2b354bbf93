/// Whether a split view shows its columns side by side or as one navigation stack.
public enum SplitLayout: Equatable, Sendable {
    /// Primary and secondary side by side (regular width).
    case expanded
    /// One stack: the secondary, when kept, is pushed onto the primary (compact width).
    case collapsed

    /// The layout a horizontal size class calls for.
    public init(horizontalSizeClass: SizeClass) {
        self = horizontalSizeClass == .compact ? .collapsed : .expanded
    }
}
