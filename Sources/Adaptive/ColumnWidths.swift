/// The widths of a split view's columns in an arrangement and a shown display mode: each side
/// column's from its rule, the secondary what is left beside the columns that stand beside it
/// (its width beside the supplementary alone when displaced; the whole width under columns
/// that slide over it, or alone). Collapsed, the one stack has the whole width.
public struct ColumnWidths: Hashable, Sendable {
    /// The primary column's width, from its rule; the whole width when collapsed.
    public let primary: Int
    /// Zero unless there are three columns.
    public let supplementary: Int
    /// The secondary column's width: what the columns beside it leave, or the whole width when
    /// they slide over it.
    public let secondary: Int

    /// The divider between two columns: Adwaita's one-pixel paned separator.
    public static let divider = 1

    /// The widths of the columns in `total` pixels for `arrangement` and `mode`, the side
    /// columns' from the rules `primary` and `supplementary`.
    public init(total: Int, arrangement: ColumnArrangement, mode: DisplayMode, primary: ColumnWidth, supplementary: ColumnWidth) {
        let divider = Self.divider
        switch arrangement {
        case .collapsed:
            (self.primary, self.supplementary, secondary) = (total, 0, total)
        case .twoColumns:
            self.primary = primary.width(in: total)
            self.supplementary = 0
            secondary = mode == .oneBesideSecondary ? max(0, total - self.primary - divider) : total
        case .threeColumns:
            self.primary = primary.width(in: total - supplementary.minimum - divider)
            self.supplementary = supplementary.width(in: total - self.primary - divider)
            switch mode {
            case .twoBesideSecondary: secondary = max(0, total - self.primary - self.supplementary - 2 * divider)
            case .oneBesideSecondary, .twoDisplaceSecondary: secondary = max(0, total - self.supplementary - divider)
            default: secondary = total
            }
        }
    }
}
