import CGtk
import Foundation

/// The user's folders as the XDG base directory specification names them, read by GLib
/// (`XDG_CONFIG_HOME`, else ~/.config, and so on).
public enum UserDirectories {
    /// XDG_CONFIG_HOME, ~/.config.
    public static var config: URL { url(g_get_user_config_dir()) }
    /// XDG_CACHE_HOME, ~/.cache.
    public static var cache: URL { url(g_get_user_cache_dir()) }
    /// XDG_DATA_HOME, ~/.local/share.
    public static var data: URL { url(g_get_user_data_dir()) }
    /// XDG_STATE_HOME, ~/.local/state.
    public static var state: URL { url(g_get_user_state_dir()) }

    private static func url(_ path: UnsafePointer<CChar>!) -> URL { URL(fileURLWithPath: String(cString: path), isDirectory: true) }
}
