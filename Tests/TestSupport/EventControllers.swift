import CGtk
import GtkKit

/// The event controllers of `type` on `widget` (a drag source, a motion controller), whose
/// signals a test emits as GTK would: GTK lists a widget's controllers, so no code keeps them
/// for tests.
@MainActor
public func eventControllers(on widget: Widget, ofType type: GType) -> [OpaquePointer] {
    guard let list = gtk_widget_observe_controllers(widget.widget) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
        guard let controller = g_list_model_get_item(list, index) else { return nil }
        g_object_unref(controller) // the widget holds it
        return isInstance(controller.assumingMemoryBound(to: GTypeInstance.self), of: type) ? OpaquePointer(controller) : nil
    }
}
