import CGtk

/// The app's About window (AdwAboutWindow): what it is, who makes it, where to report a bug,
/// and the versions a bug report needs.
@MainActor
public final class AboutWindow: Widget {
    /// What the window says.
    public struct Info: Sendable {
        /// The application's name, shown large under its icon.
        public var name: String
        /// The name of the application's icon in the icon theme.
        public var iconName: String
        /// The version, shown under the name.
        public var version: String
        /// Who makes the application, shown under its name.
        public var developer: String
        /// The address of the application's website.
        public var website: String
        /// Where to report a bug (the window's Report an Issue link).
        public var issueURL: String
        /// Versions and settings for bug reports, copied by the window's Troubleshooting page.
        public var debugInfo: String
        /// "© 2026 …" under the license.
        public var copyright = ""
        /// The license the app is under (its text is GTK's for the known ones).
        public var license = License.unknown
        /// Credits beyond the developers: a heading and the names under it ("Built on": GTK, …).
        public var acknowledgements: [(heading: String, names: [String])] = []
        /// Notices on the Legal page beside the app's license: a title and its text (a service's
        /// terms ask for one).
        public var legalNotices: [(title: String, text: String)] = []

        /// What the window says about an application; the copyright, license, credits and notices
        /// start empty.
        public init(name: String, iconName: String, version: String, developer: String, website: String, issueURL: String, debugInfo: String) {
            (self.name, self.iconName, self.version, self.developer) = (name, iconName, version, developer)
            (self.website, self.issueURL, self.debugInfo) = (website, issueURL, debugInfo)
        }
    }

    /// An About window saying `info`, modal over `parent` and closed with it.
    public init(_ info: Info, transientFor parent: Window) {
        super.init(adopting: raw(adw_about_window_new())!)
        let about: OpaquePointer = cast(pointer)
        adw_about_window_set_application_name(about, info.name)
        adw_about_window_set_application_icon(about, info.iconName)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_developer_name(about, info.developer)
        adw_about_window_set_website(about, info.website)
        adw_about_window_set_issue_url(about, info.issueURL)
        adw_about_window_set_debug_info(about, info.debugInfo)
        adw_about_window_set_copyright(about, info.copyright)
        adw_about_window_set_license_type(about, info.license.gtk)
        for (heading, names) in info.acknowledgements {
            withNullTerminated(names) { adw_about_window_add_acknowledgement_section(about, heading, $0) }
        }
        for (title, text) in info.legalNotices {
            adw_about_window_add_legal_section(about, title, nil, GTK_LICENSE_CUSTOM, text)
        }
        gtk_window_set_transient_for(cast(pointer), cast(parent.pointer))
        gtk_window_set_modal(cast(pointer), gboolean(true))
        gtk_window_set_destroy_with_parent(cast(pointer), gboolean(true)) // not left behind, ownerless, by a closed window
    }

    /// Shows the window over its parent.
    public func present() { gtk_window_present(cast(pointer)) }

    /// The license it names.
    public var license: License { License(adw_about_window_get_license_type(cast(pointer))) }

    /// The licenses the window names by name (GTK has their text); others are `unknown`.
    public enum License: Sendable, CaseIterable {
        /// None the window names (or one it does not know).
        case unknown
        /// The MIT (X11) license.
        case mitX11
        /// The GNU GPL, version 3 or later.
        case gpl3OrLater
        /// The GNU LGPL, version 2.1 or later.
        case lgpl21OrLater
        /// The Apache License 2.0.
        case apache2

        var gtk: GtkLicense {
            switch self {
            case .unknown: GTK_LICENSE_UNKNOWN
            case .mitX11: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }

        init(_ license: GtkLicense) {
            self = License.allCases.first { $0.gtk == license } ?? .unknown
        }
    }

    /// The debug information it shows.
    public var debugInfo: String { String(cString: adw_about_window_get_debug_info(cast(pointer))) }

    /// Closes the window, as its close button does.
    public func close() { gtk_window_close(cast(pointer)) }
}

/// Calls `body` with `strings` as a C array of C strings ending with NULL.
private func withNullTerminated<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array = copies.map { UnsafePointer($0) } + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
