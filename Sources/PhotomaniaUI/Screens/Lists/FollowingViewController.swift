import AdaptiveGtk
import GtkKit
import Library
import Localization
import PhotoFeed

/// The sources the person follows, the same in every window: a row for all of them, then one a
/// source with its name, its kind and how many of its photos were not opened yet. Choosing a
/// row opens its photos (`onSelect`); Unfollow on a row, or Delete, lets the source go
/// (`onUnfollow`).
public final class FollowingViewController: ViewController {
    /// The list of sources.
    public let list = ListView(accessibleLabel: tr("Followed Sources"))
    private(set) lazy var rows = ListAdapter<FollowingRow>(list: list) { [weak self] _ in
        FollowingRow.view { self?.onUnfollow?($0) }
    }
    private let pages = Stack()
    /// The page in place of the list while nothing is followed, with Add Source.
    let emptyPage = StatusView(
        iconName: FollowingViewController.iconName, title: tr("Not Following Anything"),
        // Translators: Ctrl+D is the key that follows the photographer of the photo on screen.
        message: tr("Follow the photographer of a photo (Ctrl+D), and their newest photos gather here, fetched without an API key."),
        action: WindowAction.addSource.title)
    /// A row was chosen: its source, nil for all of them.
    var onSelect: ((FollowedSource?) -> Void)?
    /// Unfollow was asked for a source.
    var onUnfollow: ((FollowedSource) -> Void)?
    /// The rows to list, kept until the view is made: a window starts without building rows
    /// for a tab it does not show.
    private var wanted: [FollowingRow] = []

    /// The icon of the place, on its tab and its empty page.
    static let iconName = "application-rss+xml-symbolic"

    public init() {
        emptyPage.actionButton?.actionName = WindowAction.addSource.detailedName
        super.init(title: tr("Following"))
        restorationIdentifier = "following"
        tabIconName = Self.iconName
    }

    public override func loadView() -> Widget {
        pages.add(ScrolledWindow(list), name: "list")
        pages.add(emptyPage, name: "empty")
        rows.onItemActivated { [weak self] in self?.onSelect?($0.source) }
        showRows(wanted)
        list.addShortcut("Delete", global: false) { [weak self] in
            guard let self, let index = list.focusedIndex, rows.items.indices.contains(index), let source = rows.items[index].source else {
                return false
            }
            onUnfollow?(source)
            return true
        }
        return pages
    }

    /// Lists `entries`, what the library follows now.
    func show(_ entries: [FollowedSources.Entry]) {
        wanted = FollowingRow.rows(entries)
        if isViewLoaded { showRows(wanted) }
    }

    private func showRows(_ shown: [FollowingRow]) {
        rows.update(shown)
        pages.show(named: shown.isEmpty ? "empty" : "list")
    }

    /// The rows listed, in order (the row of all first); what is to be listed before the
    /// view is made.
    var shownRows: [FollowingRow] { isViewLoaded ? rows.items : wanted }
}
