// Startup benchmark: spawn → the photo's pixels on screen, watched from outside through X
// Damage, for Photomania (`--photo ID` over the sample feed) beside the floor (a minimal GTK 4
// program showing the same file, Benchmarks/Floor/main.c), the same in libadwaita's window and
// style ("adw floor") and eog, interleaved in one run.
// Also the CPU each spent from spawn to 3 s after the photo was painted, and its RSS then.
// "restored" is Photomania launched again after it was quit showing the photo: its window
// and photo database saved, nothing on the command line; "restored, 200 followed" the same
// with 200 followed sources and their 4,000 photos in the database (#61's budget: painted
// within 5% of "restored", at most 20 MB more memory).
//
//   swift build -c release
//   swift build -c release --static-swift-stdlib --product photomania   # as scripts/run.sh builds it
//   xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift run -c release startup-benchmark [runs] [--before PATH]
//
// --before PATH adds another build of Photomania ("before", launched as Photomania is), so a
// change is measured against the code before it in the same interleaved run. Put its binary
// in the checkout's .build (say .build/before/photomania), where it finds the checkout's data.
import BenchmarkSupport
import Foundation
import PhotoFeed
import ScreenBenchmarkSupport

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let before = CommandLine.arguments.firstIndex(of: "--before").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let feed = repository.appendingPathComponent("data/sample/feed.json")

/// The sample feed's first photo: its id and its large image.
func firstPhoto() throws -> (id: String, image: URL) {
    struct Feed: Decodable {
        struct Photos: Decodable { let photo: [Entry] }
        struct Entry: Decodable {
            let id: String
            let largeURL: String?
            private enum CodingKeys: String, CodingKey {
                case id
                case largeURL = "url_l"
            }
        }
        let photos: Photos
    }
    let entry = try JSONDecoder().decode(Feed.self, from: Data(contentsOf: feed)).photos.photo[0]
    guard let image = entry.largeURL else { throw BenchmarkError("the sample feed's first photo has no large image") }
    return (entry.id, feed.deletingLastPathComponent().appendingPathComponent(image))
}

/// The sky of the sample's first photo (violet to pink): blue and red well above green, which
/// neither Adwaita's greys nor its blue accent have.
func isSky(red: Int, green: Int, blue: Int) -> Bool { blue > green + 40 && red > green + 10 }

/// A home where Photomania was left showing `photo` and quit (its `app.quit` action, as Ctrl+Q),
/// so it saved its window; its photo database holds the sample feed.
func quitShowing(_ photo: (id: String, image: URL), watchedBy watcher: ScreenWatcher) throws -> URL {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("startup-benchmark-seed-\(UUID().uuidString)")
    let process = try Program(
        name: "seed", executable: products.appendingPathComponent("photomania"),
        arguments: ["--feed", feed.path, "--photo", photo.id]
    ).spawn(home: home)
    let deadline = Date().addingTimeInterval(30)
    while watcher.count == 0 && Date() < deadline { _ = watcher.waitForChange(timeout: 0.1) }
    Thread.sleep(forTimeInterval: 1) // the photo settled, the page stored
    let quit = Process()
    quit.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
    quit.arguments = [
        "call", "--session", "--dest", "io.github.photomania.Photomania", "--object-path", "/io/github/photomania/Photomania",
        "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"
    ]
    quit.standardOutput = FileHandle.nullDevice
    try quit.run()
    quit.waitUntilExit()
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard !process.isRunning, FileManager.default.fileExists(atPath: home.appendingPathComponent("state/photomania/session.json").path) else {
        process.terminate()
        throw BenchmarkError("Photomania did not quit saving its window")
    }
    Thread.sleep(forTimeInterval: 0.2)
    return home
}

/// A copy of `seed` whose photo database follows `count` photographers, 20 photos each.
func following(_ count: Int, from seed: URL) throws -> URL {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("startup-benchmark-following-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: seed, to: home)
    let path = home.appendingPathComponent("data/photomania/photos.sqlite").path
    guard FileManager.default.fileExists(atPath: path) else { throw BenchmarkError("no photo database at \(path) to follow in") }
    let store = try PhotoStore(path: path)
    for source in 0..<count {
        let id = "\(10_000_000 + source)@N01"
        let key = FollowedSource.photographer(id: id).key
        try store.follow(key, name: "Photographer \(source)")
        let photos = (0..<20).map { photo in
            Photo(
                id: "followed-\(source)-\(photo)", title: "Photo \(photo)", subtitle: "", photographerID: id,
                photographerName: "Photographer \(source)", imageURL: URL(string: "http://127.0.0.1:9/\(source)-\(photo)_b.jpg")!,
                thumbnailURL: URL(string: "http://127.0.0.1:9/\(source)-\(photo)_m.jpg")!)
        }
        try store.storeSource(key, photos: photos)
    }
    return home
}

func milliseconds(_ seconds: Double) -> String { String(format: "%7.0f ms", seconds * 1000) }
func megabytes(_ bytes: Double) -> String { String(format: "%7.1f MB", bytes / 1_000_000) }
func ratio(_ value: Double, _ baseline: Double) -> String { String(format: "%5.2fx", value / baseline) }

do {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw BenchmarkError("no DISPLAY; run it under xvfb-run (see docs/benchmarks.md)") }
    let photo = try firstPhoto()
    var programs = [
        Program(
            name: "Photomania", executable: products.appendingPathComponent("photomania"),
            arguments: ["--feed", feed.path, "--photo", photo.id]),
        Program(name: "floor", executable: products.appendingPathComponent("floor-viewer"), arguments: [photo.image.path, "1000", "700"]),
        Program(
            name: "adw floor", executable: products.appendingPathComponent("floor-viewer"),
            arguments: ["--adwaita", photo.image.path, "1000", "700"])
    ]
    if let before {
        programs.append(Program(name: "before", executable: URL(fileURLWithPath: before), arguments: programs[0].arguments))
    }
    let eog = URL(fileURLWithPath: "/usr/bin/eog")
    if FileManager.default.isExecutableFile(atPath: eog.path) {
        programs.append(Program(name: "eog", executable: eog, arguments: [photo.image.path]))
    } else {
        print("(eog is not installed, so it is left out: apt-get install eog)")
    }
    for program in programs where !FileManager.default.isExecutableFile(atPath: program.executable.path) {
        throw BenchmarkError("\(program.executable.path) is missing; run `swift build -c release` first")
    }
    let watcher = try ScreenWatcher(minimumRun: 200, isPhotoColour: isSky)
    let seed = try quitShowing(photo, watchedBy: watcher)
    defer { try? FileManager.default.removeItem(at: seed) }
    programs.insert(
        Program(
            name: "restored", executable: products.appendingPathComponent("photomania"),
            arguments: ["--feed", feed.path], seed: seed), at: 1)
    let followingSeed = try following(200, from: seed)
    defer { try? FileManager.default.removeItem(at: followingSeed) }
    programs.insert(
        Program(
            name: "restored, 200 followed", executable: products.appendingPathComponent("photomania"),
            arguments: ["--feed", feed.path], seed: followingSeed), at: 2)
    if let before { // the build before restoring the same window
        programs.append(Program(name: "before restored", executable: URL(fileURLWithPath: before), arguments: programs[1].arguments, seed: seed))
    }
    for program in programs { _ = try program.launch(watchedBy: watcher) } // warm the page cache
    var results: [String: [Launch]] = [:]
    for _ in 0..<runs {
        for program in programs { results[program.name, default: []].append(try program.launch(watchedBy: watcher)) }
    }
    func figure(_ name: String, _ value: (Launch) -> Double) -> Double { median(results[name]!.map(value)) }
    let rows: [(String, (Launch) -> Double, (Double) -> String)] = [
        ("spawn → photo painted", \.painted, milliseconds),
        ("CPU, spawn → painted + 3 s", \.cpu, milliseconds),
        ("RSS at painted + 3 s", \.rss, megabytes)
    ]
    print("Startup, release build, \(runs) interleaved runs, medians; photo \(photo.id) of the sample feed, seen on screen through X Damage")
    // Each program's column as wide as the longest name and its ratio's.
    let width = max(12, programs.map(\.name.count).max()! + 3)
    func cell(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    print(
        "  " + "".padding(toLength: 28, withPad: " ", startingAt: 0) + programs.map { cell($0.name) }.joined()
            + programs.dropFirst().map { cell("÷ \($0.name)") }.joined())
    for (title, value, format) in rows {
        let figures = programs.map { figure($0.name, value) }
        print(
            "  " + title.padding(toLength: 28, withPad: " ", startingAt: 0) + figures.map { cell(format($0)) }.joined()
                + figures.dropFirst().map { cell(ratio(figures[0], $0)) }.joined())
    }
    // Each launch's figures in the rounds' order: the spread's outliers, and whether they follow a slow round.
    let launches: [(String, (Launch) -> String)] = [
        ("painted (ms)", { String(format: "%.0f", $0.painted * 1000) }),
        ("RSS (MB)", { String(format: "%.1f", $0.rss / 1_000_000) })
    ]
    for (title, figure) in launches {
        for program in programs { print("  \(program.name) \(title): " + results[program.name]!.map(figure).joined(separator: ", ")) }
    }
    // The goals of issue #37: each launch of the app against the floor and eog of its own round
    // (their ratios' median and range), and the memory's spread from run to run.
    func ratios(_ name: String, to baseline: String, _ value: (Launch) -> Double) -> [Double]? {
        guard let baselines = results[baseline] else { return nil }
        return zip(results[name]!, baselines).map { value($0) / value($1) }.sorted()
    }
    /// Sorted ratios as their median and range.
    func spread(_ ratios: [Double]) -> String { String(format: "%.2fx (%.2f–%.2f)", median(ratios), ratios.first!, ratios.last!) }
    func goal(_ title: String, _ figures: [Double]?, atMost limit: Double) {
        guard let figures else { return print("  goal: \(title) at most \(limit)x: no figures") }
        let verdict = median(figures) <= limit ? "met" : "not met"
        print(String(format: "  goal: %@ at most %.2fx: ", title, limit) + spread(figures) + ", \(verdict)")
    }
    // What libadwaita itself costs: the floor's photo in libadwaita's window and style, the
    // least the app could take (the goals measure the app against GTK's floor).
    for name in ["Photomania", "restored"] {
        let painted = median(ratios(name, to: "adw floor", \.painted)!)
        let memory = median(ratios(name, to: "adw floor", \.rss)!)
        print(String(format: "  %@ ÷ libadwaita's floor (no goal): painted %.2fx, RSS %.2fx", name, painted, memory))
    }
    // #61's budget: 200 followed sources and their 4,000 photos against none, round for round.
    let followed = ratios("restored, 200 followed", to: "restored", \.painted)!
    goal("restored, 200 followed painted ÷ restored", followed, atMost: 1.05)
    let more = (figure("restored, 200 followed", \.rss) - figure("restored", \.rss)) / 1_000_000
    print(String(format: "  goal: restored, 200 followed RSS at most 20 MB more than restored: %+.1f MB, %@", more, more <= 20 ? "met" : "not met"))
    // The change against the build before it, launch for launch in the same round.
    for (name, baseline) in before == nil ? [] : [("Photomania", "before"), ("restored", "before restored")] {
        let painted = ratios(name, to: baseline, \.painted)!
        let better = zip(results[name]!, results[baseline]!).filter { $0.painted < $1.painted }.count
        print("  \(name) ÷ \(baseline): painted \(spread(painted)), sooner in \(better) of \(runs) rounds")
    }
    for name in ["Photomania", "restored"] + (before == nil ? [] : ["before", "before restored"]) {
        goal("\(name) painted ÷ floor", ratios(name, to: "floor", \.painted), atMost: 1.5)
        goal("\(name) painted ÷ eog", ratios(name, to: "eog", \.painted), atMost: 0.85)
        goal("\(name) RSS ÷ floor", ratios(name, to: "floor", \.rss), atMost: 1.2)
        let memory = results[name]!.map(\.rss)
        let spread = (memory.max()! - memory.min()!) / 1_000_000
        print(String(format: "  goal: %@ RSS spread at most 2 MB: %.1f MB, %@", name, spread, spread <= 2 ? "met" : "not met"))
    }
} catch {
    FileHandle.standardError.write(Data("startup-benchmark: \(error)\n".utf8))
    exit(1)
}
