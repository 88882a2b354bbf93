import CGtk

/// GtkEventControllerKey's "key-pressed": (controller, keyval, keycode, state, user_data) -> gboolean.
let keyPressedTrampoline = Trampoline<(UInt32, GdkModifierType) -> Bool>(
    { _, keyval, _, state, data in
        fromGTK { gboolean((unbox(data) as (UInt32, GdkModifierType) -> Bool)(keyval, state)) }
    } as @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean)

/// GtkGestureClick's "pressed": (gesture, n_press, x, y, user_data).
private let pressTrampoline = Trampoline<(Double, Double) -> Void>(
    { _, _, x, y, data in
        fromGTK { (unbox(data) as (Double, Double) -> Void)(x, y) }
    } as @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void)

extension Widget {
    /// Runs `handler` when a key is pressed or a mouse button clicked anywhere in this widget
    /// but in `excluded` (the control that answers that input itself), heard before the
    /// widgets inside, which still take it: a slideshow pauses on any input but its own button.
    public func onUserInput(excluding excluded: Widget? = nil, _ handler: @escaping () -> Void) {
        let target = widget
        func isExcluded(_ node: UnsafeMutablePointer<GtkWidget>?) -> Bool {
            guard let excluded, let node else { return false }
            return node == excluded.widget || gtk_widget_is_ancestor(node, excluded.widget) != 0
        }
        addController(
            gtk_event_controller_key_new(), phase: GTK_PHASE_CAPTURE,
            [
                "key-pressed": (
                    keyPressedTrampoline,
                    { _, _ in
                        if !isExcluded(gtk_widget_get_root(target).flatMap { gtk_root_get_focus($0) }) { handler() }
                        return false
                    }
                )
            ])
        let click = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cast(raw(click)), 0) // any button
        addController(
            click, phase: GTK_PHASE_CAPTURE,
            [
                "pressed": (
                    pressTrampoline,
                    { x, y in
                        if !isExcluded(gtk_widget_pick(target, x, y, GTK_PICK_DEFAULT)) { handler() }
                    }
                )
            ])
    }
}
