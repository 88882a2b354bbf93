import CGtk

/// The icon theme of the default display.
@MainActor
public enum IconTheme {
    /// Looks for icons in `path` too (an app's own icons in a source checkout, where the
    /// installed theme does not have them), and names `iconName` the icon of every window.
    public static func addAppIcons(at path: String, iconName: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
        gtk_window_set_default_icon_name(iconName)
    }
}
