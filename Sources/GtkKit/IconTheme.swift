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
}
