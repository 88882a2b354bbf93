import CGtk

private final class DragBox {
    let handler: (Bool) -> Void
    init(_ handler: @escaping (Bool) -> Void) { self.handler = handler }
}

/// GtkGestureDrag's "drag-begin" and "drag-end": (gesture, x, y, user_data).
private let dragBegan: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, data in
    Unmanaged<DragBox>.fromOpaque(data!).takeUnretainedValue().handler(true)
}
private let dragEnded: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, data in
    Unmanaged<DragBox>.fromOpaque(data!).takeUnretainedValue().handler(false)
}

extension Widget {
    /// Tells `handler` when a pointer drag starts (true) and ends (false) anywhere on this
    /// widget, before its children handle it; the drag itself goes on to them untouched.
    public func observeDrags(_ handler: @escaping (_ began: Bool) -> Void) {
        let gesture = gtk_gesture_drag_new()
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        for (signal, trampoline) in [("drag-begin", dragBegan), ("drag-end", dragEnded)] {
            let box = Unmanaged.passRetained(DragBox(handler)).toOpaque()
            g_signal_connect_data(raw(gesture), signal, unsafeBitCast(trampoline, to: GCallback.self), box,
                                  { data, _ in Unmanaged<DragBox>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        }
        gtk_widget_add_controller(widget, gesture)
    }
}
