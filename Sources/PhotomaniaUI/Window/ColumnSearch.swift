import AdaptiveGtk
import GtkKit
import PhotoFeed

/// The search bar under a column's header bar (Ctrl+F, or typing while the column has the
/// focus), filtering the list on top of that column as the user types. It belongs to that
/// page: each list keeps its own search, and the bar shows the search of the page on top, or
/// goes when that page is no list (the photo, on top of a collapsed window). Escape empties
/// and closes it, and the list is whole again. Enter hands the text on (`onSubmit`).
@MainActor
final class ColumnSearch {
    let bar: SearchBar
    /// The list filtered: the page on top of the column.
    private(set) weak var list: (any SearchableList)?
    /// Enter was pressed in the field, with its text.
    var onSubmit: ((String) -> Void)?

    init(accessibleLabel: String, placeholder: String) {
        bar = SearchBar(placeholder: placeholder, accessibleLabel: accessibleLabel)
        bar.isVisible = false
        // The lists keep up with typing: each keystroke filters them (#37).
        bar.searchDelay = .zero
        bar.onSearchChanged { [weak self] text in self?.list?.filter(by: SearchText(text)) }
        bar.onActivate { [weak self] in
            guard let self, !bar.text.isEmpty else { return }
            onSubmit?(bar.text)
        }
    }

    /// The column's page on top is now `top`: the bar shows its search, or goes if it is no list.
    func follow(_ top: ViewController?) {
        let list = top as? SearchableList
        bar.isVisible = list != nil
        guard list !== self.list else { return }
        self.list = list
        bar.text = list?.search.text ?? ""
        bar.isSearchMode = !(list?.search.isEmpty ?? true)
    }

    /// Shows the field with the keyboard focus in it; false when the page on top is no list.
    @discardableResult
    func begin() -> Bool {
        guard list != nil else { return false }
        bar.focus()
        return true
    }
}
