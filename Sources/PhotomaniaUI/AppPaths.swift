import CGtk
import Foundation
import Localization

/// Where the app finds its shipped data and keeps its own files (the XDG base directories,
/// so a test can isolate them by setting XDG_CONFIG_HOME, XDG_CACHE_HOME and XDG_DATA_HOME).
public enum AppPaths {
    /// The shipped data (sample feed, schema): `PHOTOMANIA_DATA_DIR`, else the installed
    /// `share/photomania` beside the binary, else the source tree's `data/`.
    public static var dataDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["PHOTOMANIA_DATA_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/photomania", isDirectory: true)
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("sample/feed.json").path) {
            return installed
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data", isDirectory: true)
    }

    /// Where compiled settings schemas may be besides the system's: the data directory (a
    /// source checkout) and the prefix the binary is installed in (not on XDG_DATA_DIRS).
    public static func schemaDirectories(dataDirectory: URL) -> [String] {
        let prefix = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [dataDirectory.path, prefix.appendingPathComponent("share/glib-2.0/schemas").path]
    }

    public static var sampleFeedURL: URL { dataDirectory.appendingPathComponent("sample/feed.json") }

    /// The compiled translations: the install's `share/locale` beside `share/photomania`, else
    /// the checkout's `data/locale` (scripts/setup.sh compiles `po/` there).
    public static var localeDirectory: URL {
        let data = dataDirectory
        let shared = data.deletingLastPathComponent()
        return data.lastPathComponent == "data" ? data.appendingPathComponent("locale", isDirectory: true)
            : shared.appendingPathComponent("locale", isDirectory: true)
    }

    /// The photo database.
    public static var storePath: String { dataHomeDirectory.appendingPathComponent("photos.sqlite").path }

    public static var configDirectory: URL { userDirectory(g_get_user_config_dir()) }
    public static var cacheDirectory: URL { userDirectory(g_get_user_cache_dir()) }
    public static var dataHomeDirectory: URL { userDirectory(g_get_user_data_dir()) }

    private static func userDirectory(_ base: UnsafePointer<CChar>!) -> URL {
        URL(fileURLWithPath: String(cString: base), isDirectory: true)
            .appendingPathComponent(AppInfo.executable, isDirectory: true)
    }
}
