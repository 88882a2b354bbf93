import CGtk

/// A centred icon (or spinner), title, explanation and optional action: what a pane shows
/// while it loads, when it is empty, or when something failed.
public final class StatusView: Widget {
    private let titleLabel: Label
    private let messageLabel: Label
    private let spinner: Spinner?
    public let actionButton: Button?

    /// `iconName` nil shows a spinner instead of an icon.
    public init(iconName: String?, title: String, message: String = "", action: String? = nil) {
        titleLabel = Label(title, style: "title-2")
        messageLabel = Label(message, style: "dim-label")
        spinner = iconName == nil ? Spinner(accessibleLabel: title) : nil
        actionButton = action.map { Button(label: $0) }
        let box = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        super.init(adopting: box.pointer)
        setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        setMargins(24)
        if let spinner {
            spinner.setSizeRequest(width: 32, height: 32)
            spinner.isSpinning = true
            box.append(spinner)
        } else if let iconName {
            let icon = Widget(adopting: raw(gtk_image_new_from_icon_name(iconName))!)
            gtk_image_set_pixel_size(cast(icon.pointer), 96)
            icon.addCSSClass("dim-label")
            box.append(icon)
        }
        titleLabel.wrap(maxWidthChars: 40)
        titleLabel.justifyCenter()
        messageLabel.wrap(maxWidthChars: 50)
        messageLabel.justifyCenter()
        box.append(titleLabel)
        box.append(messageLabel)
        messageLabel.isVisible = !message.isEmpty
        if let actionButton {
            actionButton.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
            actionButton.addCSSClass("suggested-action")
            actionButton.addCSSClass("pill")
            box.append(actionButton)
        }
    }

    public var message: String {
        get { messageLabel.text }
        set {
            messageLabel.text = newValue
            messageLabel.isVisible = !newValue.isEmpty
        }
    }
}
