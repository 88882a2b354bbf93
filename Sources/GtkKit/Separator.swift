import CGtk

/// A thin line between two parts (GtkSeparator): a column beside another.
public final class Separator: Widget {
    /// A line across (`horizontal`), between parts one above the other, or down (`vertical`), between columns.
    public init(_ orientation: Orientation) {
        super.init(adopting: raw(gtk_separator_new(orientation.gtk))!)
    }
}
