import Foundation
import GtkKit

/// Where the app finds its shipped data and keeps its own files (the XDG base directories,
/// so a test can isolate them by setting XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_DATA_HOME and
/// XDG_STATE_HOME).
public enum AppPaths {
    /// The shipped data (sample feed, schema): `PHOTOMANIA_DATA_DIR`, else the source tree's
    /// `data/` for a binary built in it, else `share/photomania` (`share/photomania-devel` for
    /// the development profile) beside the installed binary.
    public static var dataDirectory: URL {
        dataOverride ?? checkoutData ?? share.appendingPathComponent(AppInfo.executable, isDirectory: true)
    }

    /// The folder whose `icons/` holds the app's icons: the data directory of a source checkout
    /// (or `PHOTOMANIA_DATA_DIR`), else the install's `share/`.
    public static var iconDataDirectory: URL { dataOverride ?? checkoutData ?? share }

    /// The compiled translations: the checkout's `data/locale` (scripts/setup.sh compiles
    /// `po/` there), else the install's `share/locale`.
    public static var localeDirectory: URL {
        (checkoutData ?? share).appendingPathComponent("locale", isDirectory: true)
    }

    /// Where compiled settings schemas may be besides the system's: the data directory (a
    /// source checkout) and the prefix the binary is installed in (not on XDG_DATA_DIRS).
    public static func schemaDirectories(dataDirectory: URL) -> [String] {
        [dataDirectory.path, prefix.appendingPathComponent("share/glib-2.0/schemas").path]
    }

    /// The binary running, as the kernel knows it: its name on the command line is a bare
    /// `photomania` when a shell or a desktop file found it on PATH.
    private static let executable: URL = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }()

    /// Where the binary is installed: `<prefix>/bin/photomania`.
    private static var prefix: URL { executable.deletingLastPathComponent().deletingLastPathComponent() }

    private static var share: URL { prefix.appendingPathComponent("share", isDirectory: true) }

    /// `PHOTOMANIA_DATA_DIR`, when set; read once (Foundation copies the whole environment
    /// at each read of it).
    private static let dataOverride: URL? = {
        ProcessInfo.processInfo.environment["PHOTOMANIA_DATA_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    }()

    /// The source tree's `data/` when the binary was built there (in its `.build`), so an
    /// installed copy never reads the tree it was built from.
    private static let checkoutData: URL? = {
        // Sources/PhotomaniaUI/App/AppPaths.swift: four folders up.
        let root = (0..<4).reduce(URL(fileURLWithPath: #filePath)) { folder, _ in folder.deletingLastPathComponent() }
        guard executable.path.hasPrefix(root.appendingPathComponent(".build").path + "/") else { return nil }
        return root.appendingPathComponent("data", isDirectory: true)
    }()

    public static var sampleFeedURL: URL { dataDirectory.appendingPathComponent("sample/feed.json") }

    /// The photo database.
    public static var storePath: String { dataHomeDirectory.appendingPathComponent("photos.sqlite").path }

    public static var configDirectory: URL { ownFolder(in: UserDirectories.config) }
    public static var cacheDirectory: URL { ownFolder(in: UserDirectories.cache) }
    public static var dataHomeDirectory: URL { ownFolder(in: UserDirectories.data) }
    /// Where the open windows are saved between launches (XDG_STATE_HOME, ~/.local/state).
    public static var stateDirectory: URL { ownFolder(in: UserDirectories.state) }

    private static func ownFolder(in base: URL) -> URL { base.appendingPathComponent(AppInfo.executable, isDirectory: true) }
}
