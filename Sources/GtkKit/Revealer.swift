import CGtk

/// A child that slides in from the top edge and back out (GtkRevealer): a full-screen header
/// that comes when the pointer reaches the top.
public final class Revealer: Widget {
    public init(child: Widget) {
        super.init(adopting: raw(gtk_revealer_new())!)
        gtk_revealer_set_transition_type(cast(pointer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_child(cast(pointer), child.widget)
    }

    /// Whether the child is (or is sliding) in; setting it starts the slide.
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(cast(pointer)) != 0 }
        set { gtk_revealer_set_reveal_child(cast(pointer), gboolean(newValue)) }
    }
}
