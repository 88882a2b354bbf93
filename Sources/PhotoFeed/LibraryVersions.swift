import CCurl
import CSQLite

/// The versions of the libraries that fetch and store photos, for bug reports (the About
/// window's debug information).
public enum LibraryVersions {
    /// "libcurl/7.88.1 OpenSSL/3.0.15 …", loading libcurl if no web transfer has yet; or why
    /// it cannot be loaded.
    public static var curl: String {
        if let error = pm_curl_load() { return "libcurl: \(String(cString: error))" }
        return String(cString: pm_curl_version())
    }

    /// "SQLite 3.40.1".
    public static var sqlite: String { "SQLite \(String(cString: sqlite3_libversion()))" }
}
