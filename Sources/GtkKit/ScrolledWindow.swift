import CGtk

/// A scrollable viewport around one child (GtkScrolledWindow), named for assistive
/// technologies as its child is. The pane itself takes the keyboard focus (so a person can
/// scroll content that takes none) unless its child does: a list, a strip of buttons.
public final class ScrolledWindow: Widget {
    /// The widget scrolled.
    public let child: Widget

    /// Which ways the child scrolls when it is larger than the viewport.
    public enum Scrolling {
        /// Up and down only: the child is as wide as the viewport.
        case vertical
        /// Left and right only: the child is as tall as the viewport.
        case horizontal
    }

    /// `childTakesFocus`: the focus goes to the child's own controls, never to the pane.
    public init(_ child: Widget, scrolling: Scrolling = .vertical, childTakesFocus: Bool = false) {
        self.child = child
        super.init(adopting: raw(gtk_scrolled_window_new())!)
        gtk_scrolled_window_set_child(cast(pointer), child.widget)
        gtk_scrolled_window_set_policy(
            cast(pointer),
            scrolling == .horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            scrolling == .vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        horizontallyExpands = true
        verticallyExpands = true
        accessibleLabel = child.accessibleLabel
        if childTakesFocus || child is ListView { gtk_widget_set_focusable(widget, gboolean(false)) }
    }
}
