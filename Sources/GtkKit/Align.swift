import CGtk

/// Where a widget sits in the room its parent gives it, along one axis (GtkAlign): the whole
/// of it, or its natural size at the start, the end or the middle.
public enum Align: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
