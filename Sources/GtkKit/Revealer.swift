import CGtk

/// A child that slides in from the top edge and back out (GtkRevealer): a full-screen header
/// that comes when the pointer reaches the top, a list row's content opening. GTK skips the
/// slide when the desktop turns animations off.
public final class Revealer: Widget {
    /// A slide asked for before the revealer was on screen, made once it is.
    private var slidesInWhenMapped = false

    /// `milliseconds` is how long a slide takes.
    public init(child: Widget, milliseconds: Int = 250) {
        super.init(adopting: raw(gtk_revealer_new())!)
        gtk_revealer_set_transition_type(cast(pointer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(cast(pointer), guint(milliseconds))
        gtk_revealer_set_child(cast(pointer), child.widget)
        onMapped { [weak self] in
            guard let self, slidesInWhenMapped else { return }
            slidesInWhenMapped = false
            isRevealed = true
        }
    }

    /// Whether the child is (or is sliding) in; setting it starts the slide.
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(cast(pointer)) != 0 }
        set { gtk_revealer_set_reveal_child(cast(pointer), gboolean(newValue)) }
    }

    /// Whether the child is all the way in (a slide has ended).
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(cast(pointer)) != 0 }

    /// Shows the child at once, or, `sliding`, hides it and slides it in: now when the
    /// revealer is on screen, else once it is (GTK jumps to the end of a slide off screen).
    public func reveal(sliding: Bool) {
        slidesInWhenMapped = false
        guard sliding else { return jump(to: true) }
        jump(to: false)
        if isMapped { isRevealed = true } else { slidesInWhenMapped = true }
    }

    /// Hides the child, sliding it out or at once.
    public func conceal(sliding: Bool) {
        slidesInWhenMapped = false
        if sliding { isRevealed = false } else { jump(to: false) }
    }

    private func jump(to revealed: Bool) {
        let duration = gtk_revealer_get_transition_duration(cast(pointer))
        gtk_revealer_set_transition_duration(cast(pointer), 0)
        isRevealed = revealed
        gtk_revealer_set_transition_duration(cast(pointer), duration)
    }
}
