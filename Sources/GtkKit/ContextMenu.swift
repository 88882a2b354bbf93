import CGtk

/// A menu of actions that opens where its widget is pressed with the secondary button, or,
/// from the keyboard (Menu, Shift+F10) while the widget or a widget in it has the focus, over
/// its middle: GtkPopoverMenu, as GNOME apps' context menus are (no arrow, from the point).
@MainActor
public final class ContextMenu {
    /// The keys that open a context menu, as everywhere in GTK.
    public static let accelerators = ["Menu", "<Shift>F10"]

    private let menu: Menu
    /// The popover, made when the menu first opens: a window's context menus cost nothing
    /// before, as building a GtkPopoverMenu with its items and styles is work a menu never
    /// opened need not do.
    private var madePopover: Widget?
    private unowned let anchor: Widget
    /// Where the keyboard focus was when it opened, given back when it closes.
    private var focusBefore: Widget?

    /// `menu` opens on `anchor`, which holds it until this is released.
    public init(_ menu: Menu, on anchor: Widget) {
        self.anchor = anchor
        self.menu = menu
        anchor.onSecondaryPress { [weak self] x, y in self?.open(atX: x, y: y) }
        for trigger in Self.accelerators {
            anchor.addShortcut(trigger, global: false) { [weak self] in
                guard let self else { return false }
                open(atX: Double(anchor.width) / 2, y: Double(anchor.height) / 2)
                return true
            }
        }
    }

    isolated deinit {
        guard let madePopover else { return }
        gtk_popover_popdown(cast(madePopover.pointer))
        gtk_widget_unparent(madePopover.widget)
    }

    /// The popover, made at the first call.
    private var popover: Widget {
        if let madePopover { return madePopover }
        let popover = Widget(adopting: raw(gtk_popover_menu_new_from_model(cast(menu.pointer)))!)
        gtk_popover_set_has_arrow(cast(popover.pointer), gboolean(false))
        popover.setAlignment(horizontal: .start, vertical: .start)
        gtk_widget_set_parent(popover.widget, anchor.widget)
        popover.connect(.closed) { [weak self] in self?.giveFocusBack() }
        madePopover = popover
        return popover
    }

    /// Opens the menu pointing at (`x`, `y`) in the anchor's coordinates.
    public func open(atX x: Double, y: Double) {
        let focus = gtk_widget_get_root(anchor.widget).flatMap { gtk_root_get_focus($0) }
        focusBefore = focus.map { Widget(adopting: raw($0)!) }.flatMap { anchor.isAncestor(of: $0) ? $0 : nil }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(popover.pointer), &point)
        gtk_popover_popup(cast(popover.pointer))
    }

    /// The focus goes back where it was in the anchor (GTK leaves it nowhere: the anchor
    /// itself takes none).
    private func giveFocusBack() {
        guard let focus = focusBefore else { return }
        focusBefore = nil
        MainLoop.idle { [weak anchor] in // the menu's item has acted: its window may be gone
            if let anchor, anchor.isAncestor(of: focus) { focus.grabFocus() }
        }
    }

    /// Whether the keyboard focus is in the open menu (on one of its items).
    public var hasKeyboardFocus: Bool { isOpen && popover.containsFocus }

    /// Whether it is open.
    public var isOpen: Bool { madePopover?.isVisible ?? false }

    /// The open menu itself, where the keyboard focus goes (for the package's tests).
    package var menuWidget: Widget { popover }

    /// Closes the menu if it is open; the keyboard focus goes back where it was.
    public func close() { madePopover.map { gtk_popover_popdown(cast($0.pointer)) } }
}
