import CGtk

/// Two panes side by side with a draggable divider (GtkPaned). The divider takes no keyboard
/// focus: GTK would give it to the unnamed pane when a focused widget inside goes.
public final class Paned: Widget {
    /// Two empty panes, side by side (`horizontal`, the default) or one above the other.
    public init(_ orientation: Orientation = .horizontal) {
        super.init(adopting: raw(gtk_paned_new(orientation.gtk))!)
        takesFocus = false
    }

    /// Sets the start pane; it keeps its width when the window grows and never shrinks below
    /// its minimum.
    public func setStart(_ child: Widget?) {
        gtk_paned_set_start_child(cast(pointer), child?.widget)
        gtk_paned_set_resize_start_child(cast(pointer), gboolean(false))
        gtk_paned_set_shrink_start_child(cast(pointer), gboolean(false))
    }

    /// Sets the end pane; it takes the extra width.
    public func setEnd(_ child: Widget?) {
        gtk_paned_set_end_child(cast(pointer), child?.widget)
        gtk_paned_set_resize_end_child(cast(pointer), gboolean(true))
        gtk_paned_set_shrink_end_child(cast(pointer), gboolean(false))
    }

    /// The divider's position in pixels from the start.
    public var position: Int32 {
        get { gtk_paned_get_position(cast(pointer)) }
        set { gtk_paned_set_position(cast(pointer), newValue) }
    }

    /// Calls `handler` when the divider moves, by a drag or by `position`.
    @discardableResult
    public func onPositionChanged(_ handler: @escaping () -> Void) -> LifelongConnection {
        onNotify("position", handler)
    }
}
