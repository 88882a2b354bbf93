/// Where a key moves the chosen cell of a grid in sections (a day's photos under its heading,
/// then the next day's): Left and Right along the cells, on into the row before or after, and
/// mirrored in a right-to-left language; Up and Down by a row of the grid, crossing into the
/// next section at the same column or its last cell; Home and End to the first and last cell;
/// Page Up and Page Down by a screenful of rows. Pure, so the grid's keys are tested without a
/// display.
public enum GridStep: Equatable, Sendable {
    /// One cell back or on (Left and Right, mirrored right to left), one row up or down, or to
    /// the first or last cell.
    case left, right, up, down, first, last
    /// A screenful of rows up or down.
    case pageUp(rows: Int)
    /// A screenful of `rows` down, or as far as the last row goes.
    case pageDown(rows: Int)

    /// A cell of the grid: its section, and its place among the section's cells.
    public struct Cell: Equatable, Hashable, Sendable {
        /// The index of the cell's section (a day's photos).
        public var section: Int
        /// The cell's index among its section's cells.
        public var item: Int
        /// The cell `item` of `section`.
        public init(section: Int, item: Int) { (self.section, self.item) = (section, item) }
    }

    /// The cell this step moves `cell` to, in a grid of `columns` whose sections hold `counts`
    /// cells; nil when there is none that way (the focus stays). `rightToLeft` mirrors Left
    /// and Right.
    public func target(from cell: Cell, counts: [Int], columns: Int, rightToLeft: Bool = false) -> Cell? {
        let rows = GridRows(counts: counts, columns: columns)
        switch self {
        case .left: return rows.cell(after: cell, by: rightToLeft ? 1 : -1)
        case .right: return rows.cell(after: cell, by: rightToLeft ? -1 : 1)
        case .up: return rows.cell(from: cell, rows: -1)
        case .down: return rows.cell(from: cell, rows: 1)
        case .pageUp(let page): return rows.cell(from: cell, rows: -max(page, 1), clamped: true)
        case .pageDown(let page): return rows.cell(from: cell, rows: max(page, 1), clamped: true)
        case .first: return rows.all.first.map { Cell(section: $0.section, item: $0.range.lowerBound) }
        case .last: return rows.all.last.map { Cell(section: $0.section, item: $0.range.upperBound - 1) }
        }
    }
}

/// The rows of a grid in sections, each row a run of one section's cells.
struct GridRows {
    struct Row {
        let section: Int
        let range: Range<Int>
    }
    let all: [Row]
    let counts: [Int]
    let columns: Int

    init(counts: [Int], columns: Int) {
        let columns = max(columns, 1)
        (self.counts, self.columns) = (counts, columns)
        all = counts.enumerated().flatMap { section, count in
            stride(from: 0, to: count, by: columns).map { Row(section: section, range: $0..<min($0 + columns, count)) }
        }
    }

    /// The index in `all` of the row holding `cell`.
    func row(of cell: GridStep.Cell) -> Int? {
        all.firstIndex { $0.section == cell.section && $0.range.contains(cell.item) }
    }

    /// The cell `offset` cells along the grid's reading order, across sections.
    func cell(after cell: GridStep.Cell, by offset: Int) -> GridStep.Cell? {
        guard counts.indices.contains(cell.section), counts[cell.section] > cell.item else { return nil }
        let item = cell.item + offset
        if counts[cell.section] > item, item >= 0 { return .init(section: cell.section, item: item) }
        let sections = offset > 0 ? Array(counts.indices.dropFirst(cell.section + 1)) : Array(counts.indices.prefix(cell.section).reversed())
        return sections.first { counts[$0] > 0 }.map { .init(section: $0, item: offset > 0 ? 0 : counts[$0] - 1) }
    }

    /// The cell at the same column `offset` rows away, or that row's last cell when it is
    /// shorter; past the first or last row, nil, or with `clamped` the first or last row.
    func cell(from cell: GridStep.Cell, rows offset: Int, clamped: Bool = false) -> GridStep.Cell? {
        guard let here = row(of: cell) else { return nil }
        var there = here + offset
        if !all.indices.contains(there) {
            guard clamped else { return nil }
            there = min(max(there, 0), all.count - 1)
        }
        guard there != here else { return nil }
        let column = cell.item - all[here].range.lowerBound
        let row = all[there]
        return .init(section: row.section, item: min(row.range.lowerBound + column, row.range.upperBound - 1))
    }
}
