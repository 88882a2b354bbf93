import CGtk

/// GtkEventControllerMotion's "motion": (controller, x, y, user_data).
private let moved = Trampoline<(Double, Double) -> Void>(
    { _, x, y, data in
        fromGTK { (unbox(data) as (Double, Double) -> Void)(x, y) }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void)

extension Widget {
    /// Runs `handler` with the pointer's place in this widget whenever it moves over it (or
    /// over a widget inside), heard before the widgets inside: what shows controls that hide
    /// while the pointer rests (a photo's step buttons, a full-screen header).
    public func onPointerMotion(_ handler: @escaping (_ x: Double, _ y: Double) -> Void) {
        addController(gtk_event_controller_motion_new(), phase: GTK_PHASE_CAPTURE, ["motion": (moved, handler)])
    }
}
