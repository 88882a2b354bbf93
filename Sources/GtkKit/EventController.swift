import CGtk

extension Widget {
    /// Adds `controller` (a gesture, a scroll controller) to this widget in `phase`, with
    /// `handlers` by signal name, each a C trampoline of the signal's shape and the closure
    /// it calls. The widget owns the controller, and the controller its handlers.
    func addController<Handler>(
        _ controller: OpaquePointer?, phase: GtkPropagationPhase,
        _ handlers: [String: (trampoline: Trampoline<Handler>, handler: Handler)]
    ) {
        gtk_event_controller_set_propagation_phase(controller, phase)
        for (signal, connection) in handlers {
            connectHandler(raw(controller)!, signal, connection.trampoline, connection.handler)
        }
        gtk_widget_add_controller(widget, controller)
    }
}
