import CGtk

private final class FrameBox {
    let handler: () -> Void
    init(_ handler: @escaping () -> Void) { self.handler = handler }
}

extension Widget {
    /// Calls `handler` once, in the next frame this widget is drawn in (GTK removes the
    /// callback, and `handler` with it, if the widget is unrealized first).
    public func onNextFrame(_ handler: @escaping () -> Void) {
        let box = Unmanaged.passRetained(FrameBox(handler)).toOpaque()
        gtk_widget_add_tick_callback(widget, { _, _, data in
            Unmanaged<FrameBox>.fromOpaque(data!).takeUnretainedValue().handler()
            return gboolean(false)
        }, box, { data in Unmanaged<FrameBox>.fromOpaque(data!).release() })
    }
}
