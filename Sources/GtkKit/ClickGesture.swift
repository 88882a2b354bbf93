import CGtk

private final class ClickBox {
    let handler: () -> Void
    init(_ handler: @escaping () -> Void) { self.handler = handler }
}

/// GtkGestureClick's "pressed": (gesture, n_press, x, y, user_data).
private let pressedTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
    Unmanaged<ClickBox>.fromOpaque(data!).takeUnretainedValue().handler()
}

extension Widget {
    /// Runs `handler` when mouse `button` (1 primary, 8 back) is pressed on this widget.
    public func onPress(button: UInt32 = 1, _ handler: @escaping () -> Void) {
        let gesture = gtk_gesture_click_new()
        gtk_gesture_single_set_button(cast(raw(gesture)), button)
        let box = Unmanaged.passRetained(ClickBox(handler)).toOpaque()
        g_signal_connect_data(raw(gesture), "pressed", unsafeBitCast(pressedTrampoline, to: GCallback.self), box,
                              { data, _ in Unmanaged<ClickBox>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widget, gesture)
    }
}
