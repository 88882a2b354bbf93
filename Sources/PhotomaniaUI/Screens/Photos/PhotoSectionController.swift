import GtkKit
import PhotoFeed

/// One section of a photo list: its header, and a row for each photo, by title with a line
/// beneath (the description, or the photographer's name in lists of many photographers).
final class PhotoSectionController: ListBindingSectionController<PhotoSection, Photo> {
    private let subtitle: (Photo) -> String
    private let onSelect: (Photo) -> Void

    init(subtitle: @escaping (Photo) -> String, onSelect: @escaping (Photo) -> Void) {
        self.subtitle = subtitle
        self.onSelect = onSelect
    }

    override var header: String? { object?.title }

    override func viewModels(for section: PhotoSection) -> [Photo] { section.photos }

    override func makeRow(forKind kind: AnyHashable) -> RowView<Photo> {
        TitleRow.view { [subtitle] in ($0.title, subtitle($0)) }
    }

    override func didSelect(_ photo: Photo) { onSelect(photo) }
}
