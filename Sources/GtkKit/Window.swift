import CGtk

/// A top-level window (GtkWindow / GtkApplicationWindow), destroyed explicitly.
public final class Window: Widget {
    /// A window that belongs to `application` (it keeps the application running while open).
    public convenience init(application: Application) {
        self.init(adopting: raw(gtk_application_window_new(application.application))!)
    }

    /// A window of its own, outside any application (tools, benchmarks).
    public convenience init() {
        self.init(adopting: raw(gtk_window_new())!)
    }

    /// A window made in C (of any subclass: AdwPreferencesWindow); every window installs the
    /// scroll panes' fix.
    public override init(adopting pointer: UnsafeMutableRawPointer) {
        _ = ScrolledWindowSettingsFix.installed
        super.init(adopting: pointer)
    }

    /// The title the window manager and the window switcher show.
    public var title: String {
        get { string(gtk_window_get_title(cast(pointer))) ?? "" }
        set { gtk_window_set_title(cast(pointer), newValue.withVisibleControlCharacters) }
    }

    /// Puts `titlebar` (a header bar) in place of the window manager's title bar.
    public func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(cast(pointer), titlebar.widget) }
    /// Sets the window's content.
    public func setChild(_ child: Widget) { gtk_window_set_child(cast(pointer), child.widget) }

    /// The size the window opens with, and (once shown) its current unmaximized size.
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(cast(pointer), &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_window_set_default_size(cast(pointer), Int32(newValue.width), Int32(newValue.height)) }
    }

    /// What the window's own frame takes of its default size, around its content: the padding
    /// and border of a solid client-side frame (drawn where no compositor draws shadows), none
    /// otherwise. Known once a title bar is set, before the window is shown: the content's
    /// size can be foretold from the default size, and laid out for before the first frame.
    public var frameSize: (width: Int, height: Int) {
        let style = gtk_widget_get_style_context(widget)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, &padding)
        gtk_style_context_get_border(style, &border)
        return (
            Int(padding.left) + Int(padding.right) + Int(border.left) + Int(border.right),
            Int(padding.top) + Int(padding.bottom) + Int(border.top) + Int(border.bottom)
        )
    }

    /// Whether the window is maximized, as the window manager says.
    public var isMaximized: Bool { gtk_window_is_maximized(cast(pointer)) != 0 }
    /// Asks for the window to be maximized; `isMaximized` follows once the window manager agrees.
    public func maximize() { gtk_window_maximize(cast(pointer)) }

    /// Whether the window has the keyboard focus.
    public var isActive: Bool { gtk_window_is_active(cast(pointer)) != 0 }

    /// Whether the window covers the whole screen, as the window manager says; asking
    /// (`fullscreen()`) takes effect once it agrees.
    public var isFullscreen: Bool { gtk_window_is_fullscreen(cast(pointer)) != 0 }
    /// Asks for the window to cover the whole screen.
    public func fullscreen() { gtk_window_fullscreen(cast(pointer)) }
    /// Asks for the window to leave full screen.
    public func unfullscreen() { gtk_window_unfullscreen(cast(pointer)) }

    /// Calls `handler` when the window enters or leaves full screen, whoever asked (the app, the
    /// window manager's own shortcut).
    @discardableResult
    public func onFullscreenChanged(_ handler: @escaping () -> Void) -> LifelongConnection {
        connect(.notify("fullscreened")) { _ in handler() }
    }

    /// Shows the window, raised and given the focus.
    public func present() { gtk_window_present(cast(pointer)) }

    /// Makes this a dialog of `parent`: kept above it, blocking it while shown.
    public func makeModal(for parent: Window) {
        gtk_window_set_transient_for(cast(pointer), cast(parent.pointer))
        gtk_window_set_modal(cast(pointer), gboolean(true))
        gtk_window_set_destroy_with_parent(cast(pointer), gboolean(true))
        // GTK 4.8 lets go of the parent only when the dialog is freed, disconnecting from it
        // then: a dialog a Swift reference keeps past its parent would touch the freed parent.
        parent.onDestroyed { [weak self] in self.map { gtk_window_set_transient_for(cast($0.pointer), nil) } }
    }

    /// The window this one is a dialog of (`makeModal(for:)`), if any.
    public var transientParent: Window? {
        gtk_window_get_transient_for(cast(pointer)).map { Window(adopting: raw($0)!) }
    }

    /// Whether the window blocks its parent while shown.
    public var isModal: Bool { gtk_window_get_modal(cast(pointer)) != 0 }

    /// Asks the window to close, as its Close button does (`onCloseRequest` may keep it open).
    public func close() { gtk_window_close(cast(pointer)) }

    /// Destroys the window now; GTK drops its own reference, the Swift one follows.
    public func destroy() {
        gtk_window_set_transient_for(cast(pointer), nil) // the parent may go before a Swift reference lets this go
        gtk_window_destroy(cast(pointer))
    }

    /// Called when a person asks to close the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping () -> Bool) -> LifelongConnection { connect(.closeRequest, handler) }

    /// Adds a window action ("win.NAME") run by `handler`.
    public func addAction(_ action: Action) {
        g_action_map_add_action(cast(pointer), cast(action.pointer))
    }
}
