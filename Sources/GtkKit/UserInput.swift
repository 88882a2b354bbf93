import CGtk

/// GtkEventControllerKey's "key-pressed": (controller, keyval, keycode, state, user_data) -> gboolean.
let keyPressedTrampoline = Trampoline<(UInt32, GdkModifierType) -> Bool>({ _, keyval, _, state, data in
    gboolean((unbox(data) as (UInt32, GdkModifierType) -> Bool)(keyval, state))
} as @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean)

extension Widget {
    /// Runs `handler` when a key is pressed or a mouse button clicked anywhere in this widget,
    /// heard before the widgets inside, which still take it (a slideshow pauses on any input).
    public func onUserInput(_ handler: @escaping () -> Void) {
        addController(gtk_event_controller_key_new(), phase: GTK_PHASE_CAPTURE, ["key-pressed": (keyPressedTrampoline, { _, _ in
            handler()
            return false
        })])
        let click = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cast(raw(click)), 0) // any button
        addController(click, phase: GTK_PHASE_CAPTURE, ["pressed": (pressTrampoline, { handler() })])
    }
}

/// GtkGestureClick's "pressed": (gesture, n_press, x, y, user_data).
private let pressTrampoline = Trampoline<() -> Void>({ _, _, _, _, data in
    (unbox(data) as () -> Void)()
} as @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void)
