import AdaptiveGtk
import GtkKit
import PhotoFeed

/// A list of photos by title, each with its photographer's name beneath: what Recents and the
/// all-photos master share. Subclasses place `listPage` among their other pages.
public class PhotoListViewController: ViewController, PhotoListing {
    public let list: ListView
    private(set) lazy var rows = ListAdapter<Photo>(list: list) { _ in TitleRow.view { ($0.title, $0.photographerName) } }
    public var photos: [Photo] { rows.items }
    /// A photo was chosen.
    var onSelect: ((Photo) -> Void)?

    init(title: String, accessibleLabel: String) {
        list = ListView(accessibleLabel: accessibleLabel)
        super.init(title: title)
    }

    /// The list in its scroller, choosing photos.
    func makeListPage() -> Widget {
        rows.onItemActivated { [weak self] in self?.onSelect?($0) }
        return ScrolledWindow(list)
    }
}
