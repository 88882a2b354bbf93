// Resize benchmark: a window listing 50,000 photos, one of them shown, resized from outside
// the app as a window manager does (XResizeWindow on a connection of its own) → its first frame
// drawn whole at the new size, seen through X Damage. Resizes between 560 and 700 px cross the
// width breakpoint (compact below 600 px, regular from 640: the split view collapses into one
// stack and expands again); resizes between 700 and 840 px cross nothing. The floor: a bare GTK
// window showing the same photo (`Benchmarks/Floor/main.c`, its own process) resized between 560
// and 700 px. Rounds interleave the three. Besides the repaint: the CPU per resize of each
// process, and the longest the app's main thread was held up (a GLib timeout every 5 ms).
// Goals (#37): crossing median within 1.2× the floor's, no repaint over 33 ms, no stall over 16 ms.
//
//   xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release resize-benchmark [rounds [photos]]
import BenchmarkSupport
import CGtk
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import ScreenBenchmarkSupport
import WindowBenchmarkSupport

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 4
let photos = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 50_000
/// Resizes of each kind a round, half each way.
let perRound = 50
let height = 700

/// One kind of resize: which window, between which widths, and whose CPU it costs.
struct Series: Sendable {
    let name: String
    let window: UInt
    let widths: (Int, Int)
    let process: Int32
    let isApp: Bool
}

/// What one kind of resize measured over the rounds: each repaint's seconds, each batch's CPU
/// seconds per resize, the longest main-thread stall (the app's only) and the frames drawn
/// after each resize's first.
struct Figures {
    var repaints: [Double] = []
    var cpu: [Double] = []
    var stall = 0.0
    var laterFrames = 0
}

/// `perRound` resizes of `series`, alternating between its widths from the other end, each once
/// the window has rested: the seconds each took to repaint, the CPU per resize, and the frames
/// that changed the window after the first.
func resizes(_ series: Series) throws -> (repaints: [Double], cpu: Double, laterFrames: Int) {
    let resizer = try WindowResizer()
    let quiet = 0.15
    if resizer.area(of: series.window).width != series.widths.1 { _ = try resizer.resize(series.window, width: series.widths.1, height: height) }
    resizer.settle(series.window, quiet: quiet)
    // The process's CPU but this thread's, which reads the screen (the app's runs in this process).
    func cpu() throws -> Double { try cpuSeconds(of: series.process) - (series.isApp ? threadCPUSeconds() : 0) }
    let cpuBefore = try cpu()
    var repaints: [Double] = []
    var laterFrames = 0
    for step in 0..<perRound {
        repaints.append(try resizer.resize(series.window, width: step % 2 == 0 ? series.widths.0 : series.widths.1, height: height))
        laterFrames += resizer.settle(series.window, quiet: quiet)
    }
    // The quiet spells count too: what a window does after its first frame is part of a resize.
    return (repaints, (try cpu() - cpuBefore) / Double(perRound), laterFrames)
}

/// The floor program on `image`, its window moved beside the app's; the process and its window.
func floorWindow(showing image: URL) throws -> (process: Process, window: UInt) {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("floor-viewer")
    process.arguments = [image.path, "700", "\(height)"]
    try process.run()
    let ids = try xdotool(["search", "--sync", "--pid", String(process.processIdentifier), "--name", "^Floor$"]).split(separator: "\n")
    guard let window = ids.last.flatMap({ UInt($0) }) else { throw BenchmarkError("the floor's window was not found") }
    try WindowResizer().move(window, x: 900, y: 0)
    return (process, window)
}

/// The CPU seconds the calling thread has used.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func milliseconds(_ seconds: Double) -> String { String(format: "%5.1f ms", seconds * 1000) }

@MainActor
func main(folder: URL) throws {
    let image = folder.appendingPathComponent("photo.jpg")
    try writeSolidJPEG(0x3070_C0FF, width: 1024, height: 768, to: image)
    let feed = folder.appendingPathComponent("feed.json")
    try flickrResponse(count: photos, sharedImage: image.absoluteString).write(to: feed)
    let controller = BenchmarkWindow.open(feed: feed, in: folder.appendingPathComponent("store"), capacity: photos, masterLayout: .allPhotos)
    defer { BenchmarkWindow.close(controller) }
    try BenchmarkWindow.list(controller, count: photos)
    controller.open(photoID: "60000001")
    guard MainLoop.iterate(until: { controller.isShowingPhoto }, timeout: 30) else { throw BenchmarkWindowError("the photo was not shown") }
    MainLoop.drain(settle: 500)
    let floor = try floorWindow(showing: image)
    defer {
        floor.process.terminate()
        floor.process.waitUntilExit()
    }
    let app = xid(of: controller.window.widget)
    let series = [
        Series(name: "app, crossing (560 ↔ 700 px)", window: app, widths: (560, 700), process: getpid(), isApp: true),
        Series(name: "app, not crossing (700 ↔ 840 px)", window: app, widths: (840, 700), process: getpid(), isApp: true),
        Series(name: "floor (560 ↔ 700 px)", window: floor.window, widths: (560, 700), process: floor.process.processIdentifier, isApp: false)
    ]
    var figures = Array(repeating: Figures(), count: series.count)
    for round in 0...rounds {
        for (index, kind) in series.enumerated() {
            let probe = kind.isApp ? LatenessProbe() : nil
            let batch = BackgroundMeasurement { try resizes(kind) }
            guard MainLoop.iterate(until: { batch.outcome != nil }, timeout: 600) else { throw BenchmarkError("\(kind.name): not done in 10 min") }
            probe?.stop()
            let (repaints, cpu, laterFrames) = try batch.outcome!.get()
            guard round > 0 else { continue } // a round to warm up
            figures[index].repaints += repaints
            figures[index].cpu.append(cpu)
            figures[index].laterFrames += laterFrames
            figures[index].stall = max(figures[index].stall, probe?.longest ?? 0)
        }
    }
    print(
        "Window resizes → the first frame at the new size, seen through X Damage (release build, renderer "
            + "\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "GTK's default"), \(photos) photos listed, "
            + "\(rounds) interleaved rounds of \(perRound) resizes each after one to warm up)")
    for (kind, figure) in zip(series, figures) {
        let stall = kind.isApp ? "; longest main-thread stall \(milliseconds(figure.stall))" : ""
        print(
            "  \(kind.name): repaint median \(milliseconds(median(figure.repaints))), max \(milliseconds(figure.repaints.max()!)); "
                + "CPU per resize \(milliseconds(median(figure.cpu))); "
                + String(format: "frames after the first %.1f a resize", Double(figure.laterFrames) / Double(figure.cpu.count * perRound))
                + stall)
    }
    let crossing = figures[0]
    let ratio = median(crossing.repaints) / median(figures[2].repaints)
    func verdict(_ met: Bool) -> String { met ? "met" : "not met" }
    print(
        String(format: "  crossing ÷ floor, median repaint: %.2fx (goal ≤ 1.2x: %@); ", ratio, verdict(ratio <= 1.2))
            + "no repaint over 33 ms: \(verdict(crossing.repaints.max()! <= 0.033)); "
            + "no stall over 16 ms: \(verdict(max(crossing.stall, figures[1].stall) <= 0.016))")
}

BenchmarkWindow.main(id: "ResizeBenchmark", name: "resize-benchmark", main)
