import CGtk

/// The icon theme of the default display.
@MainActor
public enum IconTheme {
    /// Looks for icons in `path` too: an app's own icons in a source checkout, where the
    /// installed theme does not have them (its About window shows the app's icon).
    public static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }

    /// The file GTK draws for the icon `name` at `size` px (the closest it has), or nil when
    /// no icon of the theme, its fallbacks or the search paths has that name.
    public static func file(named name: String, size: Int) -> String? {
        guard let display = gdk_display_get_default() else { return nil }
        let theme = gtk_icon_theme_get_for_display(display)
        guard gtk_icon_theme_has_icon(theme, name) != 0,
            let icon = gtk_icon_theme_lookup_icon(theme, name, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let file = gtk_icon_paintable_get_file(icon) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
