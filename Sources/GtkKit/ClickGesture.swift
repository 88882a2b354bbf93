import CGtk

/// A click handler: the gesture and how many presses in a row this one is.
private final class ClickBox {
    let handler: (UnsafeMutableRawPointer?, Int32) -> Void
    init(_ handler: @escaping (UnsafeMutableRawPointer?, Int32) -> Void) { self.handler = handler }
}

/// GtkGestureClick's "pressed" and "released": (gesture, n_press, x, y, user_data).
private let clickTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { gesture, presses, _, _, data in
    Unmanaged<ClickBox>.fromOpaque(data!).takeUnretainedValue().handler(gesture, presses)
}

extension Widget {
    /// Runs `handler` when mouse `button` (1 primary, 8 back) is pressed on this widget.
    public func onPress(button: UInt32 = 1, _ handler: @escaping () -> Void) {
        addClickGesture(button: button, ["pressed": { _, _ in handler() }])
    }

    /// Runs `handler` when this widget is clicked once with the primary button, unless a
    /// control inside it (a button) took the click. A double click is claimed, so containers
    /// (a list row) do not act on it a second time.
    public func onSingleClick(_ handler: @escaping () -> Void) {
        addClickGesture(button: 1, [
            "pressed": { gesture, presses in
                if presses == 2 { gtk_gesture_set_state(cast(gesture), GTK_EVENT_SEQUENCE_CLAIMED) }
            },
            "released": { _, presses in
                if presses == 1 { handler() }
            },
        ])
    }

    private func addClickGesture(button: UInt32, _ handlers: [String: (UnsafeMutableRawPointer?, Int32) -> Void]) {
        let gesture = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cast(raw(gesture)), button)
        for (signal, handler) in handlers {
            let box = Unmanaged.passRetained(ClickBox(handler)).toOpaque()
            g_signal_connect_data(raw(gesture), signal, unsafeBitCast(clickTrampoline, to: GCallback.self), box,
                                  { data, _ in Unmanaged<ClickBox>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        }
        gtk_widget_add_controller(widget, gesture)
    }
}
