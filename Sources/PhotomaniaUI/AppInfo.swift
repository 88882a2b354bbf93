import CGtk
import GtkKit
import PhotoFeed

/// Names and numbers that identify the app to the desktop, to servers and to the user.
public enum AppInfo {
    public static let id = "io.github.photomania.Photomania"
    public static let name = "Photomania"
    public static let executable = "photomania"
    public static let version = "0.1.0"
    public static let developer = "The Photomania developers"
    public static let website = "https://github.com/photomania/photomania"
    public static let issueURL = "https://github.com/photomania/photomania/issues"
    public static var userAgent: String { "\(name)/\(version) (+libcurl)" }

    /// What the About window says: who, which license (MIT, the LICENSE file), what it is
    /// built on, and the versions a bug report needs.
    static var about: AboutWindow.Info {
        var info = AboutWindow.Info(name: name, iconName: id, version: version, developer: developer, website: website,
                                    issueURL: issueURL, debugInfo: debugInfo)
        info.copyright = "© 2026 \(developer)"
        info.license = GTK_LICENSE_MIT_X11
        info.acknowledgements = [("Built on", ["GTK https://gtk.org", "libadwaita https://gnome.pages.gitlab.gnome.org/libadwaita/",
                                               "libcurl https://curl.se", "SQLite https://sqlite.org"])]
        return info
    }

    /// How the app's HTTP client fetches: as Photomania, through the desktop's proxy.
    public static var httpOptions: HTTPClient.Options {
        var options = HTTPClient.Options(userAgent: userAgent)
        options.proxy = { ProxyResolver.proxy(for: $0.absoluteString) }
        return options
    }

    /// What a bug report needs: the versions of the app and of the libraries under it.
    public static var debugInfo: String {
        [
            "\(name) \(version)",
            "GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
            "libadwaita \(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())",
            LibraryVersions.curl,
            LibraryVersions.sqlite,
        ].joined(separator: "\n")
    }
}
