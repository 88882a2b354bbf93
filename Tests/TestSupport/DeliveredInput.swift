import CGtk
import GtkKit

/// Counts the mouse-button and key events GTK dispatches in a window, heard before any widget
/// in it: once a release is counted, the main loop turn that dispatched it has run what the
/// click or key does. A test waits on this rather than on a fixed time, which a loaded machine
/// may not give the display server and GTK.
///
/// GTK dispatches an event within the surface it came to: keys typed into an open menu reach
/// the menu's popover, not the window, so the counter follows the keyboard focus into it.
@MainActor
final class DeliveredInput {
    /// Button releases, releases of keys that are not modifiers (Ctrl+C counts once), presses
    /// of those keys, then button presses.
    private let counts = UnsafeMutablePointer<Int>.allocate(capacity: 4)
    private let window: UnsafeMutablePointer<GtkWidget>
    /// The natives listened to (the window first), each with its controller and handler.
    private var listeners: [(native: UnsafeMutablePointer<GtkWidget>, controller: OpaquePointer, handler: gulong)] = []

    /// Whether the window had the keyboard focus when the input was about to be sent: only
    /// then does losing it end a wait (a click on a window not yet active makes it active).
    private let wasActive: Bool

    init(in window: Window) {
        counts.initialize(repeating: 0, count: 4)
        self.window = window.widget
        wasActive = window.isActive
        listen(to: self.window)
    }

    /// Listens also to the native (a popover) that has the window's keyboard focus now: call
    /// before sending a key that goes there.
    func followKeyboardFocus() {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)), let native = gtk_widget_get_native(focus) else { return }
        let widget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        if !listeners.contains(where: { $0.native == widget }) { listen(to: widget) }
    }

    private func listen(to native: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler = g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "event",
            unsafeBitCast(
                { _, event, data in
                    guard let event, let counts = data?.assumingMemoryBound(to: Int.self) else { return 0 }
                    switch gdk_event_get_event_type(event) {
                    case GDK_BUTTON_RELEASE: counts[0] += 1
                    case GDK_KEY_RELEASE where gdk_key_event_is_modifier(event) == 0: counts[1] += 1
                    case GDK_KEY_PRESS where gdk_key_event_is_modifier(event) == 0: counts[2] += 1
                    case GDK_BUTTON_PRESS: counts[3] += 1
                    default: break
                    }
                    return 0
                } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self),
            counts, nil, GConnectFlags(rawValue: 0))
        g_object_ref(UnsafeMutableRawPointer(controller)) // kept until `remove`, whatever becomes of the native
        g_object_ref(native)
        gtk_widget_add_controller(native, controller)
        listeners.append((native, controller, handler))
    }

    /// Presses of keys that are not modifiers heard so far.
    var keyPresses: Int { counts[2] }

    /// Iterates the main loop until `clicks` button releases, `keys` key releases and `presses`
    /// key presses have been dispatched, for at most `timeout` seconds (a ceiling), and says
    /// whether they were. Where the release went elsewhere, what the click or key did is done
    /// once its press was heard: the window left the screen or lost the keyboard focus it had
    /// (a key closed it, or opened another window over it), or a popover or menu the press
    /// opened took the keys, and its release with them.
    func wait(clicks: Int = 0, keys: Int = 0, presses: Int = 0, timeout: Double = 5) -> Bool {
        MainLoop.iterate(
            until: { [self] in
                let released = counts[0] >= clicks && counts[1] >= keys && counts[2] >= presses
                let pressed = counts[3] >= clicks && counts[2] >= max(keys, presses)
                return released || (pressed && (!isOnScreenWithTheKeys || keysWentToAnotherNative))
            }, timeout: timeout)
    }

    /// What was heard, for a failure to say.
    var heard: String {
        "\(counts[3]) button press(es) and \(counts[0]) release(s), \(counts[2]) key press(es) and \(counts[1]) release(s)"
            + (isOnScreenWithTheKeys ? "" : ", the window off screen or without the keys")
    }

    /// Whether the window is on screen, with the keyboard focus if it had it.
    private var isOnScreenWithTheKeys: Bool {
        gtk_widget_get_mapped(window) != 0
            && (!wasActive || gtk_window_is_active(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) != 0)
    }

    /// Whether the keyboard focus is in a native (a popover, a menu) not listened to.
    private var keysWentToAnotherNative: Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)), let native = gtk_widget_get_native(focus) else { return false }
        let widget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        return !listeners.contains { $0.native == widget }
    }

    /// Removes the counters, the natives destroyed or not (held until now, each still has its own).
    func remove() {
        for (native, controller, handler) in listeners {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(controller), handler)
            if gtk_event_controller_get_widget(controller) == native { gtk_widget_remove_controller(native, controller) }
            g_object_unref(UnsafeMutableRawPointer(controller))
            g_object_unref(native)
        }
        listeners = []
        counts.deallocate()
    }
}
