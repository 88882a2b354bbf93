import AdaptiveGtk
import GtkKit
import Localization
import PhotoFeed

/// A list its column's search bar filters (`ColumnSearch`): the photographers, a
/// photographer's photos, Recents, every photo. Each keeps its own search, as each UIKit page
/// has its own search controller: Back to a filtered list finds it filtered still.
@MainActor
protocol SearchableList: ViewController {
    /// What the list is filtered by; empty, nothing.
    var search: SearchText { get }
    /// Shows only the rows that match `search`, in one update of the list: rows that stay
    /// keep their place and selection.
    func filter(by search: SearchText)
}

/// What a filtered list shows when nothing matches.
@MainActor
func noResultsView() -> StatusView {
    StatusView(iconName: "edit-find-symbolic", title: tr("No Results Found"), message: tr("Try a different search."))
}
