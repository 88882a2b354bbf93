/// A row's content and how it shows an item, so a list reuses it for another item of its
/// kind, or for the same item changed, instead of building it again (IGListKit's
/// `ListBindable`). As the list scrolls, GTK rebinds the rows that leave the view to the items
/// that come in.
@MainActor
public final class RowView<Item> {
    /// The row's widget: made once, then bound to item after item.
    public let content: Widget
    private let show: (Item) -> String
    private let expansion: (Item) -> Bool?

    /// `bind` shows an item in `content` and returns the row's name for assistive technologies;
    /// `isExpanded`, for a row that opens in place, says whether an item's row is open (nil:
    /// the row does not open).
    public init(content: Widget, isExpanded: @escaping (Item) -> Bool? = { _ in nil }, bind: @escaping (Item) -> String) {
        self.content = content
        show = bind
        expansion = isExpanded
    }

    /// Shows `item`; returns the row's accessible name.
    public func bind(_ item: Item) -> String { show(item) }

    /// Whether `item`'s row is open, for assistive technologies; nil for a row that does not open.
    public func isExpanded(_ item: Item) -> Bool? { expansion(item) }
}

extension RowView {
    /// The simplest row: one line of text, which also names the row.
    public static func text(_ text: @escaping (Item) -> String) -> RowView {
        let label = Label()
        label.setMargins(10)
        label.alignStart()
        return RowView(content: label) { item in
            label.text = text(item)
            return label.text
        }
    }
}
