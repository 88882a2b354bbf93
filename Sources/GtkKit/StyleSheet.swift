import CGtk

/// Application-wide CSS for the default display.
@MainActor
public enum StyleSheet {
    /// Adds `css` at application priority; call once per style sheet.
    public static func install(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, cast(raw(provider)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
