import CGtk

/// A bubble anchored to a widget (GtkPopover); it measures itself from its content.
public final class Popover: Widget {
    /// A popover showing `child`, if any; it stays hidden until `popup()`.
    public init(child: Widget? = nil) {
        super.init(adopting: raw(gtk_popover_new())!)
        setChild(child)
    }

    /// Sets the content, which the popover measures itself from; nil empties it.
    public func setChild(_ child: Widget?) { gtk_popover_set_child(cast(pointer), child?.widget) }

    /// The side of its widget it stands on; GTK flips it when there is no room there.
    public var position: GtkPositionType {
        get { gtk_popover_get_position(cast(pointer)) }
        set { gtk_popover_set_position(cast(pointer), newValue) }
    }

    /// Opens the popover beside its widget.
    public func popup() { gtk_popover_popup(cast(pointer)) }
    /// Closes the popover (`onClosed` handlers are called).
    public func popdown() { gtk_popover_popdown(cast(pointer)) }

    /// Called after it closed, whichever way (Escape, click outside, `popdown`).
    @discardableResult
    public func onClosed(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.closed, handler) }
}
