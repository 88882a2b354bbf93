import CGtk
import GtkKit

/// A strip above the content for a problem that does not replace it (a failed refresh).
final class Banner: Widget {
    private let label = Label()
    private let dismiss = Button(iconName: "window-close-symbolic", accessibleLabel: "Dismiss")
    var onDismiss: (() -> Void)?

    init() {
        let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        super.init(adopting: box.pointer)
        box.setMargins(6)
        box.addCSSClass("error")
        label.wrap(maxWidthChars: 80)
        label.alignStart()
        label.horizontallyExpands = true
        box.append(label)
        box.append(dismiss)
        dismiss.addCSSClass("flat")
        dismiss.onClicked { [weak self] in self?.onDismiss?() }
        isVisible = false
    }

    var text: String { label.text }

    func show(_ message: String) {
        label.text = message
        isVisible = true
    }
}
