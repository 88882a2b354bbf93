// Startup benchmark: launch → first photo painted, for the release build under the current
// display (run it under Xvfb, see README). Baseline in the same run: the same binary started
// with --version, i.e. the cost of loading the process and the Swift runtime.
//
//   swift build -c release && xvfb-run -a dbus-run-session -- swift run -c release startup-benchmark [runs]
import BenchmarkSupport
import Foundation

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("photomania")
let feed = repository.appendingPathComponent("data/sample/feed.json")

guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    FileHandle.standardError.write(Data("startup-benchmark: \(binary.path) is missing; run `swift build -c release` first\n".utf8))
    exit(1)
}
guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
    FileHandle.standardError.write(Data("startup-benchmark: no DISPLAY; run it under xvfb-run (see README)\n".utf8))
    exit(1)
}

/// The id of the first photo in the sample feed, the one every run opens.
func firstPhotoID() throws -> String {
    struct Feed: Decodable {
        struct Photos: Decodable { let photo: [Entry] }
        struct Entry: Decodable { let id: String }
        let photos: Photos
    }
    return try JSONDecoder().decode(Feed.self, from: Data(contentsOf: feed)).photos.photo[0].id
}

/// Runs the binary with `arguments` and returns the seconds until `line` appeared on its
/// standard error (or until it exited, when `line` is nil), plus the milestones it traced.
func launch(_ arguments: [String], until line: String?) throws -> (seconds: Double, trace: [String: Double]) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("photomania-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PHOTOMANIA_STARTUP_TRACE"] = "1"
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    for (key, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data")] {
        environment[key] = home.appendingPathComponent(folder).path
    }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let started = DispatchTime.now()
    try process.run()
    var trace: [String: Double] = [:]
    var buffer = Data()
    var seconds: Double?
    if let line {
        let deadline = Date().addingTimeInterval(30)
        while seconds == nil, Date() < deadline {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            for text in String(decoding: buffer, as: UTF8.self).split(separator: "\n") where text.hasPrefix("photomania-trace: ") {
                let parts = text.split(separator: " ")
                if parts.count == 3, let value = Double(parts[2]) { trace[String(parts[1])] = value }
                if parts.count == 3, parts[1] == line {
                    seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
                }
            }
        }
        process.terminate()
    }
    process.waitUntilExit()
    let exited = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    guard let result = line == nil ? exited : seconds else {
        throw NSError(domain: "startup-benchmark", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(line ?? "") never appeared"])
    }
    return (result, trace)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }

do {
    let photo = try firstPhotoID()
    var baseline: [Double] = [], painted: [Double] = [], listed: [Double] = [], inApp: [Double] = []
    _ = try launch(["--version"], until: nil)          // warm the page cache
    for _ in 0..<runs {
        baseline.append(try launch(["--version"], until: nil).seconds)
        let run = try launch(["--feed", feed.path, "--photo", photo], until: "first-photo-painted")
        painted.append(run.seconds)
        listed.append((run.trace["feed-listed"] ?? .nan) / 1000)
        inApp.append((run.trace["first-photo-painted"] ?? .nan) / 1000)
    }
    print("Photomania startup, release build, \(runs) runs, median (photo \(photo) of the sample feed)")
    print("  baseline: process start to exit (--version)      \(milliseconds(median(baseline)))")
    print("  launch to feed listed (in-app clock)             \(milliseconds(median(listed)))")
    print("  launch to first photo painted (in-app clock)     \(milliseconds(median(inApp)))")
    print("  launch to first photo painted (wall, from spawn) \(milliseconds(median(painted)))")
    print(String(format: "  ratio first photo painted / baseline            %7.1fx", median(painted) / median(baseline)))
    print("  all runs (wall): " + painted.map { String(format: "%.0f", $0 * 1000) }.joined(separator: ", ") + " ms")
} catch {
    FileHandle.standardError.write(Data("startup-benchmark: \(error.localizedDescription)\n".utf8))
    exit(1)
}
