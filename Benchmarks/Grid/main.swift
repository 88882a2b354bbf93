// Grid benchmark: how smoothly a 5,000-photo grid scrolls, and the memory it takes. The real
// window shows one photographer's 5,000 distinct photos (320×240 JPEGs from files, 20 a day)
// as a grid; a frame callback scrolls it a page every 6 frames, 100 pages a run, and records
// the wall-clock interval between frames. Baseline in the same run: the same photos as the
// list of titles, scrolled the same way, runs interleaved. Goals (#34): the grid's 95th
// percentile interval at most 17.5 ms (one 60 Hz frame and its jitter), and resident memory
// after the whole grid is scrolled at most the idle figure + 64 MB. Run it under Xvfb:
//
//   xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release grid-benchmark [photos] [runs]
import BenchmarkSupport
import Browsing
import CGtk
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import WindowBenchmarkSupport

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 5_000
let runs = arguments.dropFirst().first ?? 3
let pagesPerRun = 100.0
let framesPerPage = 6.0

/// A scroll driven from the list's frame clock: `distance` pixels at `step` a frame, or to the
/// end; the wall-clock interval between frames, in ms.
final class FrameScroll {
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    var remaining: Double
    let step: Double
    var last = 0
    var intervals: [Double] = []
    var finished = false

    init(adjustment: UnsafeMutablePointer<GtkAdjustment>, pages: Double) {
        self.adjustment = adjustment
        let page = gtk_adjustment_get_page_size(adjustment)
        (remaining, step) = (pages * page, page / framesPerPage)
    }

    /// One frame: false once the scroll is over.
    func tick() -> Bool {
        let now = g_get_monotonic_time()
        if last != 0 { intervals.append(Double(now - last) / 1000) }
        last = now
        let value = gtk_adjustment_get_value(adjustment)
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        guard remaining > 0, value < end else {
            finished = true
            return false
        }
        gtk_adjustment_set_value(adjustment, min(end, value + step))
        remaining -= step
        return true
    }
}

@MainActor
func scroll(_ list: ListView, pages: Double) throws -> [Double] {
    guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list.widget)) else { throw BenchmarkWindowError("the list does not scroll") }
    let scroll = FrameScroll(adjustment: adjustment, pages: pages)
    gtk_widget_add_tick_callback(
        list.widget,
        { _, _, data in
            gboolean(Unmanaged<FrameScroll>.fromOpaque(data!).takeUnretainedValue().tick())
        }, Unmanaged.passUnretained(scroll).toOpaque(), nil)
    guard MainLoop.iterate(until: { scroll.finished }, timeout: 600) else { throw BenchmarkWindowError("the scroll did not end") }
    return scroll.intervals
}

@MainActor
func main(folder: URL) throws {
    let feed = try BenchmarkFeed.write(count, width: 320, height: 240, perDay: 20, in: folder)
    let controller = BenchmarkWindow.open(feed: feed, in: folder.appendingPathComponent("window"))
    controller.reload()
    guard MainLoop.iterate(until: { controller.photographers.photographers.first?.photos.count == count && !controller.isLoading }, timeout: 120)
    else {
        throw BenchmarkWindowError("the feed was not listed")
    }
    controller.open(AppLink.photographer(name: "Walker"))
    var photos: PhotosViewController? { controller.navigation.topViewController as? PhotosViewController }
    guard MainLoop.iterate(until: { (photos?.list.count ?? 0) > 0 }, timeout: 30), let list = photos?.list else {
        throw BenchmarkWindowError("the photographer's grid was not shown")
    }
    /// Waits until the list has all its rows (they are added a few a turn): its count the same
    /// half a second on.
    func settle() {
        var before = -1
        let deadline = Date().addingTimeInterval(120)
        while list.count != before, Date() < deadline {
            before = list.count
            MainLoop.drain(settle: 500)
        }
    }
    settle()
    let idle = residentMegabytes()
    var offsets: [Bool: Double] = [true: 0, false: 0]
    var intervals: [Bool: [Double]] = [true: [], false: []]
    var grid = true
    func switchView() {
        offsets[grid] = list.scrollOffset.value
        _ = gtk_widget_activate_action_variant(controller.window.widget, "win.view-as-grid", nil)
        grid.toggle()
        settle()
        list.scrollOffset.restore(offsets[grid]!)
        MainLoop.drain(settle: 300)
    }
    for run in 1...runs {
        for _ in 0..<2 {
            FileHandle.standardError.write(Data("run \(run): scrolling the \(grid ? "grid" : "list")\n".utf8))
            intervals[grid]! += try scroll(list, pages: pagesPerRun)
            switchView()
        }
    }
    _ = try scroll(list, pages: .infinity) // the rest of the grid
    MainLoop.drain(settle: 1000)
    let scrolled = residentMegabytes()

    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "GTK's default"
    print(
        "Scrolling \(count) photos, 20 a day, by \(Int(pagesPerRun)) pages a run at a page every \(Int(framesPerPage)) frames,"
            + " \(runs) runs each, interleaved (release build, renderer: \(renderer))")
    print("  wall-clock interval between frames       p50       p95       max  frames")
    for (name, isGrid) in [("grid of thumbnails", true), ("list of titles (baseline)", false)] {
        let values = intervals[isGrid]!
        print(
            "  " + name.padding(toLength: 36, withPad: " ", startingAt: 0)
                + String(format: "%6.1f ms %6.1f ms %6.1f ms %6d", percentile(values, 0.5), percentile(values, 0.95), values.max() ?? .nan, values.count))
    }
    print(
        String(
            format: "  grid / list at p95: %.2fx (goal: the grid's p95 at most 17.5 ms)",
            percentile(intervals[true]!, 0.95) / percentile(intervals[false]!, 0.95)))
    print(
        String(
            format: "  resident memory: idle, the grid shown %.1f MB; after the whole grid scrolled %.1f MB (%+.1f MB; goal: at most +64 MB)",
            idle, scrolled, scrolled - idle))
    BenchmarkWindow.close(controller)
}

BenchmarkWindow.main(id: "GridBenchmark", name: "grid-benchmark", main)
