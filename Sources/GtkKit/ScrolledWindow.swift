import CGtk

/// A scrollable viewport around one child (GtkScrolledWindow), named for assistive
/// technologies as its child is (a scroll pane takes the focus, so it needs a name).
public final class ScrolledWindow: Widget {
    public let child: Widget

    /// Which ways the child scrolls when it is larger than the viewport.
    public enum Scrolling { case vertical, horizontal }

    public init(_ child: Widget, scrolling: Scrolling = .vertical) {
        self.child = child
        super.init(adopting: raw(gtk_scrolled_window_new())!)
        gtk_scrolled_window_set_child(cast(pointer), child.widget)
        gtk_scrolled_window_set_policy(cast(pointer),
                                       scrolling == .horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                       scrolling == .vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        horizontallyExpands = true
        verticallyExpands = true
        accessibleLabel = child.accessibleLabel
    }
}
