import AdaptiveGtk
import GtkKit
import Observing

/// The bookmarks in a list that follows the library: a bookmark added, renamed (and so moved)
/// or removed anywhere is diffed into the rows on screen. Choosing one calls `onSelect`.
public final class BookmarkListController: ViewController {
    /// The list of bookmarks.
    public let list = ListView(accessibleLabel: "Bookmarks")
    /// The list's rows, one a bookmark, showing its title.
    public private(set) lazy var rows = ListAdapter<Bookmark>(list: list) { _ in .text(\.title) }
    private let library: BookmarkLibrary
    private var observation: ObserverToken?
    /// The bookmark whose row is highlighted, kept through the list's updates.
    private var selectedID: String?
    var onSelect: ((Bookmark) -> Void)?

    init(library: BookmarkLibrary) {
        self.library = library
        super.init(title: "Bookmarks")
    }

    public override func loadView() -> Widget {
        rows.apply(library.bookmarks)
        observation = library.observe { [weak self] in self?.rows.update(self?.library.bookmarks ?? []) }
        rows.onItemActivated { [weak self] in self?.onSelect?($0) }
        rows.onChanged = { [weak self] in self?.highlight(self?.selectedID) }
        return ScrolledWindow(list)
    }

    /// Highlights the row of the bookmark with `id` (none for nil), now and after each update:
    /// a bookmark just added gets its row at the list's next update.
    public func highlight(_ id: String?) {
        selectedID = id
        rows.select(id.flatMap(library.bookmark(id:)))
    }
}
