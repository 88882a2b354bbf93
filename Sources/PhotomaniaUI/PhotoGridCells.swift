import Foundation
import GtkKit
import PhotoFeed

/// The content of a row of a photo grid: a square thumbnail for each of the row's photos, each
/// a button that opens its photo, named by the photo's title; the photo on screen is ringed.
/// Reused by the list for any row of any grid section.
@MainActor
final class PhotoGridCells {
    let box: Box
    private var cells: [(button: Button, frame: FixedFrame, picture: Picture)] = []
    /// The photos shown, in the order of their cells.
    private(set) var photos: [Photo] = []
    private let open: (Photo) -> Void
    private let loadThumbnail: (URL, @escaping (Texture) -> Void) -> Void

    /// The style class of the cell of the photo on screen.
    static let chosenClass = "chosen-photo"
    private static let installStyle: Void = StyleSheet.install("""
        .photo-cell { padding: 0; min-width: 0; min-height: 0; }
        .photo-cell.\(chosenClass) { outline: 3px solid @accent_bg_color; outline-offset: -3px; }
        """)

    init(spacing: Int, open: @escaping (Photo) -> Void, loadThumbnail: @escaping (URL, @escaping (Texture) -> Void) -> Void) {
        _ = Self.installStyle
        box = Box(.horizontal, spacing: spacing)
        box.setAlignment(horizontal: .start, vertical: .center)
        (self.open, self.loadThumbnail) = (open, loadThumbnail)
    }

    /// Shows `row`, its photo `chosenID` ringed; returns the row's name for screen readers.
    func show(_ row: PhotoGridRow, chosenID: String?) -> String {
        while cells.count < row.photos.count { addCell() }
        for (index, cell) in cells.enumerated() {
            cell.button.isVisible = index < row.photos.count
            guard index < row.photos.count else { continue }
            let photo = row.photos[index]
            cell.frame.resize(width: row.cellSize, height: row.cellSize)
            if photos.indices.contains(index), photos[index].id == photo.id, photos[index].thumbnailURL == photo.thumbnailURL {
                continue
            }
            cell.picture.show(nil)
            let url = photo.thumbnailURL ?? photo.imageURL
            loadThumbnail(url) { [weak self, picture = cell.picture] texture in
                guard let self, photos.indices.contains(index), photos[index].id == photo.id else { return }
                picture.show(texture)
            }
        }
        photos = row.photos
        for (cell, photo) in zip(cells, photos) {
            cell.button.accessibleLabel = photo.title
            cell.button.tooltip = photo.title
        }
        highlight(chosenID)
        return photos.map(\.title).joined(separator: ", ")
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
        button.onClicked { [weak self] in
            guard let self, photos.indices.contains(index) else { return }
            open(photos[index])
        }
        box.append(button)
        cells.append((button, frame, picture))
    }
}
