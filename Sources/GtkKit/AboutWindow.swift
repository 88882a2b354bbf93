import CGtk

/// The app's About window (AdwAboutWindow): what it is, who makes it, where to report a bug,
/// and the versions a bug report needs.
@MainActor
public final class AboutWindow: Widget {
    /// What the window says.
    public struct Info: Sendable {
        public var name: String
        public var iconName: String
        public var version: String
        public var developer: String
        public var website: String
        public var issueURL: String
        /// Versions and settings for bug reports, copied by the window's Troubleshooting page.
        public var debugInfo: String
        /// "© 2026 …" under the license.
        public var copyright = ""
        /// The license the app is under (its text is GTK's for the known ones).
        public var license = GTK_LICENSE_UNKNOWN
        /// Credits beyond the developers: a heading and the names under it ("Built on": GTK, …).
        public var acknowledgements: [(heading: String, names: [String])] = []

        public init(name: String, iconName: String, version: String, developer: String, website: String, issueURL: String, debugInfo: String) {
            (self.name, self.iconName, self.version, self.developer) = (name, iconName, version, developer)
            (self.website, self.issueURL, self.debugInfo) = (website, issueURL, debugInfo)
        }
    }

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
        adw_about_window_set_license_type(about, info.license)
        for (heading, names) in info.acknowledgements {
            withNullTerminated(names) { adw_about_window_add_acknowledgement_section(about, heading, $0) }
        }
        gtk_window_set_transient_for(cast(pointer), cast(parent.pointer))
        gtk_window_set_modal(cast(pointer), gboolean(true))
    }

    public func present() { gtk_window_present(cast(pointer)) }

    /// The license it names.
    public var license: GtkLicense { adw_about_window_get_license_type(cast(pointer)) }

    /// The debug information it shows.
    public var debugInfo: String { String(cString: adw_about_window_get_debug_info(cast(pointer))) }

    public func close() { gtk_window_close(cast(pointer)) }
}

/// Calls `body` with `strings` as a C array of C strings ending with NULL.
private func withNullTerminated<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array = copies.map { UnsafePointer($0) } + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
