import CGtk
import Driving
import Foundation
import GtkKit
import XCTest

extension GtkTestCase {
    /// Gives `window` the keyboard focus as a person would: on X (no window manager runs) as a
    /// window manager does when it is clicked, through xdotool; on Wayland the pointer clicks a
    /// corner of it the other window (smaller) leaves uncovered, which the compositor answers by
    /// activating it.
    public func focus(_ window: Window, over other: Window) throws {
        let (title, otherTitle) = ("focus-target-\(UUID().uuidString)", "focus-other-\(UUID().uuidString)")
        (window.title, other.title) = (title, otherTitle)
        defer { (window.title, other.title) = ("Photomania", "Photomania") }
        guard let seat = TestSeat.wayland else {
            let xdotool = Process()
            xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            xdotool.arguments = ["search", "--sync", "--name", title, "windowfocus", "--sync"]
            try xdotool.run()
            try waitUntil("xdotool has ended") { !xdotool.isRunning }
            XCTAssertEqual(xdotool.terminationStatus, 0, "xdotool focused the window")
            return
        }
        func rect(_ title: String) -> [Int]? { (try? seat.ask("query \(title)")).map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } } }
        try waitUntil("the compositor knows both windows") { rect(title) != nil && rect(otherTitle) != nil }
        let (target, covering) = (rect(title)!, rect(otherTitle)!)
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.pointer), &surfaceX, &surfaceY)
        let surfaceCorners = corners(of: window, inset: 40).map { (Int(surfaceX + $0.x), Int(surfaceY + $0.y)) }
        let uncovered = try XCTUnwrap(
            surfaceCorners.first { x, y in
                let (globalX, globalY) = (target[0] + x, target[1] + y)
                return !(covering[0]..<covering[0] + covering[2]).contains(globalX) || !(covering[1]..<covering[1] + covering[3]).contains(globalY)
            }, "the smaller window cannot cover all four corners")
        try seat.ask("click \(uncovered.0) \(uncovered.1) 1 \(title)")
    }
}
