import CGtk

extension Widget {
    /// Runs `handler` when `trigger` ("Escape", "<Alt>Left") is pressed anywhere in the window
    /// this widget is in (`global`), or only while the focus is inside this widget, in which
    /// case it runs before global shortcuts; `first`, in the capture phase, before the widget
    /// with the focus and the shortcuts heard after it (a full screen's Escape before Back).
    /// `handler` returns false to let the key go on. A trigger GTK cannot parse is a programming
    /// error, and stops the process.
    public func addShortcut(_ trigger: String, global: Bool = true, first: Bool = false, _ handler: @escaping () -> Bool) {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { preconditionFailure("GTK cannot parse the shortcut '\(trigger)'") }
        let action = gtk_callback_action_new(
            { _, _, data in fromGTK { gboolean((unbox(data) as () -> Bool)()) } },
            retainedBox(handler), releaseBoxedHandler)
        let controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(cast(raw(controller)), global ? GTK_SHORTCUT_SCOPE_GLOBAL : GTK_SHORTCUT_SCOPE_LOCAL)
        if first { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
        gtk_shortcut_controller_add_shortcut(cast(raw(controller)), gtk_shortcut_new(parsed, action))
        gtk_widget_add_controller(widget, controller)
    }
}

/// How an accelerator ("<Control>comma") reads on screen ("Ctrl+,"), for tooltips and the
/// shortcuts window; the text itself when GTK cannot parse it.
public func acceleratorLabel(_ accelerator: String) -> String {
    var key: guint = 0
    var modifiers = GdkModifierType(rawValue: 0)
    guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, let label = gtk_accelerator_get_label(key, modifiers) else {
        return accelerator
    }
    defer { g_free(label) }
    return String(cString: label)
}
