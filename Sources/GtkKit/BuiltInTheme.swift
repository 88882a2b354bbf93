import CGtk

/// GTK's built-in theme, which libadwaita replaces with its own style sheet: GTK would parse it
/// all the same (a whole style sheet, on the main thread at start-up) the moment the display's
/// settings are made, only for libadwaita to swap it for its empty theme a moment later.
/// An application of libadwaita asks GTK for that empty theme from the start instead.
enum BuiltInTheme {
    /// The empty theme libadwaita itself sets (its `Adwaita-empty`, which it ships).
    static let replacement = "Adwaita-empty"

    /// Has GTK make the display's settings with libadwaita's empty theme when the display
    /// opens, through `GTK_THEME` set until then: libadwaita, which leaves the theme alone
    /// while `GTK_THEME` is set, finds it unset again and styles the app as always. A theme
    /// the user chose with `GTK_THEME` is theirs, and left alone. Call before the
    /// application's startup, which opens the display; a launch that only hands its command
    /// line to the running instance opens none, and that is all.
    @MainActor
    static func skipWhenLibadwaitaReplacesIt() {
        guard g_getenv("GTK_THEME") == nil else { return }
        g_setenv("GTK_THEME", replacement, 1)
        let manager = UnsafeMutableRawPointer(gdk_display_manager_get()!)
        let opened = Signal<(UnsafeMutableRawPointer?) -> Void>("display-opened")
        var handlerID: UInt = 0
        handlerID = connectHandler(manager, opened.name, opened.trampoline) { display in
            settle(on: display)
            g_signal_handler_disconnect(manager, handlerID)
        }
    }

    /// Makes `display`'s settings, with the theme `GTK_THEME` names, then unsets it: the
    /// display has opened.
    @MainActor
    static func settle(on display: UnsafeMutableRawPointer?) {
        _ = gtk_settings_get_for_display(OpaquePointer(display))
        g_unsetenv("GTK_THEME")
    }
}
