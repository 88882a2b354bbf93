import CGtk

/// A click handler: the gesture, how many presses in a row this one is, and where.
private typealias ClickHandler = (UnsafeMutableRawPointer?, Int32, Double, Double) -> Void

/// GtkGestureClick's "pressed" and "released": (gesture, n_press, x, y, user_data).
private let clickTrampoline = Trampoline<ClickHandler>(
    { gesture, presses, x, y, data in
        fromGTK { (unbox(data) as ClickHandler)(gesture, presses, x, y) }
    } as @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void)

extension Widget {
    /// Runs `handler` when mouse `button` (1 primary, 8 back) is pressed on this widget.
    public func onPress(button: UInt32 = 1, _ handler: @escaping () -> Void) {
        addClickGesture(button: button, phase: GTK_PHASE_BUBBLE, ["pressed": { _, _, _, _ in handler() }])
    }

    /// Runs `handler` with the point (in this widget's coordinates) where it is pressed with
    /// the secondary button: where a context menu opens. It hears the press before the widgets
    /// inside, which may take it for themselves (a list's rows do) but need not hear it.
    public func onSecondaryPress(_ handler: @escaping (_ x: Double, _ y: Double) -> Void) {
        addClickGesture(button: 3, phase: GTK_PHASE_CAPTURE, ["pressed": { _, _, x, y in handler(x, y) }])
    }

    /// Runs `handler` when this widget is clicked once with the primary button anywhere but
    /// on a button inside it (that click is the button's). It hears the click before the
    /// widgets inside and claims a double click, so a list row's own gesture does not act on
    /// it a second time.
    public func onSingleClick(_ handler: @escaping () -> Void) {
        let target = widget
        addClickGesture(
            button: 1, phase: GTK_PHASE_CAPTURE,
            [
                "pressed": { gesture, presses, x, y in
                    if presses == 2, !Self.isOnButton(target, x, y) { gtk_gesture_set_state(cast(gesture), GTK_EVENT_SEQUENCE_CLAIMED) }
                },
                "released": { _, presses, x, y in
                    if presses == 1, !Self.isOnButton(target, x, y) { handler() }
                }
            ])
    }

    /// Makes this widget (a picture, which takes no focus by itself) take the keyboard focus
    /// when it is clicked or tabbed to, so keys meant for it reach it.
    public func takesFocusOnClick() {
        gtk_widget_set_focusable(widget, gboolean(true))
        onPress { [weak self] in self?.grabFocus() }
    }

    /// Runs `handler` when this widget is double-clicked with the primary button anywhere but
    /// on a button inside it.
    public func onDoubleClick(_ handler: @escaping () -> Void) {
        let target = widget
        addClickGesture(
            button: 1, phase: GTK_PHASE_BUBBLE,
            [
                "pressed": { _, presses, x, y in if presses == 2, !Self.isOnButton(target, x, y) { handler() } }
            ])
    }

    /// Whether the point (in `widget`'s coordinates) is on a button inside `widget`.
    private static func isOnButton(_ widget: UnsafeMutablePointer<GtkWidget>, _ x: Double, _ y: Double) -> Bool {
        var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        while let current = picked, current != widget {
            if isInstance(current, of: gtk_button_get_type()) { return true }
            picked = gtk_widget_get_parent(current)
        }
        return false
    }

    private func addClickGesture(button: UInt32, phase: GtkPropagationPhase, _ handlers: [String: ClickHandler]) {
        let gesture = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cast(raw(gesture)), button)
        addController(gesture, phase: phase, handlers.mapValues { (clickTrampoline, $0) })
    }
}
