import CGtk

/// A row or column of widgets (GtkBox).
public final class Box: Widget {
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: raw(gtk_box_new(orientation.gtk, Int32(spacing)))!)
    }

    public func append(_ child: Widget) { gtk_box_append(cast(pointer), child.widget) }
    public func prepend(_ child: Widget) { gtk_box_prepend(cast(pointer), child.widget) }

    public func remove(_ child: Widget) { gtk_box_remove(cast(pointer), child.widget) }

    /// Removes every child (a list of fields built again).
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widget) { gtk_box_remove(cast(pointer), child) }
    }
}
