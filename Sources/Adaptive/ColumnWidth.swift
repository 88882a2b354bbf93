/// The width of a split view's side column (the primary, or the supplementary of three), after
/// UIKit's `preferredPrimaryColumnWidthFraction` with `minimumPrimaryColumnWidth` and
/// `maximumPrimaryColumnWidth`; a width the user dragged to wins while it still fits.
public struct ColumnWidth: Equatable, Sendable {
    /// The share of the width the column prefers (UIKit's
    /// `preferredPrimaryColumnWidthFraction`).
    public var fraction: Double
    /// The narrowest the column gets, in pixels (UIKit's `minimumPrimaryColumnWidth`).
    public var minimum: Int
    /// The widest the column gets from its fraction, in pixels (UIKit's
    /// `maximumPrimaryColumnWidth`); a width the user dragged to may go past it.
    public var maximum: Int
    /// Room the column after this one needs beside it.
    public var minimumSecondary: Int
    /// The width the user dragged the divider to, if any.
    public var userWidth: Int?

    /// A rule for a side column: about a third of the width by default, between 260 and 400
    /// pixels, leaving 320 for the column after it.
    public init(fraction: Double = 0.32, minimum: Int = 260, maximum: Int = 400, minimumSecondary: Int = 320, userWidth: Int? = nil) {
        precondition(minimum <= maximum, "minimum above maximum")
        self.fraction = fraction
        self.minimum = minimum
        self.maximum = maximum
        self.minimumSecondary = minimumSecondary
        self.userWidth = userWidth
    }

    /// The column's width where it and the columns after it have `total` pixels.
    public func width(in total: Int) -> Int {
        let preferred = userWidth ?? Int((Double(total) * fraction).rounded())
        let upper = max(minimum, min(userWidth == nil ? maximum : Int.max, total - minimumSecondary))
        return min(max(preferred, minimum), upper)
    }

    /// Whether this column and the next fit side by side in `total` pixels.
    public func besideFits(in total: Int) -> Bool {
        total >= minimum + minimumSecondary
    }
}
