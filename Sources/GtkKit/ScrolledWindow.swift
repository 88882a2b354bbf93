import CGtk

/// A scrollable viewport around one child (GtkScrolledWindow).
public final class ScrolledWindow: Widget {
    public let child: Widget

    public init(_ child: Widget, horizontalScrolling: Bool = false) {
        self.child = child
        super.init(adopting: raw(gtk_scrolled_window_new())!)
        gtk_scrolled_window_set_child(cast(pointer), child.widget)
        gtk_scrolled_window_set_policy(cast(pointer),
                                       horizontalScrolling ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                       GTK_POLICY_AUTOMATIC)
        horizontallyExpands = true
        verticallyExpands = true
    }
}
