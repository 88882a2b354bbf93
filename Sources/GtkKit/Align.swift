import CGtk

/// Where a widget sits in the room its parent gives it, along one axis (GtkAlign): the whole
/// of it, or its natural size at the start, the end or the middle.
public enum Align: Sendable {
    /// The whole of the room.
    case fill
    /// Its natural size, at the start: the top, or the leading side (the right, right to left).
    case start
    /// Its natural size, at the end.
    case end
    /// Its natural size, in the middle.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
