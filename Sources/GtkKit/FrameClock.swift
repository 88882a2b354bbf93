import CGtk

extension Widget {
    /// Calls `handler` once, in the next frame this widget is drawn in (GTK removes the
    /// callback, and `handler` with it, if the widget is unrealized first).
    public func onNextFrame(_ handler: @escaping () -> Void) {
        gtk_widget_add_tick_callback(widget, { _, _, data in
            (unbox(data) as () -> Void)()
            return gboolean(false)
        }, retainedBox(handler), releaseBoxedHandler)
    }
}
