import CGtk

/// The desktop preferences the app follows, with change notification: the text size (GTK's
/// settings) and light or dark (libadwaita's style manager, which reads the desktop's
/// preference through the settings portal and applies the app's own choice over it).
@MainActor
public final class DesktopSettings: Object {
    private let styleManager: Object

    /// The default display's settings; nil without a display.
    public static func current() -> DesktopSettings? {
        // libadwaita's style needs it initialised; an AdwApplication has done so at startup,
        // a test or a tool may not have (it is idempotent).
        adw_init()
        guard let settings = gtk_settings_get_default(), let manager = adw_style_manager_get_default() else { return nil }
        return DesktopSettings(settings: raw(settings)!, styleManager: raw(manager)!)
    }

    private init(settings: UnsafeMutableRawPointer, styleManager: UnsafeMutableRawPointer) {
        self.styleManager = Object(adopting: styleManager)
        super.init(adopting: settings)
    }

    /// Text size relative to the default 96 dpi (gtk-xft-dpi is in 1/1024 dpi; -1 is unset).
    public var textScale: Double {
        let dpi = pm_object_get_int(pointer, "gtk-xft-dpi")
        return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
    }

    /// Whether the app is drawn dark: its chosen color scheme, else the desktop's preference.
    public var prefersDark: Bool { adw_style_manager_get_dark(cast(styleManager.pointer)) != 0 }

    /// The app's choice of colors, over the desktop's preference.
    public var colorScheme: ColorScheme {
        get { ColorScheme(adw_style_manager_get_color_scheme(cast(styleManager.pointer))) }
        set { adw_style_manager_set_color_scheme(cast(styleManager.pointer), newValue.adwaita) }
    }

    /// Calls `handler` whenever the text size or light or dark changes, for as long as the
    /// returned connections are kept (the settings outlive any one observer).
    public func observe(_ handler: @escaping () -> Void) -> [SignalConnection] {
        [onNotify("gtk-xft-dpi", handler), styleManager.onNotify("dark", handler)].map(SignalConnection.init)
    }
}
