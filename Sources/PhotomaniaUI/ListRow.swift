import CGtk
import GtkKit

/// The content of a two-line list row: a title and a dimmed subtitle, both one line; the title
/// names the row for assistive technologies.
enum ListRow {
    static func make(title: String, subtitle: String) -> (content: Widget, accessibleLabel: String) {
        let box = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        box.setMargins(6)
        let titleLabel = Label(title, style: "heading")
        titleLabel.ellipsizeEnd()
        box.append(titleLabel)
        if !subtitle.isEmpty {
            let subtitleLabel = Label(subtitle, style: "dim-label")
            subtitleLabel.ellipsizeEnd()
            box.append(subtitleLabel)
        }
        return (box, title)
    }
}
