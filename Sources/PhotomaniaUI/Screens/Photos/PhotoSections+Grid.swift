import Adaptive
import Foundation
import GtkKit
import PhotoFeed

/// The grid of `PhotoSections`: its rows of cells, the cell of the photo on screen, the keys
/// that move in two dimensions, and the thumbnails of the rows on screen.
extension PhotoSections {

    func makeGridRow() -> RowView<PhotoGridRow> {
        let cells = PhotoGridCells(
            spacing: gridLayout.spacing, open: { [weak self] in self?.onSelect?($0) },
            loadThumbnail: { [weak self] url, size, show in self?.loadThumbnail?(url, size, show) ?? nil })
        gridRows.removeAll { $0.cells == nil }
        gridRows.append(WeakCells(cells))
        return RowView(content: cells.box) { [weak self] row in cells.show(row, chosenID: self?.highlighted?.id) }
    }

    /// How many rows of cells are on screen (a page for Page Up and Page Down): the list's rows
    /// on screen but the day headings.
    var gridRowsOnScreen: Int {
        let items = adapter.items
        return max(1, list.visibleRange.map { $0.filter { items.indices.contains($0) && items[$0].index != nil }.count } ?? 1)
    }

    /// Has the grid's rows on screen load their thumbnails, and those off it call theirs off.
    func loadThumbnailsOnScreen() {
        for cells in gridRows.compactMap(\.cells) {
            if list.isShowing(cells.box) { cells.loadMissing() } else { cells.callOffLoading() }
        }
    }

    /// The grid's sections, in order.
    var gridSections: [(controller: PhotoGridSectionController, section: PhotoSection)] {
        adapter.sectionControllers.compactMap { controller in
            (controller as? PhotoGridSectionController).flatMap { grid in grid.object.map { (grid, $0.section) } }
        }
    }

    /// Rings `photo`'s cell, or none; `scrolling`, brings its row into view.
    func highlightCell(_ photo: Photo?, scrolling: Bool) {
        adapter.selectRow(at: nil, in: nil)
        gridRows.forEach { $0.cells?.highlight(photo?.id) }
        guard scrolling, let photo, let place = cell(of: photo), let position = position(of: place) else { return }
        list.scrollTo(position.row)
    }

    func cell(of photo: Photo) -> GridStep.Cell? {
        for (index, grid) in gridSections.enumerated() {
            if let item = grid.section.photos.firstIndex(where: { $0.id == photo.id }) { return GridStep.Cell(section: index, item: item) }
        }
        return nil
    }

    /// Where `cell` is in the list: its row's position, and its place in the row.
    func position(of cell: GridStep.Cell) -> (row: Int, cell: Int)? {
        let grids = gridSections
        let columns = gridLayout.columns
        guard grids.indices.contains(cell.section),
            let row = adapter.position(ofRow: cell.item / columns, in: grids[cell.section].controller)
        else { return nil }
        return (row, cell.item % columns)
    }

    /// Moves the keyboard focus from the focused cell by `step` (at the grid's edge it stays);
    /// from none, into the grid. False in a list of titles, where the list moves as lists do.
    func moveInGrid(_ step: GridStep) -> Bool {
        guard isGrid else { return false }
        guard let focused = gridRows.lazy.compactMap({ $0.cells?.focusedPhoto }).first.flatMap(cell(of:)) else {
            _ = enterGrid()
            return true
        }
        let counts = gridSections.map(\.section.photos.count)
        if let target = step.target(from: focused, counts: counts, columns: gridLayout.columns, rightToLeft: list.isRightToLeft) {
            focus(target)
        }
        return true
    }

    /// Focuses the cell of the photo on screen, or the first; false in a list of titles or an
    /// empty grid.
    func enterGrid() -> Bool {
        guard isGrid else { return false }
        let first = GridStep.first.target(
            from: .init(section: 0, item: 0), counts: gridSections.map(\.section.photos.count),
            columns: gridLayout.columns)
        guard let target = highlighted.flatMap(cell(of:)) ?? first else { return false }
        return focus(target)
    }

    @discardableResult
    func focus(_ cell: GridStep.Cell) -> Bool {
        guard let position = position(of: cell) else { return false }
        list.focusCell(position.cell, ofRowAt: position.row)
        return true
    }
}

/// A row of the grid, held weakly: GTK drops rows as they scroll away.
@MainActor
final class WeakCells {
    weak var cells: PhotoGridCells?
    init(_ cells: PhotoGridCells) { self.cells = cells }
}

extension GridStep {
    /// The grid's step for a step of the list's keys, a page being `page` rows.
    init(_ step: ListView.Step, page: Int) {
        switch step {
        case .previous: self = .up
        case .next: self = .down
        case .first: self = .first
        case .last: self = .last
        case .pageUp: self = .pageUp(rows: page)
        case .pageDown: self = .pageDown(rows: page)
        }
    }
}
