import AdaptiveGtk
import CGtk
import GtkKit
import PhotoFeed

/// The photos viewed last, newest first.
public final class RecentsViewController: ViewController, PhotoListing {
    public let list = ListView(accessibleLabel: "Recent Photos")
    private lazy var rows = ListAdapter<Photo>(list: list) { _ in TitleRow.view { ($0.title, $0.photographerName) } }
    public private(set) var photos: [Photo] = []
    var onSelect: ((Photo) -> Void)?
    private let pages = Stack()
    private let empty = StatusView(iconName: "document-open-recent-symbolic", title: "No Recent Photos",
                                   message: "Photos you look at appear here.")

    public init() { super.init(title: "Recents") }

    public override func loadView() -> Widget {
        pages.add(empty, name: "empty")
        pages.add(ScrolledWindow(list), name: "list")
        list.onRowActivated { [weak self] index in
            guard let self, self.rows.items.indices.contains(index) else { return }
            self.onSelect?(self.rows.items[index])
        }
        return pages
    }

    func show(_ photos: [Photo], highlighting current: Photo?) {
        loadViewIfNeeded()
        self.photos = photos
        rows.apply(photos)
        pages.show(named: photos.isEmpty ? "empty" : "list")
        highlight(current)
    }

    func highlight(_ photo: Photo?) {
        loadViewIfNeeded()
        list.selectRow(at: photo.flatMap { rows.items.firstIndex(of: $0) })
    }
}
