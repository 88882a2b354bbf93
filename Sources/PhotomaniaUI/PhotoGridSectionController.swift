import GtkKit
import PhotoFeed

/// One day of a photo grid (IGListKit's header section and grid section in one): the day's
/// header, then its photos in rows of square thumbnails. The rows are not chosen as a list's
/// rows are: each thumbnail is a button that opens its photo.
final class PhotoGridSectionController: ListBindingSectionController<PhotoGridSection, PhotoGridRow> {
    private let makeCells: () -> RowView<PhotoGridRow>

    init(makeCells: @escaping () -> RowView<PhotoGridRow>) { self.makeCells = makeCells }

    override var header: String? { object?.section.title }

    override func viewModels(for section: PhotoGridSection) -> [PhotoGridRow] { section.rows }

    override func makeRow(forKind kind: AnyHashable) -> RowView<PhotoGridRow> { makeCells() }

    override func isActivatable(_ row: PhotoGridRow) -> Bool { false }
}
