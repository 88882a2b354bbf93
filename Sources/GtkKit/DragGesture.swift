import CGtk

/// GtkGestureDrag's "drag-begin" and "drag-end": (gesture, x, y, user_data).
private let dragged = Trampoline<() -> Void>(
    { _, _, _, data in
        fromGTK { (unbox(data) as () -> Void)() }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void)

extension Widget {
    /// Tells `handler` when a pointer drag starts (true) and ends (false) anywhere on this
    /// widget, before its children handle it; the drag itself goes on to them untouched.
    public func observeDrags(_ handler: @escaping (_ began: Bool) -> Void) {
        addController(
            gtk_gesture_drag_new(), phase: GTK_PHASE_CAPTURE,
            [
                "drag-begin": (dragged, { handler(true) }),
                "drag-end": (dragged, { handler(false) })
            ])
    }
}
