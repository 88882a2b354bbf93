import GtkKit
import Localization

/// A strip above the content for a problem that does not replace it (a failed refresh, a
/// store that cannot keep photos, no network), with Dismiss and, when the app can fix the
/// problem, the fix. `style` colors its text: "error", or "warning" for a passing state.
final class Banner: Widget {
    private let label = Label()
    private let dismiss = Button(iconName: "window-close-symbolic", accessibleLabel: tr("Dismiss"))
    /// The fix, when there is one.
    let actionButton: Button?

    init(action: String? = nil, style: String = "error") {
        actionButton = action.map { Button(label: $0) }
        let row = Box(.horizontal, spacing: 12)
        super.init(adopting: row.pointer)
        row.setMargins(6)
        row.addCSSClass(style)
        label.wrap(maxWidthChars: 80)
        label.alignStart()
        label.horizontallyExpands = true
        row.append(label)
        // As libadwaita's banner: the fix on the same row, after the message.
        if let actionButton {
            actionButton.setAlignment(horizontal: .end, vertical: .center)
            row.append(actionButton)
        }
        row.append(dismiss)
        dismiss.setAlignment(horizontal: .end, vertical: .center)
        dismiss.addCSSClass("flat")
        dismiss.onClicked { [weak self] in self?.isVisible = false }
        isVisible = false
    }

    var text: String { label.text }

    /// What it says while it is shown; nil while it is hidden.
    var shownText: String? { isVisible ? text : nil }

    /// Shows `message`, with the fix when `offeringAction`.
    func show(_ message: String, offeringAction: Bool = false) {
        label.text = message
        actionButton?.isVisible = offeringAction
        isVisible = true
    }
}
