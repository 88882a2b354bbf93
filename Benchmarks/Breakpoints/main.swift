// Breakpoint benchmark: what a split view costs the main thread each time the window crosses
// the compact/regular breakpoint, and whether memory grows with crossings. Each step is a real
// window resize: the crossing happens where it does in the app, when GTK allocates the new
// width. Baseline in the same run: the same resizes without crossing (1000 ↔ 960 px).
//
//   swift build -c release && xvfb-run -a dbus-run-session -- swift run -c release breakpoint-benchmark
import BenchmarkSupport
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("breakpoint-benchmark: no display; run it under xvfb-run (see README)\n".utf8))
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
navigation.push(ListScreen(title: "Photos", count: 60), animated: false)
let split = SplitViewController(primary: navigation, secondary: ListScreen(title: "Detail", count: 1))
let window = Window()
window.setChild(split.view)
window.defaultSize = (1000, 700)
split.hostAppearance(in: window)
window.present()
MainLoop.iterate(until: { split.traitHost.size != nil })
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

/// Split-view layout changes seen, to check that crossings really collapse and expand.
var layoutChanges = 0
var lastLayout = split.layout
split.observe {
    if split.layout != lastLayout { layoutChanges += 1 }
    lastLayout = split.layout
}

/// Resizes the window to each of `widths` in turn, waiting each time until the content has
/// the new width and the main loop has nothing pending (layout and paint under Xvfb
/// included). Returns the main thread's CPU seconds and the wall seconds per step, and how
/// many steps changed the split view's layout.
@MainActor
func run(_ widths: [Int]) -> (perStep: Double, wallPerStep: Double, layoutChanges: Int) {
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

let crossings = (0..<200).map { $0 % 2 == 0 ? 480 : 1000 }
let stays = (0..<200).map { $0 % 2 == 0 ? 960 : 1000 }
_ = run(Array(crossings.prefix(20)))          // warm up
let baseline = run(stays)
let crossing = run(crossings)
print("Breakpoint crossings, release build, 200 steps each")
print("  baseline: resize without crossing, main-thread CPU per step  \(microseconds(baseline.perStep))")
print("  crossing: collapse/expand, main-thread CPU per step          \(microseconds(crossing.perStep))")
print("  baseline: wall time per resize, to settled                  \(microseconds(baseline.wallPerStep))")
print("  crossing: wall time per resize, to settled                  \(microseconds(crossing.wallPerStep))")
print("  layout changes: baseline \(baseline.layoutChanges), crossing \(crossing.layoutChanges) of 200 steps")
print(String(format: "  ratio crossing / baseline                                  %8.2fx", crossing.perStep / baseline.perStep))
let rssBefore = residentKilobytes()
_ = run((0..<1000).map { $0 % 2 == 0 ? 480 : 1000 })
let rssAfter = residentKilobytes()
print("  RSS before 1,000 crossings \(rssBefore) KiB, after \(rssAfter) KiB (\(rssAfter - rssBefore >= 0 ? "+" : "")\(rssAfter - rssBefore) KiB)")
window.destroy()
