import Foundation
import GtkKit
import Localization
import PhotoFeed

/// A photographer's section of the photographers list: their row, with the arrow that opens
/// the strip of their thumbnails beneath it (IGListKit's expanding-cell example). Whether the
/// strip is open belongs to the section, so it survives updates that move the photographer.
/// Near the rows on screen (the adapter's working range), the section fetches the strip's
/// thumbnails ahead, so opening it shows them at once; leaving the range cancels what is
/// still on its way.
final class PhotographerSectionController: ListBindingSectionController<Photographer, PhotographerRow> {
    /// How many thumbnails a strip shows.
    static let stripLength = 12
    private unowned let owner: PhotographersViewController
    private(set) var isExpanded = false
    private var prefetching: [HTTPTask] = []

    init(owner: PhotographersViewController) { self.owner = owner }

    /// Opens or closes the strip, in place; `sliding`, an opening strip slides in (a person
    /// opened it, rather than a restored window or a search ending).
    func setExpanded(_ open: Bool, sliding: Bool = false) {
        guard open != isExpanded else { return }
        isExpanded = open
        if let name = object?.name { owner.stripSlides(name, open && sliding) }
        update()
    }

    /// Shows an open strip again at the owner's thumbnail scale.
    func rescaleThumbnails() {
        if isExpanded { update() }
    }

    override func viewModels(for photographer: Photographer) -> [PhotographerRow] {
        [.photographer(photographer, expanded: isExpanded)] + (isExpanded ? [.thumbnails(photographer, scale: owner.thumbnailScale)] : [])
    }

    override func kind(of row: PhotographerRow) -> AnyHashable { row.kind }

    override func isActivatable(_ row: PhotographerRow) -> Bool { row.kind == .photographer }

    override func makeRow(forKind kind: AnyHashable) -> RowView<PhotographerRow> {
        kind == AnyHashable(PhotographerRow.Kind.photographer) ? owner.photographerRow() : owner.thumbnailRow()
    }

    override func didSelect(_ row: PhotographerRow) {
        if case .photographer(let photographer, _) = row { owner.onSelect?(photographer) }
    }

    override func willEnterWorkingRange() {
        guard let photographer = object, let prefetch = owner.prefetchThumbnails else { return }
        // Only real thumbnails: a photo without one would cost its full-size download.
        prefetching = prefetch(photographer.photos.prefix(Self.stripLength).compactMap(\.thumbnailURL))
    }

    override func didExitWorkingRange() {
        prefetching.forEach { $0.cancel() }
        prefetching = []
    }
}
