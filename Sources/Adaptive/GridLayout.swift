/// How a grid of square thumbnails fills a column of a given width, after the galleries of
/// Photos and gThumb: as many columns as fit cells no smaller than the smallest size (larger
/// with larger text), never fewer than a compact column's minimum, and more columns rather than
/// cells above the largest size. The spacing between cells is part of the width.
public struct GridLayout: Equatable, Sendable {
    /// The number of cells in a full row.
    public let columns: Int
    /// The side of a cell, in pixels.
    public let cellSize: Int
    /// The pixels between two cells, across and down.
    public let spacing: Int

    /// The smallest side a cell takes at the normal text size, and the largest it takes.
    public static let smallestCell = 96, largestCell = 200
    /// The fewest columns a grid has, however narrow its column (a phone's width holds three).
    public static let fewestColumns = 3

    /// The grid for a column `width` pixels wide, with text `textScale` times its normal size.
    public init(width: Int, textScale: Double = 1, spacing: Int = 4) {
        let smallest = min(Self.largestCell, Int((Double(Self.smallestCell) * max(textScale, 1)).rounded()))
        let room = max(width, 0) + spacing
        let fitting = room / (smallest + spacing)
        let needed = (room + Self.largestCell + spacing - 1) / (Self.largestCell + spacing)
        columns = max(Self.fewestColumns, fitting, needed)
        cellSize = max(1, (max(width, 0) - (columns - 1) * spacing) / columns)
        self.spacing = spacing
    }

    /// The number of rows `count` cells take.
    public func rows(holding count: Int) -> Int { (count + columns - 1) / columns }
}
