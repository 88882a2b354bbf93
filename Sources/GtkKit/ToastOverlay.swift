import CGtk

/// Brief messages over the window's content, at its bottom edge (AdwToastOverlay): what just
/// happened ("Image URL copied", "3 new photos"), gone by themselves; a failure with a button
/// that tries again.
@MainActor
public final class ToastOverlay: Widget {
    /// The message of the toast shown last, and its button (label and action), which the
    /// package's tests read: libadwaita 1.2 gives no way to read the toasts back.
    package private(set) var lastToast: String?
    package private(set) var lastButton: (label: String, action: String)?

    /// An overlay showing toasts over `child`.
    public init(child: Widget) {
        super.init(adopting: raw(adw_toast_overlay_new())!)
        adw_toast_overlay_set_child(cast(pointer), child.widget)
    }

    /// Shows `message` for a few seconds, with a button activating the detailed `action`
    /// (`win.refresh`) when one is given; a toast with the same message still shown is replaced.
    public func show(_ message: String, button: (label: String, action: String)? = nil) {
        lastToast = message
        lastButton = button
        let toast = adw_toast_new(message)
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_detailed_action_name(toast, button.action)
            adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        }
        adw_toast_overlay_add_toast(cast(pointer), toast)
    }
}
