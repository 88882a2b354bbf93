import CX11
import Foundation

/// Watches the X screen from outside the programs being timed: X Damage reports which part of
/// the screen changed, and the watcher re-reads those rows and counts the pixels of the photo
/// there, so "the photo is on screen" is what the screen shows, not a mark inside a program.
///
/// A pixel counts when it has the photo's colour (`isPhotoColour`) and lies in a horizontal run
/// of such pixels at least `minimumRun` wide: the photo shown large, not its thumbnails.
public final class ScreenWatcher {
    private let damage: DamageWatcher
    private let width: Int32, height: Int32
    private let minimumRun: Int
    /// Whether a pixel has the photo's colour; set it, then `rescan()`, to watch for another.
    public var isPhotoColour: (_ red: Int, _ green: Int, _ blue: Int) -> Bool
    /// The photo's pixels in each row of the screen.
    private var rowCounts: [Int]

    /// The photo's pixels on screen now.
    public private(set) var count = 0

    public init(minimumRun: Int, isPhotoColour: @escaping (_ red: Int, _ green: Int, _ blue: Int) -> Bool) throws {
        damage = try DamageWatcher()
        self.minimumRun = minimumRun
        self.isPhotoColour = isPhotoColour
        let screen = XDefaultScreen(damage.display)
        width = XDisplayWidth(damage.display, screen)
        height = XDisplayHeight(damage.display, screen)
        rowCounts = Array(repeating: 0, count: Int(height))
        rescan()
    }

    /// Forgets the changes reported so far and counts the whole screen again.
    public func rescan() {
        _ = waitForChange(timeout: 0)
        read(rows: 0..<height)
    }

    /// Waits up to `timeout` seconds for the screen to change and brings `count` up to date;
    /// returns whether anything changed.
    public func waitForChange(timeout: Double) -> Bool {
        let changes = damage.changes(timeout: timeout)
        guard !changes.isEmpty else { return false }
        let top = max(0, Int32(changes.map(\.y).min()!))
        let bottom = min(height, Int32(changes.map { $0.y + $0.height }.max()!))
        if top < bottom { read(rows: top..<bottom) }
        return true
    }

    /// Reads `rows` of the screen, whole width, and recounts the photo's pixels in them.
    private func read(rows: Range<Int32>) {
        let area = DamageWatcher.Area(x: 0, y: Int(rows.lowerBound), width: Int(width), height: rows.count)
        damage.withPixels(of: area) { bytes, stride in
            for (offset, row) in rows.enumerated() {
                let total = photoPixels(inRow: UnsafeRawBufferPointer(rebasing: bytes[(offset * stride)...]))
                count += total - rowCounts[Int(row)]
                rowCounts[Int(row)] = total
            }
        }
    }

    /// The photo's pixels in a row starting at `pixels`: those in runs at least `minimumRun` long.
    private func photoPixels(inRow pixels: UnsafeRawBufferPointer) -> Int {
        var total = 0
        var run = 0
        for x in 0..<Int(width) {
            let pixel = x * 4 // 32-bit BGRX, as Xvfb's 24-bit depth stores it
            if isPhotoColour(Int(pixels[pixel + 2]), Int(pixels[pixel + 1]), Int(pixels[pixel])) {
                run += 1
            } else {
                if run >= minimumRun { total += run }
                run = 0
            }
        }
        return run >= minimumRun ? total + run : total
    }
}

/// A benchmark that cannot measure, with what is wrong.
public struct BenchmarkError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
