import CX11
import Foundation

/// Types on the X display as xdotool does (XTest), from this process but on a connection of its
/// own, so a key's time is not a process started for it: the key goes to the window with the
/// keyboard focus.
public final class XKeyboard {
    private let display: OpaquePointer

    public init() throws {
        guard let display = XOpenDisplay(nil) else { throw BenchmarkError("cannot open the X display") }
        var event: Int32 = 0
        var error: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw BenchmarkError("the X server has no XTest extension")
        }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// Presses and releases `combination`, xdotool's way of naming it ("a", "BackSpace",
    /// "ctrl+a"): its modifiers held around the last key; returns once the server has them.
    public func press(_ combination: String) throws {
        let names = combination.split(separator: "+").map { ["ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"][String($0)] ?? String($0) }
        let codes = try names.map { name in
            let code = XKeysymToKeycode(display, XStringToKeysym(name))
            guard code != 0 else { throw BenchmarkError("no key for “\(name)”") }
            return UInt32(code)
        }
        codes.forEach { XTestFakeKeyEvent(display, $0, 1, 0) }
        codes.reversed().forEach { XTestFakeKeyEvent(display, $0, 0, 0) }
        XSync(display, 0)
    }
}
