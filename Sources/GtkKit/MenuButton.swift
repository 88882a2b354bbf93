import CGtk

/// A header button that opens a menu (GtkMenuButton with a popover menu); the primary one
/// also opens on F10, as in every GNOME app. The menu's widgets are made when it first opens:
/// a popover menu made with the button added to every window's start-up the work of a menu
/// not yet opened.
@MainActor
public final class MenuButton: Widget {
    /// The menu it opens; another can take its place.
    public var menu: Menu {
        didSet {
            if gtk_menu_button_get_popover(cast(pointer)) != nil {
                gtk_menu_button_set_menu_model(cast(pointer), cast(menu.pointer))
            } else {
                makeMenuWhenOpened()
            }
        }
    }

    /// A button showing the icon `iconName` that opens `menu`, named by `accessibleLabel` for
    /// assistive technologies and explained by `tooltip`; `isPrimary` makes it the window's
    /// main menu, which F10 opens.
    public init(iconName: String, menu: Menu, accessibleLabel label: String, tooltip: String, isPrimary: Bool = false) {
        self.menu = menu
        super.init(adopting: raw(gtk_menu_button_new())!)
        gtk_menu_button_set_icon_name(cast(pointer), iconName)
        makeMenuWhenOpened()
        gtk_menu_button_set_primary(cast(pointer), gboolean(isPrimary))
        accessibleLabel = label
        self.tooltip = tooltip
    }

    /// Has GTK make the popover of `menu` when the button first opens it, and keep it.
    private func makeMenuWhenOpened() {
        gtk_menu_button_set_create_popup_func(
            cast(pointer),
            { button, model in
                guard gtk_menu_button_get_popover(button) == nil else { return }
                gtk_menu_button_set_menu_model(button, model?.assumingMemoryBound(to: GMenuModel.self))
            }, g_object_ref(menu.pointer), { g_object_unref($0) })
    }

    /// Whether the keyboard focus is in its open menu (on one of its items).
    public var menuHasKeyboardFocus: Bool {
        guard isOpen, let popover = gtk_menu_button_get_popover(cast(pointer)),
            let focus = gtk_widget_get_root(widget).flatMap({ gtk_root_get_focus($0) })
        else { return false }
        return gtk_widget_is_ancestor(focus, cast(raw(popover))) != 0
    }

    /// Whether the menu is on screen: open, or closed but not yet taken down.
    public var isMenuMapped: Bool {
        gtk_menu_button_get_popover(cast(pointer)).map { gtk_widget_get_mapped(cast(raw($0))) != 0 } ?? false
    }

    /// Whether the menu is open.
    public var isOpen: Bool {
        get { gtk_menu_button_get_popover(cast(pointer)).map { gtk_widget_get_visible(cast(raw($0))) != 0 } ?? false }
        set { newValue ? gtk_menu_button_popup(cast(pointer)) : gtk_menu_button_popdown(cast(pointer)) }
    }
}
