import Foundation
import GtkKit
import Library
import Localization
import PhotoFeed

/// Names and numbers that identify the app to the desktop, to servers and to the user.
public enum AppInfo {
    /// A build for everyday use, or one being developed that runs beside it.
    public enum Profile: Sendable {
        case standard
        /// `meson setup -Dprofile=development` installs the binary as `photomania-devel`; under
        /// that name it is another app to the desktop (id, settings, data, D-Bus name) with a
        /// striped header, so it runs beside an installed release.
        case development

        /// The profile of a binary run as `executable`.
        public init(executable: String) {
            self = executable.hasSuffix("-devel") ? .development : .standard
        }
    }

    public static let profile = Profile(executable: URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent)
    public static let id = profile == .development ? "io.github.photomania.Photomania.Devel" : "io.github.photomania.Photomania"
    /// The settings schema's path: the id's.
    public static var settingsPath: String { "/" + id.replacingOccurrences(of: ".", with: "/") + "/" }
    public static let name = "Photomania"
    /// The binary's name, and the folder of its data, settings and caches.
    public static let executable = profile == .development ? "photomania-devel" : "photomania"
    /// The gettext domain of both profiles.
    public static let textDomain = "photomania"
    /// The one place the version is written: meson.build reads it from here, and
    /// debian/changelog and the metainfo name it as their newest (Tests/Documentation checks).
    public static let version = "0.1.0"
    public static let developer = "The Photomania developers"
    public static let website = "https://github.com/photomania/photomania"
    public static let issueURL = "https://github.com/photomania/photomania/issues"
    /// The user's guide, installed under the text domain's name in both profiles
    /// (`share/help/C/photomania`), for the desktop's help browser.
    public static let helpURI = "help:\(textDomain)"
    public static var userAgent: String { "\(name)/\(version) (+libcurl)" }

    /// What the About window says: who, which license (MIT, the LICENSE file), what it is
    /// built on, and the versions a bug report needs.
    static var about: AboutWindow.Info {
        var info = AboutWindow.Info(
            name: name, iconName: id, version: version, developer: developer, website: website,
            issueURL: issueURL, debugInfo: debugInfo)
        info.copyright = "© 2026 \(developer)"
        info.license = .mitX11
        info.acknowledgements = [
            (
                tr("Built on"),
                [
                    "GTK https://gtk.org", "libadwaita https://gnome.pages.gitlab.gnome.org/libadwaita/",
                    "libcurl https://curl.se", "SQLite https://sqlite.org"
                ]
            )
        ]
        info.legalNotices = [(tr("Flickr"), flickrNotice)]
        return info
    }

    /// The notice Flickr's API terms ask an app to show, in Flickr's words.
    public static let flickrNotice = "This product uses the Flickr API but is not endorsed or certified by SmugMug, Inc."

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
            "GTK \(ToolkitVersions.gtk)",
            "libadwaita \(ToolkitVersions.adwaita)",
            LibraryVersions.curl,
            LibraryVersions.sqlite
        ].joined(separator: "\n")
    }
}

/// The library writes into the app's domain.
extension Log: LibraryLog {
    /// The app's own domain of GLib's log (`G_MESSAGES_DEBUG=photomania` shows its debug messages).
    static let photomania = Log(domain: AppInfo.executable)
}
