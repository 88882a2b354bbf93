import CGtk

/// The widget inside a container that has the keyboard focus, remembered to give it back after
/// the container's content moved: moving a widget to another parent (a column merged into a
/// stack) takes its focus away, and GTK gives it to a neighbour.
@MainActor
public final class FocusMemory {
    private let container: Widget
    /// The focused widget, then its ancestors up to the container, nearest first.
    private let chain: [UnsafeMutablePointer<GtkWidget>]

    /// Nil when nothing inside `container` has the focus.
    public init?(inside container: Widget) {
        guard let focus = gtk_widget_get_root(container.widget).flatMap({ gtk_root_get_focus($0) }),
            gtk_widget_is_ancestor(focus, container.widget) != 0
        else { return nil }
        self.container = container
        chain = Array(sequence(first: focus) { gtk_widget_get_parent($0) }.prefix { $0 != container.widget })
        chain.forEach { g_object_ref($0) }
    }

    isolated deinit { chain.forEach { g_object_unref($0) } }

    /// Focuses the remembered widget again if it is still inside the container and shown;
    /// if it is gone (a list rebuilt the row that held it), the focus enters the nearest of its
    /// former ancestors that is (a list then gives it to its chosen row).
    public func restore() {
        guard let focus = chain.first, gtk_widget_has_focus(focus) == 0, focusWasDropped else { return }
        for widget in chain where gtk_widget_is_ancestor(widget, container.widget) != 0 && gtk_widget_get_mapped(widget) != 0 {
            if widget == focus ? gtk_widget_grab_focus(widget) != 0 : gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 { return }
        }
    }

    /// Whether the focus is where GTK leaves it when the focused widget is taken away: nowhere,
    /// on a widget no longer shown, or on one of its former ancestors. A focus moved since to
    /// another widget on purpose (a list giving it to its first row) stays there.
    private var focusWasDropped: Bool {
        guard let current = gtk_widget_get_root(container.widget).flatMap({ gtk_root_get_focus($0) }) else { return true }
        return gtk_widget_get_mapped(current) == 0 || chain.dropFirst().contains(current) || current == container.widget
            || gtk_widget_is_ancestor(container.widget, current) != 0
    }
}
