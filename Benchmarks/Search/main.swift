// Search benchmark: a keystroke in the search field of a window listing 5,000 photos (a store's
// capacity) or 50,000, every photo in one list (the all-photos layout) → the list repainted
// whole, seen from outside the app's code: the key sent through XTest as xdotool sends it (on a
// connection of its own, without a process started for each key), each frame that drew the
// list's rows otherwise seen in the screen's pixels once X Damage says they were drawn, the last
// before the screen rests counting, on another thread than GTK's. Interleaved with it, two
// floors: the same keys typed into a bare GtkSearchEntry in a window beside it → the entry
// repainted, and into GTK's own filtered list of the same titles (a GtkFilterListModel under a
// GtkListView, in a window as large as the app's) → its list repainted. Each round types a digit
// into the empty field (the list filtered to the photos holding it), then BackSpace (the whole
// list back), four times. Goal (#37): within 16 ms of the key press.
//
//   xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release search-benchmark [runs [photos…]]
import BenchmarkSupport
import CGtk
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import ScreenBenchmarkSupport
import WindowBenchmarkSupport

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
/// Each key changes the rows on screen: the photo listed first (“Lake 00001”, by photographer 1)
/// holds none of these digits, so each digit typed into the empty field filters it out, and
/// BackSpace brings the whole list back.
let typed = ["2", "BackSpace", "3", "BackSpace", "4", "BackSpace", "5", "BackSpace"]

/// A Flickr response with `count` photos titled “Lake 00001” on, by `count / 25` photographers.
/// (The photo 1 of `count / 25` is by photographer 1.)
func searchFeed(count: Int) -> Data {
    let photos = (1...count).map { index -> [String: Any] in
        let photographer = index % (count / 25)
        return [
            "id": "\(70_000_000 + index)", "owner": "\(photographer)@N01", "ownername": "Photographer \(photographer)",
            "title": String(format: "Lake %05d", index), "description": ["_content": ""],
            "url_l": "http://127.0.0.1:9/\(index)_l.jpg", "width_l": "1024", "height_l": 768
        ]
    }
    let page: [String: Any] = ["page": 1, "pages": 1, "perpage": count, "total": count, "photo": photos]
    return try! JSONSerialization.data(withJSONObject: ["photos": page, "stat": "ok"])
}

/// A window's X id and where on the screen its `area` (in the window's coordinates) lies.
struct Target: Sendable {
    let window: UInt
    let area: DamageWatcher.Area
}

/// Keys typed into a target from outside the program, each timed to the last frame that draws
/// the target's area otherwise before it rests.
enum Keystroke {
    /// Gives `target` the focus and types `key` into it; the seconds to its last frame.
    static func time(_ key: String, into target: Target) throws -> Double {
        let damage = try DamageWatcher()
        let keyboard = try XKeyboard()
        try xdotool(["windowfocus", "--sync", String(target.window)])
        let origin = damage.origin(of: target.window)
        let area = DamageWatcher.Area(
            x: origin.x + target.area.x, y: origin.y + target.area.y,
            width: target.area.width, height: target.area.height)
        damage.settle(over: area, quiet: quiet)
        var shown = damage.digest(of: area)
        var drawn: Double?
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        try keyboard.press(key)
        // Every frame that draws the area otherwise, until none has for a quiet spell: the last
        // is the key's result whole (a long list's new rows come over several frames).
        while drawn.map({ elapsed() - $0 < quiet }) ?? (elapsed() < 60) {
            guard damage.changes(timeout: quiet).contains(where: area.intersects) else { continue }
            let now = damage.digest(of: area)
            if now != shown { (shown, drawn) = (now, elapsed()) }
            guard elapsed() < 120 else { throw BenchmarkError("“\(key)” was still drawing \(area) after 2 min") }
        }
        guard let drawn else { throw BenchmarkError("“\(key)” changed nothing in \(area)") }
        return drawn
    }

    /// How long nothing may change on screen for a key's result to count as whole: longer than
    /// a frame, shorter than a person's pause between keys.
    private static let quiet = 0.2
}

/// Where `widget` is in its window's X surface (GTK's client-side shadow lies around the window).
@MainActor
func area(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) throws -> DamageWatcher.Area {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { throw BenchmarkError("the widget is not laid out") }
    var x = 0.0
    var y = 0.0
    gtk_native_get_surface_transform(OpaquePointer(window), &x, &y)
    return .init(
        x: Int(bounds.origin.x + Float(x)), y: Int(bounds.origin.y + Float(y)),
        width: Int(bounds.size.width), height: Int(bounds.size.height))
}

/// Where `list`'s rows are in `window`: the list without the strip at its right where GTK's
/// overlay scrollbar shows and fades.
@MainActor
func rows(of list: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) throws -> Target {
    var rows = try area(of: list, in: window)
    rows.width -= 16
    return Target(window: xid(of: window), area: rows)
}

/// What typing keys measured: the seconds each took to show, and the longest the main thread
/// was held up meanwhile.
struct Typing {
    var seconds: [Double] = []
    var stall = 0.0

    static func += (typing: inout Typing, more: Typing) {
        typing.seconds += more.seconds
        typing.stall = max(typing.stall, more.stall)
    }
}

/// Types `keys` into `target` while the main loop runs, one at a time, `before` each (on the
/// main thread, outside what is measured).
@MainActor
func time(_ keys: [String], into target: Target, before: () -> Void = {}) throws -> Typing {
    var typing = Typing()
    for key in keys {
        before()
        let probe = LatenessProbe()
        let timer = BackgroundMeasurement { try Keystroke.time(key, into: target) }
        guard MainLoop.iterate(until: { timer.outcome != nil }, timeout: 180) else { throw BenchmarkError("“\(key)” was not timed within 3 min") }
        probe.stop()
        typing += Typing(seconds: [try timer.outcome!.get()], stall: probe.longest)
    }
    return typing
}

/// A window listing `count` photos in one list (the all-photos layout), its search open; the
/// window and where its list is.
@MainActor
func searchableWindow(listing count: Int, in folder: URL) throws -> (controller: MainWindowController, target: Target) {
    let feed = folder.appendingPathComponent("feed-\(count).json")
    try searchFeed(count: count).write(to: feed)
    let controller = BenchmarkWindow.open(feed: feed, in: folder.appendingPathComponent("store-\(count)"), capacity: count, masterLayout: .allPhotos)
    try BenchmarkWindow.list(controller, count: count)
    controller.perform(.find)
    MainLoop.drain(settle: 300)
    guard let list = controller.navigation.topViewController?.view else { throw BenchmarkWindowError("no list on top") }
    return (controller, try rows(of: list.widget, in: controller.window.widget))
}

@MainActor
func main(folder: URL) throws {
    // The caret's blinking repaints the fields: off, so only what the keys do is seen.
    pm_object_set_bool(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-cursor-blink", gboolean(false))
    let entryWindow = try floorWindow()
    MainLoop.drain(settle: 300)
    let floor = Target(window: xid(of: entryWindow.window), area: try area(of: entryWindow.entry, in: entryWindow.window))
    print(
        "A search keystroke → its repaint, seen in the screen's pixels (release build, \(runs) interleaved rounds of \(typed.count) keys, "
            + "after one to warm up; medians)")
    // The app's capacity (the photos a store keeps), and ten times that, unless others are asked.
    let asked = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    for count in asked.isEmpty ? [PhotoStore.defaultCapacity, 50_000] : asked {
        let (controller, target) = try searchableWindow(listing: count, in: folder)
        guard let list = (controller.navigation.topViewController as? PhotoListViewController)?.list else {
            throw BenchmarkWindowError("no list of photos on top")
        }
        defer { BenchmarkWindow.close(controller) }
        let gtkList = try filteredListWindow(
            titles: (1...count).map { String(format: "Lake %05d", $0) }, listSize: (target.area.width + 16, target.area.height),
            size: controller.window.defaultSize)
        defer { gtk_window_destroy(UnsafeMutableRawPointer(gtkList.window).assumingMemoryBound(to: GtkWindow.self)) }
        MainLoop.drain(settle: 300)
        let gtkTarget = try rows(of: gtkList.list, in: gtkList.window)
        let gtkScrolled = gtk_widget_get_parent(gtkList.list)!
        var app = Typing()
        var bare = Typing()
        var gtk = Typing()
        for round in 0...runs {
            // The list shown from its top for each key, as a search begins (GTK keeps the row at
            // the top of the view in place as rows come and go above it).
            let figures = (
                try time(typed, into: target) {
                    list.scrollTo(0)
                    MainLoop.drain(settle: 50)
                }, try time(typed, into: floor),
                try time(typed, into: gtkTarget) {
                    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(gtkScrolled)), 0)
                    MainLoop.drain(settle: 50)
                }
            )
            guard round > 0 else { continue }
            app += figures.0
            bare += figures.1
            gtk += figures.2
        }
        let appMedian = median(app.seconds)
        let floorMedian = median(bare.seconds)
        let gtkMedian = median(gtk.seconds)
        print("    each key (ms): " + app.seconds.map { String(format: "%.0f", $0 * 1000) }.joined(separator: ", "))
        print(
            String(
                format: "  %6d photos listed, key → the filtered list repainted: %6.1f ms (max %6.1f); "
                    + "a bare GtkSearchEntry, key → repainted: %4.1f ms; ratio %5.1fx; goal, within 16 ms: %@",
                count, appMedian * 1000, app.seconds.max()! * 1000, floorMedian * 1000, appMedian / floorMedian,
                appMedian <= 0.016 ? "met" : "not met"))
        print(
            String(
                format: "    GTK's own filtered list (GtkFilterListModel, one label a row), key → repainted: %6.1f ms (max %6.1f); "
                    + "the app ÷ it: %4.2fx; its longest stall: %5.1f ms",
                gtkMedian * 1000, gtk.seconds.max()! * 1000, appMedian / gtkMedian, gtk.stall * 1000))
        print(
            String(
                format: "    longest main-thread stall while typing: %5.1f ms (the bare entry's: %4.1f ms); goal, none over 16 ms: %@",
                app.stall * 1000, bare.stall * 1000, app.stall <= 0.016 ? "met" : "not met"))
    }
}

BenchmarkWindow.main(id: "SearchBenchmark", name: "search-benchmark", main)
