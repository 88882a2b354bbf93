import CGtk
import GtkKit

/// The pictures inside `widget` (it included), depth first: what a row or a strip shows.
@MainActor
public func pictures(in widget: UnsafeMutablePointer<GtkWidget>?) -> [OpaquePointer] { widgets(of: gtk_picture_get_type(), in: widget) }

/// The widgets of `type` in `widget`'s tree, `widget` included, depth first.
@MainActor
public func widgets(of type: GType, in widget: UnsafeMutablePointer<GtkWidget>?) -> [OpaquePointer] {
    guard let widget else { return [] }
    var found: [OpaquePointer] = isInstance(widget, of: type) ? [OpaquePointer(widget)] : []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        found += widgets(of: type, in: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return found
}
