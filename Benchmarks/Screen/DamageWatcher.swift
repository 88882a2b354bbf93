import CX11
import Foundation

/// Where the X screen changed, as the X server's Damage extension reports it: what a program
/// drew, seen from outside it. Each wait takes the changes reported since the last one.
public final class DamageWatcher {
    /// A rectangle of the screen, in pixels from its top left.
    public struct Area: Sendable {
        public var x, y, width, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }

        /// Whether it and `other` share a pixel.
        public func intersects(_ other: Area) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    let display: OpaquePointer
    let root: Window
    /// A second connection, for reading pixels: Xlib can lose its count of requests when a large
    /// reply is read on the connection that is receiving Damage's events.
    private let pixels: OpaquePointer
    private let damage: Damage
    private let parts: XserverRegion
    private let damageEvent: Int32

    public init() throws {
        guard let display = XOpenDisplay(nil), let pixels = XOpenDisplay(nil) else { throw BenchmarkError("cannot open the X display") }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var fixesBase: Int32 = 0
        guard XDamageQueryExtension(display, &eventBase, &errorBase) != 0,
            XFixesQueryExtension(display, &fixesBase, &errorBase) != 0
        else {
            throw BenchmarkError("the X server has no Damage or XFixes extension")
        }
        self.display = display
        self.pixels = pixels
        damageEvent = eventBase + XDamageNotify
        root = XDefaultRootWindow(display)
        damage = XDamageCreate(display, root, XDamageReportNonEmpty)
        parts = XFixesCreateRegion(display, nil, 0)
    }

    deinit {
        XFixesDestroyRegion(display, parts)
        XDamageDestroy(display, damage)
        XCloseDisplay(display)
        XCloseDisplay(pixels)
    }

    /// Waits up to `timeout` seconds for the screen to change; the rectangles that changed
    /// since the last call (none when nothing did).
    public func changes(timeout: Double) -> [Area] {
        if XPending(display) == 0 {
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(timeout * 1000))
        }
        var damaged = false
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            damaged = damaged || event.type == damageEvent
        }
        guard damaged else { return [] }
        XDamageSubtract(display, damage, 0, parts)
        var count: Int32 = 0
        var bounds = XRectangle()
        guard let rectangles = XFixesFetchRegionAndBounds(display, parts, &count, &bounds) else { return [] }
        defer { XFree(rectangles) }
        return (0..<Int(count)).map { index in
            let rectangle = rectangles[index]
            return Area(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
        }
    }

    /// A digest of the pixels of `area` as the screen shows them now: it differs once anything
    /// there is drawn differently. (GTK on X11 reports its whole window drawn at every frame, so
    /// which part changed is told by its pixels, not by the damaged rectangles.)
    public func digest(of area: Area) -> Int {
        withPixels(of: area) { bytes, _ in Self.fnv1a(bytes) } ?? 0
    }

    /// Calls `body` with the pixels of `area` as the screen shows them now (32-bit BGRX rows,
    /// `bytesPerLine` apart), read on a connection of their own; nil when they cannot be read.
    func withPixels<T>(of area: Area, _ body: (_ bytes: UnsafeRawBufferPointer, _ bytesPerLine: Int) -> T) -> T? {
        guard
            let image = XGetImage(pixels, XDefaultRootWindow(pixels), Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height), UInt.max, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let bytesPerLine = Int(image.pointee.bytes_per_line)
        return body(UnsafeRawBufferPointer(start: image.pointee.data, count: bytesPerLine * area.height), bytesPerLine)
    }

    /// FNV-1a over the bytes eight at a time: a few tenths of a millisecond for a window's
    /// 2 MB, where `Hasher` took some 3 ms of a core the measured process and the X server
    /// share (the pixels are compared for a change, not guarded against an adversary).
    static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for index in 0..<words { hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01b3 }
        for offset in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// Waits until nothing over `area` has been drawn for `quiet` seconds; how many times its
    /// pixels changed meanwhile (the frames of an animation, or of work finishing late).
    @discardableResult
    public func settle(over area: Area, quiet: Double) -> Int {
        var shown = digest(of: area)
        var frames = 0
        while changes(timeout: quiet).contains(where: area.intersects) {
            let now = digest(of: area)
            if now != shown { (shown, frames) = (now, frames + 1) }
        }
        return frames
    }

    /// Where the X window `window`'s top left is on the screen.
    public func origin(of window: UInt) -> (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, Window(window), root, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }
}
