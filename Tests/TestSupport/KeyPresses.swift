import Foundation
import GtkKit
import XCTest

extension GtkTestCase {
    /// Evdev codes of the keys the tests type on Wayland, by X keysym name.
    private static let evdevCodes: [String: Int] = {
        var codes = [
            "Escape": 1, "BackSpace": 14, "Tab": 15, "Return": 28, "ctrl": 29, "shift": 42, "alt": 56, "space": 57, "F1": 59, "F5": 63, "F6": 64,
            "F8": 66, "F10": 68, "F11": 87, "Menu": 127, "Home": 102, "Up": 103, "Page_Up": 104, "Left": 105, "Right": 106, "End": 107, "Down": 108,
            "Page_Down": 109, "Delete": 111
        ]
        for (row, first) in [("1234567890", 2), ("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)] {
            for (offset, letter) in row.enumerated() { codes[String(letter)] = first + offset }
        }
        return codes
    }()

    /// The keys that open a menu, held on Wayland until the app has taken the press. Others are
    /// released at once: a key that closes a window (Escape) and is released only after it is
    /// gone leaves GTK 4.8 dropping later button presses (see the closing note of #36).
    private static let popupKeys: Set<String> = ["F10", "Menu", "shift+F10"]

    /// Types `text` (lowercase letters and spaces) into `window`'s focused widget, one key
    /// after another, as `press` does.
    public func type(_ text: String, in window: Window) throws {
        try press(text.map { $0 == " " ? "space" : String($0) }, in: window)
    }

    /// Makes sure `window` takes the keys a test types, as it does when it opens on a desktop:
    /// on an X display `press` gives it the focus; on Wayland the window clicked last has it,
    /// which a new window is not always, so `neutral` (a widget that takes no focus: a title)
    /// is clicked when the window is not active once it is drawn.
    public func ensureKeyboardFocus(of window: Window, clicking neutral: Widget) throws {
        guard TestSeat.wayland != nil else { return }
        try waitUntilDrawn() // shown: the compositor has activated it, if it will
        if !window.isActive { try click(neutral.widget, in: window) }
        try waitUntil("the window is active") { window.isActive }
    }

    /// Presses each of `keys` in turn ("Right", "ctrl+c": Ctrl held) as a person types, into
    /// `window`'s focused widget: through xdotool on an X display, after giving `window` the
    /// keyboard focus; through the test seat on Wayland, where the window clicked last has it.
    public func press(_ keys: String..., in window: Window) throws { try press(keys, in: window) }

    public func press(_ keys: [String], in window: Window) throws {
        guard let seat = TestSeat.wayland else { return try pressWithXdotool(keys, in: window) }
        let delivered = DeliveredInput(in: window)
        defer { delivered.remove() }
        for (index, key) in keys.enumerated() {
            let codes = try key.split(separator: "+").map { part in
                guard let code = Self.evdevCodes[String(part)] else { throw TestSeat.Refusal(description: "no evdev code for \(part)") }
                return code
            }
            delivered.followKeyboardFocus()
            for code in codes { try seat.ask("key \(code) 1") }
            if Self.popupKeys.contains(key) {
                // Held until the app has taken the press: the menu it opens asks the compositor
                // for its grab with the serial of the last key event the app has read, which must
                // be the compositor's last one, or the menu is refused.
                if !delivered.wait(presses: index + 1) { XCTFail("GTK dispatched no press of \(key): \(delivered.heard)") }
                try waitUntilDrawn()
                delivered.followKeyboardFocus() // into the menu
            }
            for code in codes.reversed() { try seat.ask("key \(code) 0") }
            // The app takes each key before the next, as from a person.
            if !delivered.wait(keys: index + 1) { XCTFail("GTK dispatched no release of \(key): \(delivered.heard)") }
        }
        try waitUntilDrawn()
    }

    /// `press` on an X display: `window` is given the keyboard focus, then xdotool types.
    private func pressWithXdotool(_ keys: [String], in window: Window) throws {
        let title = "key-target-\(UUID().uuidString)"
        let previous = window.title
        window.title = title
        defer { window.title = previous }
        try waitUntil("the window has its title") { (try? xdotool(["search", "--name", title])) != nil }
        try xdotool(["search", "--name", title, "windowfocus", "--sync"])
        try waitUntil("the window has the keyboard focus") { window.isActive }
        let delivered = DeliveredInput(in: window)
        defer { delivered.remove() }
        delivered.followKeyboardFocus()
        try xdotool(["key", "--delay", "40"] + keys)
        if !delivered.wait(keys: keys.count) { XCTFail("GTK dispatched not every key of \(keys): \(delivered.heard)") }
        try waitUntilDrawn()
    }
}
