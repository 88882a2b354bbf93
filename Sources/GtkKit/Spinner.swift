import CGtk

/// A busy indicator (GtkSpinner) that animates only while it is on screen.
///
/// GtkSpinner's animation keeps the window's frame clock ticking for as long as the spinner
/// is realized, even on a page of a stack that is no longer shown: a "Loading…" page seen
/// once at start-up would cost a frame's work 60 times a second for the life of the window.
public final class Spinner: Widget {
    private var wantsSpinning = false

    /// A spinner named by `accessibleLabel` for assistive technologies, still until `isSpinning` is set.
    public init(accessibleLabel label: String) {
        super.init(adopting: raw(gtk_spinner_new())!)
        accessibleLabel = label
        onMapped { [weak self] in self?.apply() }
        onUnmapped { [weak self] in self?.apply() }
    }

    /// Whether the spinner shows activity; it animates while this holds and it is mapped.
    public var isSpinning: Bool {
        get { wantsSpinning }
        set {
            wantsSpinning = newValue
            apply()
        }
    }

    /// Whether the animation runs now: only while spinning is asked for and the spinner is on
    /// screen.
    public var isAnimating: Bool { gtk_spinner_get_spinning(cast(pointer)) != 0 }

    private func apply() {
        gtk_spinner_set_spinning(cast(pointer), gboolean(wantsSpinning && isMapped))
    }
}
