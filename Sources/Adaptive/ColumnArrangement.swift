/// How many columns a split view shows for its width: its stacks merged into one, two columns
/// (the supplementary's stack merged onto the primary's), or three apart. A triple-column split
/// view adapts in two steps, compact → two → three, each with a dead band.
public enum ColumnArrangement: Int, Equatable, Sendable, CaseIterable {
    /// One navigation stack (compact width).
    case collapsed = 1
    /// The primary's column (with the supplementary's stack on it) beside the secondary.
    case twoColumns = 2
    /// Primary, supplementary and secondary apart.
    case threeColumns = 3

    /// Where three columns begin: from 1100 px, and back to two below 1060 px (times the text
    /// scale, as for `Breakpoint.width`).
    public static let threeColumnBreakpoint = Breakpoint(compactBelow: 1060, regularFrom: 1100)

    /// The arrangement for a split view of `style` that is `width` pixels wide in
    /// `horizontalSizeClass`, given the arrangement before (nil on the first measurement).
    public init(
        style: ColumnStyle, horizontalSizeClass: SizeClass, width: Int, textScale: Double,
        previous: ColumnArrangement?
    ) {
        guard horizontalSizeClass == .regular else {
            self = .collapsed
            return
        }
        guard style == .tripleColumn else {
            self = .twoColumns
            return
        }
        let held: SizeClass? = previous.map { $0 == .threeColumns ? .regular : .compact }
        let room = Self.threeColumnBreakpoint.scaled(by: textScale).sizeClass(for: width, previous: held)
        self = room == .regular ? .threeColumns : .twoColumns
    }

    /// The layout of this arrangement: collapsed, or columns side by side.
    public var layout: SplitLayout { self == .collapsed ? .collapsed : .expanded }
}
