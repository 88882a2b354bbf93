import GtkKit

/// The app's icons, found beside GTK's theme: its own (the app's icon, and a busy indicator
/// pre-rendered as a symbolic PNG, which GTK recolours itself). Adwaita's busy indicator is an
/// SVG alone: the first spinner on screen, a refresh outlasting a frame, loaded librsvg and
/// libxml2 to draw it, so a launch's memory depended on whether a fetch was quick or not.
/// The app's spinners draw its own (`scripts/generate-spinner-icons.sh`).
@MainActor
enum AppIcons {
    /// The spinners' icon, at 16 to 64 px in the app's icon folder.
    static let spinner = "photomania-spinner-symbolic"

    /// Lists the folder of the app's icons among the system's data directories, where the
    /// icon theme GTK loads as the app starts finds them; before the application runs.
    static func prepare() {
        SystemDataDirectories.prepend(AppPaths.iconDataDirectory.path)
    }

    /// Has every spinner draw the app's icon; once, with the first window. A process that read
    /// the data directories before `prepare` (a test's) adds the app's icon folder to the
    /// theme instead, which GTK then loads again.
    static func install() {
        let folder = AppPaths.iconDataDirectory
        if !SystemDataDirectories.contains(folder.path) {
            IconTheme.addSearchPath(folder.appendingPathComponent("icons").path)
        }
        // Not the windows' default icon: drawing the SVG would load librsvg at start.
        StyleSheet.install("spinner { -gtk-icon-source: -gtk-icontheme(\"\(spinner)\"); }")
    }
}
