import CGtk

/// A bubble anchored to a widget (GtkPopover); it measures itself from its content.
public final class Popover: Widget {
    public init(child: Widget? = nil) {
        super.init(adopting: raw(gtk_popover_new())!)
        setChild(child)
    }

    public func setChild(_ child: Widget?) { gtk_popover_set_child(cast(pointer), child?.widget) }

    public var position: GtkPositionType {
        get { gtk_popover_get_position(cast(pointer)) }
        set { gtk_popover_set_position(cast(pointer), newValue) }
    }

    /// Whether a click outside closes it (and is swallowed); off lets clicks pass through.
    public var closesOnOutsideClick: Bool {
        get { gtk_popover_get_autohide(cast(pointer)) != 0 }
        set { gtk_popover_set_autohide(cast(pointer), gboolean(newValue)) }
    }

    public func popup() { gtk_popover_popup(cast(pointer)) }
    public func popdown() { gtk_popover_popdown(cast(pointer)) }

    /// Called after it closed, whichever way (Escape, click outside, `popdown`).
    public func onClosed(_ handler: @escaping () -> Void) { connect(.closed, handler) }
}
