import CGtk

/// A bubble anchored to a widget (GtkPopover); it measures itself from its content.
public final class Popover: Widget {
    public init(child: Widget) {
        super.init(adopting: raw(gtk_popover_new())!)
        gtk_popover_set_child(cast(pointer), child.widget)
    }

    public func popup() { gtk_popover_popup(cast(pointer)) }
    public func popdown() { gtk_popover_popdown(cast(pointer)) }

    /// Whether it is on screen.
    public var isOpen: Bool { isVisible }

    /// Called after it closed, whichever way (Escape, click outside, `popdown`).
    public func onClosed(_ handler: @escaping () -> Void) { connect(.closed, handler) }
}
