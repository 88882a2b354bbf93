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
        let column = Box(.vertical, spacing: 6)
        super.init(adopting: column.pointer)
        column.setMargins(6)
        column.addCSSClass(style)
        let box = Box(.horizontal, spacing: 12)
        label.wrap(maxWidthChars: 80)
        label.alignStart()
        label.horizontallyExpands = true
        box.append(label)
        box.append(dismiss)
        column.append(box)
        if let actionButton {
            actionButton.setAlignment(horizontal: .end, vertical: .center)
            column.append(actionButton)
        }
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
