import CGtk
import GtkKit

/// The header's Back button: an arrow and the title of the screen it goes back to, as on iOS.
/// Its accessible name stays "Back"; the title is in its label and tooltip.
public final class BackButton: Button {
    private let titleLabel = Label()

    public init() {
        let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        box.append(Widget(adopting: raw(gtk_image_new_from_icon_name("go-previous-symbolic"))!))
        titleLabel.ellipsizeEnd()
        gtk_label_set_max_width_chars(cast(titleLabel.pointer), 14)
        box.append(titleLabel)
        super.init(content: box, accessibleLabel: "Back")
    }

    /// The title of the screen under the current one.
    public var previousTitle: String = "" {
        didSet {
            titleLabel.text = previousTitle
            titleLabel.isVisible = !previousTitle.isEmpty
            // Keep a few characters readable when the header is tight, instead of a lone "…".
            gtk_label_set_width_chars(cast(titleLabel.pointer), Int32(min(previousTitle.count, 8)))
            tooltip = previousTitle.isEmpty ? "Back (Alt+Left)" : "Back to \(previousTitle) (Alt+Left)"
        }
    }

    public var shownTitle: String { titleLabel.text }
}
