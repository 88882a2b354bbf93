import CGtk

/// GTK 4.8's GtkScrolledWindow connects a handler to the display's settings when it is realized
/// and, unrealized, disconnects another function (`gtk_scrolled_window_sync_use_indicators`
/// for `…_update_use_indicators`): every scroll pane a window had, its own or inside another
/// widget (a status page), leaves a handler on the settings that outlive it, pointing at a
/// freed widget once the pane goes. This takes it off as any scroll pane is unrealized; the
/// windows install it (once per process).
enum ScrolledWindowSettingsFix {
    /// Installs the fix, the first time.
    static let installed: Void = {
        // A class's signals exist once the class is initialized: before the process's first
        // widget, only when it is referenced (kept, as the hook is, for the process).
        _ = g_type_class_ref(gtk_widget_get_type())
        let unrealize = g_signal_lookup("unrealize", gtk_widget_get_type())
        g_signal_add_emission_hook(
            unrealize, 0,
            { _, count, values, _ in
                fromGTK {
                    guard count > 0, let values, let widget = g_value_get_object(values) else { return gboolean(true) }
                    if isInstance(widget.assumingMemoryBound(to: GtkWidget.self), of: gtk_scrolled_window_get_type()),
                        let settings = gtk_widget_get_settings(widget.assumingMemoryBound(to: GtkWidget.self))
                    {
                        // The pane's handlers on the settings: the one GTK 4.8 leaves is the only one.
                        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(settings), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, widget)
                    }
                    return gboolean(true) // stays installed
                }
            }, nil, nil)
    }()
}
