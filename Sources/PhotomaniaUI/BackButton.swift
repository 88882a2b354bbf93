import CGtk
import GtkKit
import Localization

/// The header's Back button: an arrow and the title of the screen it goes back to, as on iOS;
/// in compact width the arrow alone, so the window's title keeps its room. Its accessible name
/// stays "Back"; the title is in its label, its tooltip and its accessible description.
public final class BackButton: Button {
    private let titleLabel = Label()

    public init() {
        let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        box.append(Widget(adopting: raw(gtk_image_new_from_icon_name("go-previous-symbolic"))!))
        titleLabel.ellipsizeEnd()
        gtk_label_set_max_width_chars(cast(titleLabel.pointer), 14)
        box.append(titleLabel)
        super.init(content: box, accessibleLabel: tr("Back"))
    }

    /// The title of the screen under the current one.
    public var previousTitle: String = "" {
        didSet {
            titleLabel.text = previousTitle
            showTitleIfRoomy()
            // Keep a few characters readable when the header is tight, instead of a lone "…".
            gtk_label_set_width_chars(cast(titleLabel.pointer), Int32(min(previousTitle.count, 8)))
            let destination = previousTitle.isEmpty ? tr("Back") : String(format: tr("Back to %@"), previousTitle)
            tooltip = "\(destination) (Alt+Left)"
            pm_accessible_set_description(widget, destination)
        }
    }

    /// In compact width only the arrow shows.
    public var isCompact = false {
        didSet { showTitleIfRoomy() }
    }

    private func showTitleIfRoomy() { titleLabel.isVisible = !isCompact && !previousTitle.isEmpty }

    /// The title beside the arrow, or "" when only the arrow shows.
    public var shownTitle: String { titleLabel.isVisible ? titleLabel.text : "" }
}
