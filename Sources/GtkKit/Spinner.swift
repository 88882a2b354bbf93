import CGtk

/// A busy indicator (GtkSpinner).
public final class Spinner: Widget {
    public init(accessibleLabel label: String) {
        super.init(adopting: raw(gtk_spinner_new())!)
        accessibleLabel = label
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(cast(pointer)) != 0 }
        set { gtk_spinner_set_spinning(cast(pointer), gboolean(newValue)) }
    }
}
