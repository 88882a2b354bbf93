import CGtk

/// Brief messages over the window's content, at its bottom edge (AdwToastOverlay): what just
/// happened ("Image URL copied", "3 new photos"), gone by themselves.
@MainActor
public final class ToastOverlay: Widget {
    /// The message of the toast shown last (for tests).
    public private(set) var lastToast: String?

    public init(child: Widget) {
        super.init(adopting: raw(adw_toast_overlay_new())!)
        adw_toast_overlay_set_child(cast(pointer), child.widget)
    }

    /// Shows `message` for a few seconds; a toast with the same message still shown is replaced.
    public func show(_ message: String) {
        lastToast = message
        let toast = adw_toast_new(message)
        adw_toast_overlay_add_toast(cast(pointer), toast)
    }
}
