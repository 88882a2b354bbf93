import CGtk

/// The system's data directories as GLib lists them (`XDG_DATA_DIRS`, read once per process):
/// where GTK's icon theme looks for icon folders, among others.
public enum SystemDataDirectories {
    /// The directories, in GLib's order.
    public static var paths: [String] {
        guard var entry = g_get_system_data_dirs() else { return [] }
        var paths: [String] = []
        while let path = entry.pointee {
            paths.append(String(cString: path))
            entry += 1
        }
        return paths
    }

    /// Whether `path` is one of them (a trailing slash aside).
    public static func contains(_ path: String) -> Bool {
        paths.contains { trimmed($0) == trimmed(path) }
    }

    /// Puts `path` first among them for this process, before anything reads them: the icon
    /// theme GTK loads on a thread as the application starts then finds the icons under
    /// `path/icons` (an app's own, where it is not installed). A search path added to the theme
    /// after that load makes GTK throw it away and load it again on the main thread, in the
    /// middle of start-up. Child processes get the environment as it was. Returns whether
    /// `path` is among the directories: false when GLib had read them already.
    @discardableResult
    public static func prepend(_ path: String) -> Bool {
        let variable = "XDG_DATA_DIRS"
        let original = g_getenv(variable).map { String(cString: $0) }
        let current = original.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share/:/usr/share/"
        guard !current.split(separator: ":").contains(where: { trimmed(String($0)) == trimmed(path) }) else { return contains(path) }
        g_setenv(variable, path + ":" + current, 1)
        defer { original.map { g_setenv(variable, $0, 1) } ?? g_unsetenv(variable) }
        return contains(path) // GLib reads the variable here, if it has not yet
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
