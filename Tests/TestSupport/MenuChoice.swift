import CGtk
import GtkKit
import XCTest

extension GtkTestCase {
    /// Chooses the item labelled `label` in the menu that has the keys, as a person would: Down
    /// or Up from the item focused to it, each step seen to move the focus before the next,
    /// then Return, each key once the focus has stayed put for two frames. The item focused
    /// first need not be the menu's first: a pointer resting where the menu opens focuses the
    /// item under it.
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
        while let position = focused(), position != target {
            let key = position < target ? "Down" : "Up"
            try waitForSteadyFocus(drawing: items[position], in: window)
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

    /// Waits until `item`'s menu has drawn two frames with the focus where it is: GTK focuses
    /// the item under a resting pointer as a menu opens, and on Wayland the pointer's entering
    /// can come after the menu took the keys, putting the focus back where an arrow key had
    /// just moved it from (a CI run: Up heard, the focus still on the item under the pointer).
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
