/// A row's content and how it shows an item, so a list reuses it for another item of its
/// kind, or for the same item changed, instead of building it again (IGListKit's
/// `ListBindable`). As the list scrolls, GTK rebinds the rows that leave the view to the items
/// that come in.
@MainActor
public final class RowView<Item> {
    public let content: Widget
    private let show: (Item) -> String

    /// `bind` shows an item in `content` and returns the row's name for assistive technologies.
    public init(content: Widget, bind: @escaping (Item) -> String) {
        self.content = content
        show = bind
    }

    /// Shows `item`; returns the row's accessible name.
    public func bind(_ item: Item) -> String { show(item) }
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
