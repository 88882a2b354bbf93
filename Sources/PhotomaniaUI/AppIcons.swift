import GtkKit

/// The app's icons, found beside GTK's theme: its own (the app's icon, and a busy indicator
/// pre-rendered as a symbolic PNG, which GTK recolours itself). Adwaita's busy indicator is an
/// SVG alone: the first spinner on screen, a refresh outlasting a frame, loaded librsvg and
/// libxml2 (8 MB resident) to draw it, so two launches differed by 8 MB as a fetch was quick
/// or not. The app's spinners draw its own (`scripts/generate-spinner-icons.sh`).
@MainActor
enum AppIcons {
    /// The spinners' icon, at 16 to 64 px in the app's icon folder.
    static let spinner = "photomania-spinner-symbolic"

    /// Adds the app's icon folder to the display's icon theme and has every spinner draw the
    /// app's icon; once, with the first window.
    static func install() {
        // Not the windows' default icon: drawing the SVG would load librsvg (6 MB) at start.
        IconTheme.addSearchPath(AppPaths.dataDirectory.appendingPathComponent("icons").path)
        StyleSheet.install("spinner { -gtk-icon-source: -gtk-icontheme(\"\(spinner)\"); }")
    }
}
