import CGtk
import GtkKit
import XCTest

extension GtkTestCase {
    /// Chooses the item labelled `label` in the menu that has the keys, as a person would: Down
    /// or Up from the item focused to it, each step seen to move the focus before the next,
    /// then Return, each key once the focus has stayed put for two frames. The pointer is moved
    /// off the menu first: resting on an item, every motion GTK reports there (its own, after a
    /// relayout, too) focuses that item 80 ms later, taking back what an arrow key had moved.
    public func chooseMenuItem(_ label: String, in window: Window) throws {
        let root: OpaquePointer = cast(window.pointer)
        let items = menuItems(around: gtk_root_get_focus(root))
        let target = try XCTUnwrap(
            items.firstIndex { self.label(of: $0) == label },
            "no item “\(label)” in the menu with the keys, only \(items.map(self.label))")
        func focused() -> Int? { gtk_root_get_focus(root).flatMap { focus in items.firstIndex { $0 == focus } } }
        // A menu left open when a step fails would hold the keys of the tests after this one.
        var chosen = false
        defer { if !chosen, let item = items.first { closeMenu(holding: item) } }
        try movePointer(offItems: items, in: window)
        while true {
            try waitForSteadyFocus(drawing: items[0], in: window)
            guard let position = focused(), position != target else { break }
            let key = position < target ? "Down" : "Up"
            let heard = DeliveredInput(in: window)
            defer { heard.remove() }
            heard.followKeyboardFocus()
            try press(key, in: window)
            try waitUntil(
                "\(key) moves to the next item",
                found: {
                    "the focus on “\(focused().map { self.label(of: items[$0]) } ?? "no item")”, the window and its menu heard \(heard.keyPresses) key press(es)"
                }
            ) { focused() != position }
        }
        _ = try XCTUnwrap(focused(), "the keys left the menu before reaching “\(label)”")
        chosen = true
        try press("Return", in: window)
    }

    /// Moves the pointer to a corner of the window the menu of `items` does not cover and
    /// waits until GTK has seen it leave them.
    private func movePointer(offItems items: [UnsafeMutablePointer<GtkWidget>], in window: Window) throws {
        guard let popover = items.first.flatMap({ gtk_widget_get_ancestor($0, gtk_popover_get_type()) }),
            let surface = gtk_native_get_surface(OpaquePointer(popover))
        else { return }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.pointer), &surfaceX, &surfaceY)
        let menu = CGRect(
            x: Double(gdk_popup_get_position_x(surface)) - surfaceX, y: Double(gdk_popup_get_position_y(surface)) - surfaceY,
            width: Double(gdk_surface_get_width(surface)), height: Double(gdk_surface_get_height(surface)))
        let corner = try XCTUnwrap(corners(of: window, inset: 16).first { !menu.contains(CGPoint(x: $0.x, y: $0.y)) }, "the menu covers the window")
        try hover(x: corner.x, y: corner.y, in: window)
        try waitUntil("the pointer has left the menu's items") {
            items.allSatisfy { gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue == 0 }
        }
    }

    /// Waits until `item`'s menu has drawn two frames with the focus where it is: on Wayland
    /// the focus can still move after the menu took the keys (a CI run: Up heard, the focus
    /// back on the item under the pointer).
    private func waitForSteadyFocus(drawing item: UnsafeMutablePointer<GtkWidget>, in window: Window) throws {
        let root: OpaquePointer = cast(window.pointer)
        let widget = Widget(adopting: raw(item)!)
        var focus = gtk_root_get_focus(root)
        var steadyFrames = 0
        func frame() {
            let now = gtk_root_get_focus(root)
            steadyFrames = now == focus ? steadyFrames + 1 : 0
            focus = now
            if steadyFrames < 2 { widget.onNextFrame(frame) }
        }
        widget.onNextFrame(frame)
        try waitUntil("the menu draws two frames with its focus staying") { steadyFrames >= 2 }
    }

    /// Takes down the menu holding `item`.
    private func closeMenu(holding item: UnsafeMutablePointer<GtkWidget>) {
        guard let popover = gtk_widget_get_ancestor(item, gtk_popover_get_type()) else { return }
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        _ = MainLoop.iterate(until: { gtk_widget_get_mapped(popover) == 0 }, timeout: 2)
    }

    /// The items on screen of the menu holding `focus`, in their order.
    private func menuItems(around focus: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
        var popover = focus
        while let current = popover, !isInstance(current, of: gtk_popover_get_type()) { popover = gtk_widget_get_parent(current) }
        return widgets(of: g_type_from_name("GtkModelButton"), in: popover)
            .map { UnsafeMutablePointer<GtkWidget>($0) }
            .filter { gtk_widget_get_mapped($0) != 0 }
    }

    /// An item's text (its first label; the second, if any, shows its shortcut).
    private func label(of item: UnsafeMutablePointer<GtkWidget>) -> String {
        widgets(of: gtk_label_get_type(), in: item).first.map { String(cString: gtk_label_get_text($0)) } ?? ""
    }
}
