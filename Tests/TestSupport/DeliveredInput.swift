import CGtk
import GtkKit

/// Counts the mouse-button and key releases GTK dispatches in a window, heard before any widget
/// in it: once a release is counted, the main loop turn that dispatched it has run what the
/// click or key does. A test waits on this rather than on a fixed time, which a loaded machine
/// may not give the display server and GTK.
@MainActor
final class DeliveredInput {
    /// Button releases, then releases of keys that are not modifiers (Ctrl+C counts once).
    private let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    private let window: UnsafeMutablePointer<GtkWidget>
    private let controller: OpaquePointer
    private let handler: gulong

    init(in window: Window) {
        counts.initialize(repeating: 0, count: 2)
        self.window = window.widget
        controller = gtk_event_controller_legacy_new()
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        handler = g_signal_connect_data(UnsafeMutableRawPointer(controller), "event", unsafeBitCast({ _, event, data in
            guard let event, let counts = data?.assumingMemoryBound(to: Int.self) else { return 0 }
            switch gdk_event_get_event_type(event) {
            case GDK_BUTTON_RELEASE: counts[0] += 1
            case GDK_KEY_RELEASE where gdk_key_event_is_modifier(event) == 0: counts[1] += 1
            default: break
            }
            return 0
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self),
                             counts, nil, GConnectFlags(rawValue: 0))
        g_object_ref(UnsafeMutableRawPointer(controller)) // kept until `remove`, whatever becomes of the window
        g_object_ref(self.window)
        gtk_widget_add_controller(self.window, controller)
    }

    /// Iterates the main loop until `clicks` button releases and `keys` key releases have been
    /// dispatched, or the window has left the screen or lost the keyboard focus, for at most
    /// `timeout` seconds: the release of a click or key that closed the window or opened another
    /// over it goes elsewhere, and what it did is done.
    func wait(clicks: Int = 0, keys: Int = 0, timeout: Double = 5) {
        _ = MainLoop.iterate(until: { [window] in
            (counts[0] >= clicks && counts[1] >= keys) || gtk_widget_get_mapped(window) == 0
                || gtk_window_is_active(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) == 0
        }, timeout: timeout)
    }

    /// Removes the counter from the window, destroyed or not (held until now, it still has it).
    func remove() {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(controller), handler)
        if gtk_event_controller_get_widget(controller) == window { gtk_widget_remove_controller(window, controller) }
        g_object_unref(UnsafeMutableRawPointer(controller))
        g_object_unref(window)
        counts.deallocate()
    }
}
