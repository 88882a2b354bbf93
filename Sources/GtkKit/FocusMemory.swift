import CGtk

/// The widget inside a container that has the keyboard focus, remembered to give it back after
/// the container's content moved: moving a widget to another parent (a column merged into a
/// stack) takes its focus away, and GTK gives it to a neighbour.
@MainActor
public final class FocusMemory {
    private let container: Widget
    private let focus: UnsafeMutablePointer<GtkWidget>

    /// Nil when nothing inside `container` has the focus.
    public init?(inside container: Widget) {
        guard let focus = gtk_widget_get_root(container.widget).flatMap({ gtk_root_get_focus($0) }),
              gtk_widget_is_ancestor(focus, container.widget) != 0 else { return nil }
        self.container = container
        self.focus = focus
        g_object_ref(focus)
    }

    isolated deinit { g_object_unref(focus) }

    /// Focuses the remembered widget again, if it is still inside the container and shown.
    public func restore() {
        guard gtk_widget_is_ancestor(focus, container.widget) != 0, gtk_widget_get_mapped(focus) != 0,
              gtk_widget_has_focus(focus) == 0 else { return }
        gtk_widget_grab_focus(focus)
    }
}
