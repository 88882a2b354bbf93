import CGtk

/// The desktop preferences GTK knows (GtkSettings of the default display): text size and
/// light or dark, with change notification.
@MainActor
public final class DesktopSettings: Object {
    /// The default display's settings; nil without a display.
    public static func current() -> DesktopSettings? {
        gtk_settings_get_default().map { DesktopSettings(adopting: raw($0)!) }
    }

    /// Text size relative to the default 96 dpi (gtk-xft-dpi is in 1/1024 dpi; -1 is unset).
    public var textScale: Double {
        let dpi = pm_object_get_int(pointer, "gtk-xft-dpi")
        return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
    }

    /// Whether the app or the theme asks for dark colors.
    public var prefersDark: Bool {
        if pm_object_get_bool(pointer, "gtk-application-prefer-dark-theme") != 0 { return true }
        return takeString(pm_object_get_string(pointer, "gtk-theme-name"))?.lowercased().hasSuffix("-dark") ?? false
    }

    /// Calls `handler` whenever the text size or the color preference changes, for as long as
    /// the returned connections are kept (the settings outlive any one observer).
    public func observe(_ handler: @escaping () -> Void) -> SignalConnections {
        SignalConnections(["gtk-xft-dpi", "gtk-application-prefer-dark-theme", "gtk-theme-name"].map { onNotify($0, handler) })
    }

    /// Sets the text size, as the desktop would (for tests and previews).
    public func setTextScale(_ scale: Double) { pm_object_set_int(pointer, "gtk-xft-dpi", Int32(scale * 96 * 1024)) }

    /// Asks for dark colors, as an app or the desktop would.
    public func setPrefersDark(_ dark: Bool) { pm_object_set_bool(pointer, "gtk-application-prefer-dark-theme", gboolean(dark)) }
}
