import CGtk

/// A row or column of widgets (GtkBox).
public final class Box: Widget {
    /// An empty box laying its children out along `orientation`, `spacing` pixels apart.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: raw(gtk_box_new(orientation.gtk, Int32(spacing)))!)
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) { gtk_box_append(cast(pointer), child.widget) }
    /// Adds `child` before the others.
    public func prepend(_ child: Widget) { gtk_box_prepend(cast(pointer), child.widget) }

    /// Whether every child gets the same width (or height), that of the widest.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(cast(pointer)) != 0 }
        set { gtk_box_set_homogeneous(cast(pointer), gboolean(newValue)) }
    }

    /// Takes `child`, one of the box's children, out of it.
    public func remove(_ child: Widget) { gtk_box_remove(cast(pointer), child.widget) }

    /// Removes every child (a list of fields built again).
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widget) { gtk_box_remove(cast(pointer), child) }
    }
}
