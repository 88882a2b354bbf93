import CGtk

/// Which way a box lays out its children, or a divider splits its panes (GtkOrientation).
public enum Orientation: Sendable {
    /// Side by side, start to end (`horizontal`), or one above the other (`vertical`).
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
