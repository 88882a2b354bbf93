import GtkKit
import Localization

/// The header's Back button: an arrow and the title of the screen it goes back to, as on iOS;
/// in compact width the arrow alone, so the window's title keeps its room. Its accessible name
/// stays "Back"; the title is in its label, its tooltip and its accessible description.
public final class BackButton: Button {
    private let titleLabel = Label()

    public init() {
        let box = Box(.horizontal, spacing: 4)
        box.append(Icon(name: "go-previous-symbolic"))
        titleLabel.ellipsizeEnd()
        titleLabel.maxWidthChars = 14
        box.append(titleLabel)
        super.init(content: box, accessibleLabel: tr("Back"))
    }

    /// The title of the screen under the current one.
    public var previousTitle: String = "" {
        didSet {
            titleLabel.text = previousTitle
            showTitleIfRoomy()
            // Keep a few characters readable when the header is tight, instead of a lone "…".
            titleLabel.widthChars = min(previousTitle.count, 8)
            let destination = previousTitle.isEmpty ? tr("Back") : String(format: tr("Back to %@"), previousTitle)
            tooltip = "\(destination) (Alt+Left)"
            setAccessibleDescription(destination)
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
