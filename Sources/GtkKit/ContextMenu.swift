import CGtk

/// A menu of actions that opens where its widget is pressed with the secondary button, or,
/// from the keyboard (Menu, Shift+F10) while the widget or a widget in it has the focus, over
/// its middle: GtkPopoverMenu, as GNOME apps' context menus are (no arrow, from the point). Its
/// items may be asked for at each opening, for an anchor that shows one thing after another
/// (a list's rows: `ListView.rowMenu`).
@MainActor
public final class ContextMenu {
    /// The keys that open a context menu, as everywhere in GTK.
    public static let accelerators = ["Menu", "<Shift>F10"]

    /// Where a menu opens and what it holds.
    public struct Opening {
        /// The items it shows.
        public let menu: Menu
        /// The point it points at, in the anchor's coordinates.
        public let x, y: Double

        /// `menu`, pointing at (`x`, `y`) in the anchor's coordinates.
        public init(_ menu: Menu, x: Double, y: Double) { (self.menu, self.x, self.y) = (menu, x, y) }
    }

    /// The opening for a press at a point of the anchor, or for the keyboard (nil); nil opens nothing.
    private let opening: (_ pressed: (x: Double, y: Double)?) -> Opening?
    /// The items the popover shows.
    public private(set) var shownMenu: Menu?
    /// The popover, made when the menu first opens: a window's context menus cost nothing
    /// before, as building a GtkPopoverMenu with its items and styles is work a menu never
    /// opened need not do.
    private var madePopover: Widget?
    /// Held, so a menu outlives no anchor (a row's button, made and forgotten by its screen).
    private let anchor: Widget
    /// Where the keyboard focus was when it opened, given back when it closes.
    private var focusBefore: Widget?

    /// `menu` opens on `anchor`, which holds it until this is released.
    public convenience init(_ menu: Menu, on anchor: Widget) {
        self.init(on: anchor) { pressed in
            Opening(menu, x: pressed?.x ?? Double(anchor.width) / 2, y: pressed?.y ?? Double(anchor.height) / 2)
        }
    }

    /// A menu that `opening` makes at each press of the secondary button (given its point) or
    /// key (given nil), opens on `anchor`, which holds it until this is released; nothing opens
    /// when it returns nil.
    public init(on anchor: Widget, opening: @escaping (_ pressed: (x: Double, y: Double)?) -> Opening?) {
        self.anchor = anchor
        self.opening = opening
        anchor.onSecondaryPress { [weak self] x, y in self?.open(pressed: (x, y)) }
        for trigger in Self.accelerators {
            anchor.addShortcut(trigger, global: false) { [weak self] in self?.open(pressed: nil) ?? false }
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
        let popover = Widget(adopting: raw(gtk_popover_menu_new_from_model(nil))!)
        gtk_popover_set_has_arrow(cast(popover.pointer), gboolean(false))
        popover.setAlignment(horizontal: .start, vertical: .start)
        gtk_widget_set_parent(popover.widget, anchor.widget)
        popover.connect(.closed) { [weak self] in self?.giveFocusBack() }
        madePopover = popover
        return popover
    }

    /// Opens the menu as a secondary press at (`x`, `y`) in the anchor's coordinates would.
    public func open(atX x: Double, y: Double) { open(pressed: (x, y)) }

    /// Opens the menu as a press at `pressed` would, or a key (nil); false when there is nothing
    /// to open.
    @discardableResult
    private func open(pressed: (x: Double, y: Double)?) -> Bool {
        guard let opening = opening(pressed) else { return false }
        let menu = opening.menu
        if menu !== shownMenu {
            shownMenu = menu
            gtk_popover_menu_set_menu_model(cast(popover.pointer), cast(menu.pointer))
        }
        let focus = gtk_widget_get_root(anchor.widget).flatMap { gtk_root_get_focus($0) }
        focusBefore = focus.map { Widget(adopting: raw($0)!) }.flatMap { anchor.isAncestor(of: $0) ? $0 : nil }
        var point = GdkRectangle(x: Int32(opening.x), y: Int32(opening.y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(popover.pointer), &point)
        gtk_popover_popup(cast(popover.pointer))
        return true
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
