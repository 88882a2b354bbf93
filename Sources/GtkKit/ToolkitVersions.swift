import CGtk

/// The versions of GTK and libadwaita the app runs with (not the ones it was built against),
/// as a bug report needs them.
public enum ToolkitVersions {
    /// "4.8.3".
    public static var gtk: String { "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())" }
    /// "1.2.2".
    public static var adwaita: String { "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())" }
}
