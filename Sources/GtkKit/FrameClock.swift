import CGtk

extension Widget {
    /// Calls `handler` once, after the next frame of this widget's window was painted; does
    /// nothing when the widget is not realized (it has no frame clock then).
    public func afterNextPaint(_ handler: @escaping () -> Void) {
        guard let pointer = gtk_widget_get_frame_clock(widget) else { return }
        let clock = Object(adopting: raw(pointer)!)
        var fired = false
        var id: UInt = 0
        id = clock.connect(VoidSignal("after-paint")) {
            guard !fired else { return }
            fired = true
            handler()
            MainLoop.idle { clock.disconnect(id) }
        }
        gdk_frame_clock_request_phase(pointer, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}
