import Foundation
import GtkKit

extension GtkTestCase {
    /// Evdev codes of the keys the tests type on Wayland, by X keysym name.
    private static let evdevCodes = ["Escape": 1, "ctrl": 29, "c": 46, "F11": 87, "Left": 105, "Right": 106]

    /// Presses each of `keys` in turn ("Right", "ctrl+c": Ctrl held) as a person types, into
    /// `window`'s focused widget: through xdotool on an X display, after giving `window` the
    /// keyboard focus; through the test seat on Wayland, where the window clicked last has it.
    public func press(_ keys: String..., in window: Window) throws {
        if let seat = TestSeat.wayland {
            for key in keys {
                let codes = key.split(separator: "+").map { Self.evdevCodes[String($0)]! }
                for code in codes { try seat.ask("key \(code) 1") }
                for code in codes.reversed() { try seat.ask("key \(code) 0") }
            }
        } else {
            let title = "key-target-\(UUID().uuidString)"
            let previous = window.title
            window.title = title
            defer { window.title = previous }
            waitUntil("the window has its title") { (try? xdotool(["search", "--name", title])) != nil }
            try xdotool(["search", "--name", title, "windowfocus", "--sync"])
            waitUntil("the window has the keyboard focus") { window.isActive }
            try xdotool(["key", "--delay", "40"] + keys)
        }
        MainLoop.drain(settle: 30)
    }
}
