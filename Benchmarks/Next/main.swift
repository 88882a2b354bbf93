// Next benchmark: Next and Previous to a photo already decoded ahead (a warm neighbour) → that
// photo fully painted, seen from outside through X Damage, for Photomania beside the floor: a
// bare GTK 4 window that decoded every photo before showing the first and swaps the picture
// on Right and Left (Benchmarks/Floor/main.c). The photos are five 1024×768 JPEGs of one
// colour each, so each step is told by the colour that fills the photo's place. The keys are
// sent with xdotool to both programs, so its cost is in both figures; runs alternate between
// the two. Goal (#34): Photomania's median within one 60 Hz frame (16.7 ms) of the floor's.
//
//   swift build -c release --product photomania && swift build -c release --product floor-viewer
//   xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release next-benchmark [runs]
import BenchmarkSupport
import Foundation
import ScreenBenchmarkSupport

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()

/// The photos' colours (0xRRGGBBAA), and how each is told on screen (JPEG shifts a solid
/// colour a little; none is Adwaita's grey or blue).
let colours: [(rgba: UInt32, matches: (Int, Int, Int) -> Bool)] = [
    (0xE614_14FF, { r, g, b in r > 190 && g < 70 && b < 70 }),
    (0x14C8_14FF, { r, g, b in r < 70 && g > 160 && b < 70 }),
    (0xE614_E6FF, { r, g, b in r > 190 && g < 70 && b > 190 }),
    (0xE6E6_14FF, { r, g, b in r > 190 && g > 190 && b < 70 }),
    (0x14E6_E6FF, { r, g, b in r < 70 && g > 190 && b > 190 })
]

/// Writes the photos and a feed listing them, taken a second apart, into `folder`.
@MainActor
func writePhotos(in folder: URL) throws -> (files: [URL], feed: URL) {
    var files: [URL] = []
    var entries: [[String: Any]] = []
    for (index, colour) in colours.enumerated() {
        let file = folder.appendingPathComponent("\(index).jpg")
        try writeSolidJPEG(colour.rgba, width: 1024, height: 768, to: file)
        files.append(file)
        entries.append([
            "id": "\(80_000_000 + index)", "owner": "next@N01", "ownername": "Next", "title": "Photo \(index)",
            "description": ["_content": ""], "url_l": file.absoluteString, "width_l": 1024, "height_l": 768,
            "datetaken": "2026-12-01 12:00:0\(index)"
        ])
    }
    let feed = folder.appendingPathComponent("feed.json")
    let page: [String: Any] = ["page": 1, "pages": 1, "perpage": files.count, "total": files.count, "photo": entries]
    try JSONSerialization.data(withJSONObject: ["photos": page, "stat": "ok"]).write(to: feed)
    return (files, feed)
}

/// Waits until the watched colour fills at least `share` of `full` pixels; the seconds since
/// `start`.
func painted(_ full: Int, by watcher: ScreenWatcher, since start: UInt64, share: Double = Program.paintedShare) throws -> Double {
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    while Double(watcher.count) < share * Double(full) {
        guard elapsed() < 30 else { throw BenchmarkError("the photo was not painted within 30 s") }
        _ = watcher.waitForChange(timeout: 0.01)
    }
    return elapsed()
}

/// Launches `program`, waits for its first photo, gives it the keyboard (a click on the photo),
/// then steps Right through the photos and Left back, each after the neighbours had a second to
/// be decoded; the seconds each step took to paint.
@MainActor
func steps(of program: Program, watchedBy watcher: ScreenWatcher) throws -> [Double] {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("next-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    watcher.isPhotoColour = colours[0].matches
    watcher.rescan()
    let process = try program.spawn(home: home)
    defer {
        process.terminate()
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.3)
    }
    _ = try painted(1, by: watcher, since: DispatchTime.now().uptimeNanoseconds, share: 1)
    Thread.sleep(forTimeInterval: 1)
    _ = watcher.waitForChange(timeout: 0)
    let full = watcher.count
    try xdotool(["mousemove", "800", "350", "click", "1"])
    var times: [Double] = []
    let order = Array(colours.indices.dropFirst()) + Array(colours.indices.dropLast().reversed())
    for (step, index) in order.enumerated() {
        Thread.sleep(forTimeInterval: 1)
        watcher.isPhotoColour = colours[index].matches
        watcher.rescan()
        let start = DispatchTime.now().uptimeNanoseconds
        try xdotool(["key", step < colours.count - 1 ? "Right" : "Left"])
        times.append(try painted(full, by: watcher, since: start))
    }
    return times
}

do {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw BenchmarkError("no DISPLAY; run it under xvfb-run (see docs/benchmarks.md)") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("next-benchmark-photos-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (files, feed) = try writePhotos(in: folder)
    let programs = [
        Program(name: "Photomania", executable: products.appendingPathComponent("photomania"), arguments: ["--feed", feed.path, "--photo", "80000000"]),
        Program(
            name: "floor", executable: products.appendingPathComponent("floor-viewer"),
            arguments: [files[0].path, "1000", "700"] + files.dropFirst().map(\.path))
    ]
    for program in programs where !FileManager.default.isExecutableFile(atPath: program.executable.path) {
        throw BenchmarkError("\(program.executable.path) is missing; build it first (see the comment at the top)")
    }
    let watcher = try ScreenWatcher(minimumRun: 300, isPhotoColour: colours[0].matches)
    var times: [String: [Double]] = [:]
    for _ in 0..<runs {
        for program in programs { times[program.name, default: []] += try steps(of: program, watchedBy: watcher) }
    }
    let app = median(times["Photomania"]!)
    let floor = median(times["floor"]!)
    print("Next and Previous to a photo decoded ahead → painted, seen through X Damage; release build, \(runs) interleaved runs of 8 steps, medians")
    print(
        String(
            format: "  Photomania %6.1f ms   floor %6.1f ms   difference %+6.1f ms (goal: at most +16.7 ms)   ratio %.2fx",
            app * 1000, floor * 1000, (app - floor) * 1000, app / floor))
    for program in programs {
        print("  \(program.name) (ms): " + times[program.name]!.map { String(format: "%.0f", $0 * 1000) }.joined(separator: ", "))
    }
} catch {
    FileHandle.standardError.write(Data("next-benchmark: \(error)\n".utf8))
    exit(1)
}
