import CX11
import Foundation

/// Resizes X windows from outside their programs, as a window manager does, and times each
/// repaint: the request sent on a connection of its own, the window's first frame at its new
/// size seen through X Damage and the screen's pixels.
public final class WindowResizer {
    private let damage: DamageWatcher

    public init() throws { damage = try DamageWatcher() }

    /// Moves `window`'s top left to (`x`, `y`) on the screen.
    public func move(_ window: UInt, x: Int, y: Int) {
        XMoveWindow(damage.display, Window(window), Int32(x), Int32(y))
        XSync(damage.display, 0)
    }

    /// Waits until nothing over `window` has been drawn for `quiet` seconds; the frames drawn
    /// meanwhile (`DamageWatcher.settle`).
    @discardableResult
    public func settle(_ window: UInt, quiet: Double) -> Int { damage.settle(over: area(of: window), quiet: quiet) }

    /// Resizes `window` to `width` × `height` pixels and waits for its first frame at that
    /// size; the seconds from the request to that frame. (The X server reports a resized
    /// window's area damaged at once, and keeps what was on screen there: the frame is the
    /// first change of the area's pixels after the resize.)
    public func resize(_ window: UInt, width: Int, height: Int, timeout: Double = 5) throws -> Double {
        var area = area(of: window)
        (area.width, area.height) = (width, height)
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        // No background for the X server to fill the window with as it resizes it, as under a
        // compositing window manager: what changes after the request is the program's drawing.
        XSetWindowBackgroundPixmap(damage.display, Window(window), Pixmap(0))
        XResizeWindow(damage.display, Window(window), UInt32(width), UInt32(height))
        XSync(damage.display, 0)
        let resized = damage.digest(of: area)
        while elapsed() < timeout {
            if damage.changes(timeout: timeout - elapsed()).contains(where: area.intersects), damage.digest(of: area) != resized {
                return elapsed()
            }
        }
        throw BenchmarkError("the window \(window) was not drawn at \(width) × \(height) px within \(timeout) s")
    }

    /// Where `window` is on the screen and its size.
    public func area(of window: UInt) -> DamageWatcher.Area {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(damage.display, Window(window), &attributes)
        let origin = damage.origin(of: window)
        return .init(x: origin.x, y: origin.y, width: Int(attributes.width), height: Int(attributes.height))
    }
}
