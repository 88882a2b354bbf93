import CGtk
import GtkKit

extension GtkTestCase {
    /// Iterates the main loop until `widget`'s window has drawn a whole frame from now on, so
    /// the widget is laid out where it will be seen (a page just switched to is placed in the
    /// next frame's layout); at once when it is not on screen, where no frame comes.
    public func waitForAFrame(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = 5) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        // A tick comes at the start of a frame: the second one after now follows a whole frame.
        let ticks = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        ticks.initialize(to: 0)
        g_object_ref(widget)
        let id = gtk_widget_add_tick_callback(widget, { _, _, data in
            let ticks = data!.assumingMemoryBound(to: Int.self)
            ticks.pointee += 1
            return gboolean(ticks.pointee < 2)
        }, ticks, nil)
        _ = MainLoop.iterate(until: { ticks.pointee >= 2 || gtk_widget_get_mapped(widget) == 0 }, timeout: timeout)
        if ticks.pointee < 2 { gtk_widget_remove_tick_callback(widget, id) }
        g_object_unref(widget)
        ticks.deallocate()
    }
}
