import AdaptiveGtk
import GtkKit
import PhotoFeed

/// The photos viewed last, newest first.
public final class RecentsViewController: ViewController, PhotoListing {
    public let list = ListView(accessibleLabel: "Recent Photos")
    private(set) lazy var rows = ListAdapter<Photo>(list: list) { _ in TitleRow.view { ($0.title, $0.photographerName) } }
    public var photos: [Photo] { rows.items }
    var onSelect: ((Photo) -> Void)?
    private let pages = Stack()
    private let empty = StatusView(iconName: "document-open-recent-symbolic", title: "No Recent Photos",
                                   message: "Photos you look at appear here.")

    public init() { super.init(title: "Recents") }

    public override func loadView() -> Widget {
        pages.add(empty, name: "empty")
        pages.add(ScrolledWindow(list), name: "list")
        rows.onItemActivated { [weak self] in self?.onSelect?($0) }
        return pages
    }

    func show(_ photos: [Photo], highlighting current: Photo?) {
        loadViewIfNeeded()
        rows.apply(photos)
        pages.show(named: photos.isEmpty ? "empty" : "list")
        highlight(current)
    }
}
