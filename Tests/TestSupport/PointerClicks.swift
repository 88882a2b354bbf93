import CGtk
import Foundation
import GtkKit
import XCTest

extension GtkTestCase {
    /// Clicks the middle of `widget` with the real pointer, `count` times in a row, as a person
    /// would: through xdotool on an X display, through the compositor's test seat on Wayland
    /// (Tests/Wayland/test-seat.c); waits until GTK has dispatched it. `secondary`, the right
    /// button, once.
    public func click(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window, count: Int = 1, secondary: Bool = false) throws {
        let delivered = DeliveredInput(in: window)
        defer { delivered.remove() }
        let clicks = ["click", "--repeat", "\(count)", "--delay", "60", secondary ? "3" : "1"]
        let (x, y) = try middle(of: widget, in: window)
        try point(x: x, y: y, in: window, thenXdotool: clicks) { x, y, title in
            secondary ? "right-click \(x) \(y) \(title)" : "click \(x) \(y) \(count) \(title)"
        }
        if !delivered.wait(clicks: count) { XCTFail("GTK dispatched not every click of the \(count) sent: \(delivered.heard)") }
        try waitUntilDrawn()
    }

    /// A turn of the mouse wheel over the middle of `widget`, one notch: down (`step` 1) or up
    /// (-1), or across (right, left) when `across`, with Ctrl held when `control`; through
    /// xdotool's buttons 4 to 7 on an X display. The Wayland test seat has no wheel: there, a
    /// scroll across is two fingers on the touchpad, and any other throws.
    public func wheel(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window, step: Int, across: Bool = false, control: Bool = false) throws {
        if TestSeat.wayland != nil, !across || control { throw TestSeat.Refusal(description: "the test seat has no wheel") }
        let button = across ? (step > 0 ? 7 : 6) : (step > 0 ? 5 : 4)
        let turn = ["click", "\(button)"]
        let (x, y) = try middle(of: widget, in: window)
        try point(x: x, y: y, in: window, thenXdotool: control ? ["keydown", "ctrl"] + turn + ["keyup", "ctrl"] : turn) { x, y, title in
            "touchpad \(x) \(y) \(step * 100) 5 \(title)"
        }
        try waitUntilDrawn()
    }

    /// Moves the real pointer over the middle of `widget` and leaves it there, as a person
    /// about to read a tooltip.
    public func hover(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window) throws {
        let (x, y) = try middle(of: widget, in: window)
        try hover(x: x, y: y, in: window)
    }

    /// Moves the real pointer to (`x`, `y`) in `window`'s coordinates and leaves it there.
    public func hover(x: Double, y: Double, in window: Window) throws {
        try point(x: x, y: y, in: window, thenXdotool: []) { x, y, title in "move \(x) \(y) \(title)" }
        try waitUntilDrawn()
    }

    /// The four corners of `window`, `inset` points in, in its coordinates: places for the
    /// pointer that something smaller over the window leaves uncovered.
    func corners(of window: Window, inset: Double) -> [(x: Double, y: Double)] {
        let (width, height) = (Double(gtk_widget_get_width(window.widget)), Double(gtk_widget_get_height(window.widget)))
        return [(inset, inset), (width - inset, inset), (inset, height - inset), (width - inset, height - inset)]
    }

    /// The middle of `widget` in `window`'s coordinates, once no page around it slides: a page
    /// sliding in is not where it will be, and the pointer would miss it.
    private func middle(of widget: UnsafeMutablePointer<GtkWidget>, in window: Window) throws -> (Double, Double) {
        try waitUntil("no page around the widget is sliding") { !isSliding(widget) }
        var x = 0.0
        var y = 0.0
        gtk_widget_translate_coordinates(
            widget, window.widget, Double(gtk_widget_get_width(widget)) / 2,
            Double(gtk_widget_get_height(widget)) / 2, &x, &y)
        return (x, y)
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s coordinates and does there what xdotool's
    /// `thenXdotool` says, or on Wayland asks the test seat for `seatRequest` (given that point
    /// in the surface and the window's title), which moves the pointer itself.
    private func point(
        x: Double, y: Double, in window: Window, thenXdotool: [String], seatRequest: (Int, Int, String) -> String
    ) throws {
        let title = "pointer-target-\(UUID().uuidString)"
        let previous = window.title
        window.title = title
        defer { window.title = previous }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.pointer), &surfaceX, &surfaceY)
        if let seat = TestSeat.wayland {
            try waitUntil("the compositor knows the window's title") { (try? seat.ask("query \(title)")) != nil }
            try seat.ask(seatRequest(Int(surfaceX + x), Int(surfaceY + y), title))
        } else {
            try waitUntil("the window has its title") { (try? xdotool(["search", "--name", title])) != nil }
            let geometry = try xdotool(["search", "--name", title, "getwindowgeometry", "--shell"])
            func value(_ key: String) -> Double { Double(geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }!.dropFirst(key.count + 1))! }
            _ = try xdotool(["mousemove", "\(Int(value("X") + surfaceX + x))", "\(Int(value("Y") + surfaceY + y))"] + thenXdotool)
        }
    }

    /// Whether a stack holding `widget` is in a transition (a page sliding in or fading).
    private func isSliding(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        sequence(first: widget, next: gtk_widget_get_parent).contains { ancestor in
            isInstance(ancestor, of: gtk_stack_get_type())
                && gtk_stack_get_transition_running(OpaquePointer(ancestor)) != 0
        }
    }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitUntil("xdotool has ended") { !process.isRunning } // the app takes each event as it comes, as it would from a person
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
