import GtkKit

/// The content of a two-line list row: a title and a dimmed subtitle, both one line; the title
/// names the row for assistive technologies.
@MainActor
final class TitleRow {
    let content = Box(.vertical, spacing: 2)
    private let title = Label(style: "heading")
    private let subtitle = Label(style: "dim-label")

    init() {
        content.setMargins(6)
        for label in [title, subtitle] {
            label.ellipsizeEnd()
            content.append(label)
        }
    }

    /// Shows `title` and `subtitle` (hidden when empty); returns the row's accessible name.
    func show(title: String, subtitle: String) -> String {
        self.title.text = title
        self.subtitle.text = subtitle
        self.subtitle.isVisible = !subtitle.isEmpty
        return title
    }

    /// A reusable row showing `text(item)`.
    static func view<Item>(_ text: @escaping (Item) -> (title: String, subtitle: String)) -> RowView<Item> {
        let row = TitleRow()
        return RowView(content: row.content) { item in
            let (title, subtitle) = text(item)
            return row.show(title: title, subtitle: subtitle)
        }
    }
}
