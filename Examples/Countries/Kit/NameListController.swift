import AdaptiveGtk
import GtkKit
import ListDiff

/// A list of items by name (the continents, a continent's countries); choosing one calls
/// `onSelect` with it.
public final class NameListController<Item: Diffable>: ViewController where Item.Identifier == String {
    public let items: [Item]
    public let list: ListView
    private let rows: ListAdapter<Item>
    var onSelect: ((Item) -> Void)?

    init(title: String, items: [Item]) {
        self.items = items
        list = ListView(accessibleLabel: title)
        rows = ListAdapter(list: list) { _ in .text(\.diffIdentifier) }
        super.init(title: title)
    }

    public override func loadView() -> Widget {
        rows.apply(items)
        rows.onItemActivated { [weak self] in self?.onSelect?($0) }
        return ScrolledWindow(list)
    }
}
