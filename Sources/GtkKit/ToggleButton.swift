import CGtk

/// A button that stays pressed while it is on (GtkToggleButton): bound to an action with a
/// state, it shows the state (a panel shown), and a screen reader says "pressed".
public final class ToggleButton: Button {
    /// An icon button; `accessibleLabel` names it for screen readers and tooltips.
    public override init(iconName: String, accessibleLabel label: String, tooltip: String? = nil) {
        super.init(adopting: raw(gtk_toggle_button_new())!)
        gtk_button_set_icon_name(cast(pointer), iconName)
        accessibleLabel = label
        self.tooltip = tooltip ?? label
    }

    /// A button labelled `label`.
    public override init(label: String) {
        super.init(adopting: raw(gtk_toggle_button_new_with_label(label))!)
    }

    /// A button showing `content`, named `accessibleLabel` for screen readers.
    public override init(content: Widget, accessibleLabel label: String) {
        super.init(adopting: raw(gtk_toggle_button_new())!)
        gtk_button_set_child(cast(pointer), content.widget)
        accessibleLabel = label
    }

    /// Whether it is pressed in.
    public var isPressed: Bool {
        get { gtk_toggle_button_get_active(cast(pointer)) != 0 }
        set { gtk_toggle_button_set_active(cast(pointer), gboolean(newValue)) }
    }

    /// Joins `other`'s group, in which one button at a time is pressed (radio buttons).
    public func join(_ other: ToggleButton) { gtk_toggle_button_set_group(cast(pointer), cast(other.pointer)) }
}
