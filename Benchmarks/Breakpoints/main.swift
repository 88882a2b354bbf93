// Breakpoint benchmark: what a triple-column split view costs the main thread each time the
// window crosses a breakpoint (one stack ↔ two columns at 600/640 px, two ↔ three columns at
// 1060/1100 px, one stack ↔ three columns), and whether memory grows with crossings. Each step
// is a real window resize: the crossing happens where it does in the app, when GTK allocates
// the new width. Baselines in the same run: resizes of the same size that cross nothing
// (1000 ↔ 960 px in two columns, 1400 ↔ 1340 px in three).
//
//   swift build -c release && xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release breakpoint-benchmark
import AdaptiveGtk
import BenchmarkSupport
import CGtk
import CMalloc
import Driving
import Foundation
import GtkKit

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("breakpoint-benchmark: no display; run it under xvfb-run (see docs/benchmarks.md)\n".utf8))
    exit(1)
}
MainLoop.installDispatchBridge()

/// A list of `count` rows, like a photos list.
final class ListScreen: ViewController {
    let rows = ListAdapter<Int>(list: ListView(accessibleLabel: "Rows")) { _ in .text { "Row \($0)" } }
    let count: Int
    init(title: String, count: Int) {
        self.count = count
        super.init(title: title)
    }
    override func loadView() -> Widget {
        rows.apply(Array(0..<count))
        return ScrolledWindow(rows.list)
    }
}

let navigation = NavigationController(root: ListScreen(title: "Photographers", count: 12))
let split = SplitViewController(
    primary: navigation, supplementaryPlaceholder: ListScreen(title: "Nothing chosen", count: 0),
    secondary: ListScreen(title: "Detail", count: 1))
let window = Window()
window.setChild(split.view)
window.defaultSize = (1000, 700)
_ = WindowScene(window: window, root: split)
window.present()
MainLoop.iterate(until: { split.traitHost.size != nil })
split.showSupplementary(ListScreen(title: "Photos", count: 60), animated: false)
MainLoop.drain(settle: 200)
/// The window's decorations around the content, in width.
let frame = 1000 - split.view.width

func residentKilobytes() -> Int {
    let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// CPU time of the calling (main) thread: RUSAGE_THREAD, Linux's 1.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(1, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// Split-view arrangement changes seen, to check that crossings really change the columns.
var layoutChanges = 0
var lastArrangement = split.arrangement
let arrangementObservation = split.observe {
    if split.arrangement != lastArrangement { layoutChanges += 1 }
    lastArrangement = split.arrangement
}

/// Resizes the window to each of `widths` in turn, waiting each time until the content has
/// the new width and the main loop has nothing pending (layout and paint under Xvfb
/// included). Returns the main thread's CPU seconds and the wall seconds per step, and how
/// many steps changed the split view's layout.
typealias Steps = (perStep: Double, wallPerStep: Double, layoutChanges: Int)

@MainActor
func run(_ widths: [Int]) -> Steps {
    window.defaultSize = (widths[widths.count > 1 ? 1 : 0] + frame, 700) // start from the other end, unmeasured
    MainLoop.iterate(until: { split.view.width == widths[widths.count > 1 ? 1 : 0] && g_main_context_pending(nil) == 0 })
    let changesBefore = layoutChanges
    let start = cpuSeconds()
    let wall = seconds {
        for width in widths {
            window.defaultSize = (width + frame, 700)
            MainLoop.iterate(until: { split.view.width == width && g_main_context_pending(nil) == 0 })
        }
    }
    return ((cpuSeconds() - start) / Double(widths.count), wall / Double(widths.count), layoutChanges - changesBefore)
}

func microseconds(_ seconds: Double) -> String { String(format: "%8.1f µs", seconds * 1e6) }

/// 200 resizes alternating between `a` and `b` px.
func alternating(_ a: Int, _ b: Int, steps: Int = 200) -> [Int] { (0..<steps).map { $0 % 2 == 0 ? a : b } }

_ = run(alternating(480, 1400, steps: 20)) // warm up
let twoColumns = run(alternating(960, 1000))
let threeColumns = run(alternating(1340, 1400))
let series: [(name: String, result: Steps, baseline: Steps)] = [
    ("one stack ↔ two columns (480 ↔ 1000 px)", run(alternating(480, 1000)), twoColumns),
    ("two ↔ three columns (1000 ↔ 1400 px)", run(alternating(1000, 1400)), threeColumns),
    ("one stack ↔ three columns (480 ↔ 1400 px)", run(alternating(480, 1400)), threeColumns)
]
print("Breakpoint crossings of a triple-column split view, release build, 200 steps each")
print("  baseline two columns (960 ↔ 1000 px): main-thread CPU \(microseconds(twoColumns.perStep)), wall \(microseconds(twoColumns.wallPerStep)) per step")
print(
    "  baseline three columns (1340 ↔ 1400 px): main-thread CPU \(microseconds(threeColumns.perStep)), wall \(microseconds(threeColumns.wallPerStep)) per step")
for (name, result, baseline) in series {
    print(
        "  \(name): main-thread CPU \(microseconds(result.perStep)), wall \(microseconds(result.wallPerStep)) per step, "
            + String(format: "%.2fx its baseline; ", result.perStep / baseline.perStep)
            + "arrangement changed \(result.layoutChanges) of 200 steps (baseline \(baseline.layoutChanges))")
}
/// The bytes malloc has handed out and not had back: unlike RSS, not moved by what the
/// allocator keeps for reuse.
func heapInUse() -> Int { Int(mallinfo2().uordblks) }

/// Resident memory and the heap in use before and after 1,000 more steps of each series:
/// heap growth that comes back on every run is memory kept per crossing.
for (name, a, b) in [
    ("no crossing (1340 ↔ 1400 px)", 1340, 1400), ("one stack ↔ two columns", 480, 1000),
    ("two ↔ three columns", 1000, 1400), ("one stack ↔ three columns", 480, 1400)
] {
    var rss = [residentKilobytes()]
    var heap = [heapInUse() / 1024]
    for _ in 0..<2 {
        _ = run(alternating(a, b, steps: 1000))
        rss.append(residentKilobytes())
        heap.append(heapInUse() / 1024)
    }
    print(
        "  over 2 × 1,000 steps, \(name): RSS " + rss.map { "\($0)" }.joined(separator: " → ")
            + " KiB, heap in use " + heap.map { "\($0)" }.joined(separator: " → ") + " KiB")
}
window.destroy()
