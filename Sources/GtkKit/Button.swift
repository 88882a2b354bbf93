import CGtk

/// A push button (GtkButton) with a label, an icon, or any content.
open class Button: Widget {
    /// A text button.
    public init(label: String) {
        super.init(adopting: raw(gtk_button_new_with_label(label))!)
        accessibleLabel = label
    }

    /// A button showing `content`, named `accessibleLabel` for screen readers.
    public init(content: Widget, accessibleLabel label: String) {
        super.init(adopting: raw(gtk_button_new())!)
        gtk_button_set_child(cast(pointer), content.widget)
        accessibleLabel = label
    }

    /// An icon button; `accessibleLabel` names it for screen readers and tooltips.
    public init(iconName: String, accessibleLabel label: String, tooltip: String? = nil) {
        super.init(adopting: raw(gtk_button_new_from_icon_name(iconName))!)
        accessibleLabel = label
        self.tooltip = tooltip ?? label
    }

    /// A button of a subclass made in C (a toggle button).
    override init(adopting pointer: UnsafeMutableRawPointer) {
        super.init(adopting: pointer)
    }

    /// The text of a labelled button, which is also its accessible name.
    public var label: String {
        get { string(gtk_button_get_label(cast(pointer))) ?? "" }
        set {
            gtk_button_set_label(cast(pointer), newValue)
            accessibleLabel = newValue
        }
    }

    /// The icon of an icon button.
    public func setIconName(_ name: String) {
        // GTK loads the icon and lays the button out again even for the name it shows.
        if string(gtk_button_get_icon_name(cast(pointer))) != name { gtk_button_set_icon_name(cast(pointer), name) }
    }

    /// Connects the click handler.
    @discardableResult
    public func onClicked(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.clicked, handler) }

    /// The action a click activates ("win.refresh"); the button is insensitive while the
    /// action is disabled.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(cast(pointer)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(cast(pointer), newValue) }
    }

    /// Emits "clicked" now, as a completed press does.
    public func click() { pm_signal_emit_void(pointer, "clicked") }
}
