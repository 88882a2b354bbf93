import Foundation
import GtkKit
import PhotoFeed

/// One day of a photo grid (IGListKit's header section and grid section in one): the day's
/// header, then its photos in rows of square thumbnails. The rows are not chosen as a list's
/// rows are: each thumbnail is a button that opens its photo. Near the rows on screen (the
/// adapter's working range) the section downloads its first rows' thumbnails ahead, and
/// leaving the range cancels what is still on its way.
final class PhotoGridSectionController: ListBindingSectionController<PhotoGridSection, PhotoGridRow> {
    /// How many of a section's rows are fetched ahead: about a screenful.
    static let rowsAhead = 8
    private let makeCells: () -> RowView<PhotoGridRow>
    private let prefetch: ([URL]) -> [HTTPTask]
    private var prefetching: [HTTPTask] = []

    init(makeCells: @escaping () -> RowView<PhotoGridRow>, prefetch: @escaping ([URL]) -> [HTTPTask]) {
        (self.makeCells, self.prefetch) = (makeCells, prefetch)
    }

    override var header: String? { object?.section.title }

    override func viewModels(for section: PhotoGridSection) -> [PhotoGridRow] { section.rows }

    override func makeRow(forKind kind: AnyHashable) -> RowView<PhotoGridRow> { makeCells() }

    override func isActivatable(_ row: PhotoGridRow) -> Bool { false }

    override func willEnterWorkingRange() {
        guard let object else { return }
        // Only real thumbnails: a photo without one would cost its full-size download.
        prefetching = prefetch(object.rows.prefix(Self.rowsAhead).flatMap(\.photos).compactMap(\.thumbnailURL))
    }

    override func didExitWorkingRange() {
        prefetching.forEach { $0.cancel() }
        prefetching = []
    }
}
