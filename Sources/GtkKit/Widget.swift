import CGtk

/// A GtkWidget held by Swift: the properties every control shares.
@MainActor
open class Widget: Object {
    /// The GtkWidget itself, for the calls into GTK that the wrapper does not make.
    nonisolated package var widget: UnsafeMutablePointer<GtkWidget> { pointer.assumingMemoryBound(to: GtkWidget.self) }

    /// Whether the widget is shown; it is on screen only once its ancestors are too (`isMapped`).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, gboolean(newValue)) }
    }

    /// Mapped: visible and inside a shown window, so on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget answers input; an insensitive one is greyed out, with all inside it.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, gboolean(newValue)) }
    }

    /// The tooltip (an empty one is none). GTK asks for it when it is about to show it, so
    /// setting it costs no request to the display server: each header button made and each
    /// list row bound sets one. Setting the text it has already costs nothing.
    public var tooltip: String? {
        get { string(pm_widget_get_tooltip(widget)) }
        set {
            let text = newValue?.withVisibleControlCharacters
            if text != tooltip { pm_widget_set_tooltip(widget, text) }
        }
    }

    /// The name assistive technologies read (AT-SPI); every control gets one. Setting the
    /// name it has already costs nothing.
    public var accessibleLabel: String = "" {
        didSet { if accessibleLabel != oldValue { pm_accessible_set_label(widget, accessibleLabel.withVisibleControlCharacters) } }
    }

    /// What assistive technologies call this kind of widget ("Photo" for a picture), where its
    /// role's own name says too little.
    public func setAccessibleRoleDescription(_ description: String) { pm_accessible_set_role_description(widget, description) }

    /// What assistive technologies say of the widget after its name (where a button leads).
    public func setAccessibleDescription(_ description: String) { pm_accessible_set_description(widget, description) }

    /// Whether the widget takes any width its parent has to spare (GTK's `hexpand`).
    public var horizontallyExpands: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, gboolean(newValue)) }
    }

    /// Whether the widget takes any height its parent has to spare (GTK's `vexpand`).
    public var verticallyExpands: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, gboolean(newValue)) }
    }

    /// The height the widget asks for at `width` (-1: any), before it is laid out.
    public func naturalHeight(forWidth width: Int = -1) -> Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Int(natural)
    }

    /// The narrowest the widget can be laid out.
    public var minimumWidth: Int { measuredWidth.minimum }

    /// The width the widget asks for when it may have any, before it is laid out.
    public var naturalWidth: Int { measuredWidth.natural }

    private var measuredWidth: (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// Whether `descendant` is inside this widget.
    public func isAncestor(of descendant: Widget) -> Bool { gtk_widget_is_ancestor(descendant.widget, widget) != 0 }

    /// Where the widget is laid out in `other`'s coordinates (its window, when nil); nil when
    /// it is not laid out there.
    public func frame(in other: Widget? = nil) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let target = other?.widget ?? gtk_widget_get_root(widget).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) })
        else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &bounds) != 0 else { return nil }
        return (Int(bounds.origin.x), Int(bounds.origin.y), Int(bounds.size.width), Int(bounds.size.height))
    }

    /// The size of the window the widget is in, when it is in one.
    public var windowSize: (width: Int, height: Int)? {
        gtk_widget_get_root(widget).map { root in
            let root = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
            return (Int(gtk_widget_get_width(root)), Int(gtk_widget_get_height(root)))
        }
    }

    /// The width the widget is laid out at; 0 before it is.
    public var width: Int { Int(gtk_widget_get_width(widget)) }
    /// The height the widget is laid out at; 0 before it is.
    public var height: Int { Int(gtk_widget_get_height(widget)) }
    /// Device pixels per logical pixel on the widget's screen.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// How opaque the widget is drawn, 0 (invisible, still there) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Lays the widget out again at its size, without measuring it again.
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// Whether the widget draws right to left (a Hebrew or Arabic interface); set, it does so
    /// (or not) whatever the language's direction.
    public var isRightToLeft: Bool {
        get { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_direction(widget, newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Whether widgets read right to left unless told otherwise: the language's direction.
    public static var isDefaultRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }

    /// Adds the style class `name` ("suggested-action", "pill").
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Adds the style class `name`, or takes it away.
    public func setCSSClass(_ name: String, _ on: Bool) {
        on ? gtk_widget_add_css_class(widget, name) : gtk_widget_remove_css_class(widget, name)
    }

    /// Sets the same margin, in pixels, on all four sides.
    public func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    /// Sets where the widget sits in the room its parent gives it, across and down.
    public func setAlignment(horizontal: Align, vertical: Align) {
        gtk_widget_set_halign(widget, horizontal.gtk)
        gtk_widget_set_valign(widget, vertical.gtk)
    }

    /// The smallest size the widget asks for; -1 leaves a dimension to its content.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// Whether a container (or a window) holds the widget.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// Detaches the widget from whatever container holds it, through the container's own API
    /// so it forgets the child; the Swift reference keeps the widget alive.
    public func removeFromParent() {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        let container = UnsafeMutableRawPointer(parent)
        func isA(_ type: GType) -> Bool { isInstance(parent, of: type) }
        if isA(gtk_box_get_type()) {
            gtk_box_remove(cast(container), widget)
        } else if isA(gtk_stack_get_type()) {
            gtk_stack_remove(cast(container), widget)
        } else if isA(gtk_paned_get_type()) {
            if gtk_paned_get_start_child(cast(container)) == widget { gtk_paned_set_start_child(cast(container), nil) }
            if gtk_paned_get_end_child(cast(container)) == widget { gtk_paned_set_end_child(cast(container), nil) }
        } else if isA(gtk_overlay_get_type()) {
            if gtk_overlay_get_child(cast(container)) == widget {
                gtk_overlay_set_child(cast(container), nil)
            } else {
                gtk_overlay_remove_overlay(cast(container), widget)
            }
        } else if isA(gtk_popover_get_type()) {
            gtk_popover_set_child(cast(container), nil)
        } else if isA(gtk_scrolled_window_get_type()) {
            gtk_scrolled_window_set_child(cast(container), nil)
        } else if isA(gtk_window_get_type()) {
            gtk_window_set_child(cast(container), nil)
        } else if isA(gtk_viewport_get_type()) {
            // A scrolled window wraps a child that cannot scroll itself in a viewport.
            gtk_viewport_set_child(cast(container), nil)
        } else if isA(gtk_button_get_type()) {
            gtk_button_set_child(cast(container), nil)
        } else if isA(gtk_header_bar_get_type()) {
            gtk_header_bar_remove(cast(container), widget)
        } else if isA(gtk_grid_get_type()) {
            gtk_grid_remove(cast(container), widget)
        } else {
            // Unparenting a container's child behind its back corrupts the container.
            assertionFailure(
                "removeFromParent does not know \(String(cString: g_type_name_from_instance(OpaquePointer(parent).map { UnsafeMutablePointer<GTypeInstance>($0) }))) containers"
            )
        }
    }

    /// Moves the keyboard focus to the widget (a search field passes it on to its text);
    /// nothing happens when it cannot take it.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// The title bar of the window the widget is in, when the window has one.
    public var windowTitlebar: Widget? {
        guard let window = containingWindow, let titlebar = gtk_window_get_titlebar(cast(window.pointer)) else { return nil }
        return Widget(adopting: raw(titlebar)!)
    }

    /// The window the widget is in, once it is in one.
    public var containingWindow: Window? {
        guard let root = gtk_widget_get_root(widget).map(UnsafeMutableRawPointer.init),
            isInstance(root.assumingMemoryBound(to: GtkWidget.self), of: gtk_window_get_type())
        else { return nil }
        return Window(adopting: root)
    }

    /// Moves the keyboard focus into the widget as Tab would enter it from outside (a list on
    /// its chosen row); false when nothing in it takes the focus.
    @discardableResult
    public func enterFocus() -> Bool { gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 }

    /// Whether the widget itself takes the keyboard focus: a stop of the Tab order, given it by
    /// a click. A control that a key of its container does (a row's arrow, opened by Right)
    /// need not.
    public var takesFocus: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, gboolean(newValue)) }
    }

    /// Whether a click gives it the keyboard focus; false for a switcher's buttons, as for
    /// GtkStackSwitcher's, so the focus stays in the content the click switched.
    public var isFocusedByClick: Bool {
        get { gtk_widget_get_focus_on_click(widget) != 0 }
        set { gtk_widget_set_focus_on_click(widget, gboolean(newValue)) }
    }

    /// Whether the keyboard focus is on this widget or one inside it.
    public var hasFocusWithin: Bool { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0 }

    /// Whether its window's focus widget is this widget or one inside it, read from the window:
    /// GTK 4.8 leaves the focus-within state behind on widgets moved elsewhere while they held
    /// the focus (a list moved to another column of a split view).
    public var containsFocus: Bool {
        guard let focus = gtk_widget_get_root(widget).flatMap({ gtk_root_get_focus($0) }) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Calls `handler` when the widget comes on screen (mapped: it and all its ancestors shown).
    @discardableResult
    public func onMapped(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.map, handler) }

    /// Calls `handler` when the widget leaves the screen: hidden, an ancestor hidden, or
    /// destroyed.
    @discardableResult
    public func onUnmapped(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.unmap, handler) }

    /// Calls `handler` when the widget is destroyed (a window closed or `Window.destroy`d),
    /// before its references are dropped.
    @discardableResult
    public func onDestroyed(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.destroy, handler) }
}
