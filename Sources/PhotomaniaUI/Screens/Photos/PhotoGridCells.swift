import Foundation
import GtkKit
import PhotoFeed

/// The content of a row of a photo grid: a square thumbnail for each of the row's photos, each
/// a button that opens its photo, named by the photo's title; the photo on screen is ringed.
/// Reused by the list for any row of any grid section. GTK keeps rows built well beyond the
/// screen, so a row loads its thumbnails when told it is on screen (the working range fetches
/// ahead), and calls off what is still on its way when told it has left. Thumbnails are
/// decoded cropped to the cell's size in device pixels, so they are drawn without scaling.
@MainActor
final class PhotoGridCells {
    let box: Box
    private var cells: [Cell] = []
    /// The photos shown, in the order of their cells.
    private(set) var photos: [Photo] = []
    private let open: (Photo) -> Void
    private let loadThumbnail: (URL, PixelSize, @escaping (Texture) -> Void) -> HTTPTask?
    /// The cells' size now in device pixels: what their thumbnails are decoded at.
    private var cellPixels = PixelSize(side: 0)

    /// What a cell shows: an image at a size.
    private struct Thumbnail: Equatable {
        let url: URL
        let size: PixelSize
    }

    /// A cell's widgets, the thumbnail it shows or is loading, and the transfer on its way.
    private struct Cell {
        let button: Button
        let frame: FixedFrame
        let picture: Picture
        var shown: Thumbnail?
        var loading: HTTPTask?
    }

    /// The style class of the cell of the photo on screen.
    static let chosenClass = "chosen-photo"
    private static let installStyle: Void = StyleSheet.install(
        """
        .photo-cell { padding: 0; min-width: 0; min-height: 0; }
        .photo-cell.\(chosenClass) { outline: 3px solid @accent_bg_color; outline-offset: -3px; }
        """)

    /// `loadThumbnail` loads an image cropped to a size in device pixels.
    init(spacing: Int, open: @escaping (Photo) -> Void, loadThumbnail: @escaping (URL, PixelSize, @escaping (Texture) -> Void) -> HTTPTask?) {
        _ = Self.installStyle
        box = Box(.horizontal, spacing: spacing)
        box.setAlignment(horizontal: .start, vertical: .center)
        (self.open, self.loadThumbnail) = (open, loadThumbnail)
    }

    isolated deinit { cells.forEach { $0.loading?.cancel() } }

    /// Shows `row`, its photo `chosenID` ringed; returns the row's name for screen readers.
    func show(_ row: PhotoGridRow, chosenID: String?) -> String {
        while cells.count < row.photos.count { addCell() }
        photos = row.photos
        cellPixels = PixelSize(side: row.cellSize * box.scaleFactor)
        for index in cells.indices {
            cells[index].button.isVisible = index < photos.count
            guard index < photos.count else {
                forget(index)
                continue
            }
            cells[index].frame.resize(width: row.cellSize, height: row.cellSize)
            if cells[index].shown != thumbnail(of: photos[index]) {
                forget(index)
                cells[index].picture.show(nil)
            }
        }
        for (cell, photo) in zip(cells, photos) {
            cell.button.accessibleLabel = photo.title
            cell.button.tooltip = photo.title
        }
        highlight(chosenID)
        return photos.map(\.title).joined(separator: ", ")
    }

    private func thumbnail(of photo: Photo) -> Thumbnail { Thumbnail(url: photo.thumbnailSource, size: cellPixels) }

    /// Loads the thumbnails the cells shown lack: the row is on screen.
    func loadMissing() {
        for (index, photo) in photos.enumerated() where cells[index].shown == nil {
            let thumbnail = thumbnail(of: photo)
            cells[index].shown = thumbnail
            cells[index].loading = loadThumbnail(thumbnail.url, thumbnail.size) { [weak self] texture in
                guard let self, cells[index].shown == thumbnail else { return }
                cells[index].loading = nil
                cells[index].picture.show(texture)
            }
        }
    }

    /// Cancels the thumbnails still on their way, to be loaded again when the row is back: the
    /// row has left the screen.
    func callOffLoading() {
        for index in cells.indices where cells[index].loading != nil { forget(index) }
    }

    /// Cancels cell `index`'s thumbnail on its way and forgets what it shows.
    private func forget(_ index: Int) {
        cells[index].loading?.cancel()
        (cells[index].shown, cells[index].loading) = (nil, nil)
    }

    /// Rings the cell of the photo `id`, if it is in this row.
    func highlight(_ id: String?) {
        for (cell, photo) in zip(cells, photos) { cell.button.setCSSClass(Self.chosenClass, photo.id == id) }
    }

    /// The photo whose cell has the keyboard focus.
    var focusedPhoto: Photo? {
        zip(cells, photos).first { $0.0.button.hasFocusWithin }?.1
    }

    /// Clicks the cell of `photo`, as a person would; false when it is not in this row.
    func click(_ photo: Photo) -> Bool {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return false }
        cells[index].button.click()
        return true
    }

    private func addCell() {
        let index = cells.count
        let picture = Picture(accessibleLabel: "", filling: true)
        // Exactly the grid's cell: a picture would ask for its image's size.
        let frame = FixedFrame(child: picture, width: 0, height: 0)
        let button = Button(content: frame, accessibleLabel: "")
        button.addCSSClass("flat")
        button.addCSSClass("photo-cell")
        button.onClicked { [weak self, unowned button] in
            guard let self, photos.indices.contains(index) else { return }
            button.grabFocus() // the photo clicked has the keys, as in GNOME's grids: not its row, which the press gave them to
            open(photos[index])
        }
        box.append(button)
        cells.append(Cell(button: button, frame: frame, picture: picture))
    }
}
