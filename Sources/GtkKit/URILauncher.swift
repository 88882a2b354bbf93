import CGtk
import Localization

/// Opens a URI in the user's preferred application (a browser for http/https).
/// GTK 4.8 has no GtkUriLauncher; GIO's default-app lookup does the job.
@MainActor
public enum URILauncher {
    /// Returns an error message, or nil when the launch started.
    public static func open(_ uri: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        if g_app_info_launch_default_for_uri(uri, nil, &error) != 0 { return nil }
        // Translators: why a link could not be opened, when the system gave no reason.
        return GLibError(consuming: error, fallback: tr("no application can open it")).description
    }
}
