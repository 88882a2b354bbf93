import CGtk

/// Which way a box lays out its children, or a divider splits its panes (GtkOrientation).
public enum Orientation: Sendable {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
