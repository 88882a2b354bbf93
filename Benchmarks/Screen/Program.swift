import Foundation

/// What one launch cost: seconds from spawn until the photo was painted, CPU seconds from spawn
/// to 3 s after that, and the resident memory then, in bytes.
public struct Launch {
    public let painted: Double
    public let cpu: Double
    public let rss: Double
}

/// A program that shows the photo, launched with fresh configuration, cache, data and state
/// folders each time, so every run starts as a first launch does; or with a copy of `seed`'s,
/// as a launch after an earlier one.
public struct Program {
    public let name: String
    public let executable: URL
    public let arguments: [String]
    public var seed: URL?

    public init(name: String, executable: URL, arguments: [String], seed: URL? = nil) {
        (self.name, self.executable, self.arguments, self.seed) = (name, executable, arguments, seed)
    }

    /// How long the screen must stay still before the photo counts as finished painting.
    public static let settle = 1.0
    /// The share of the settled count of photo pixels at which the photo counts as painted: a
    /// fade still under way is not.
    public static let paintedShare = 0.98

    /// Launches the program on an empty screen, waits until its photo is painted and the
    /// screen is still, and measures it.
    public func launch(watchedBy watcher: ScreenWatcher) throws -> Launch {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("startup-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        if let seed { try FileManager.default.copyItem(at: seed, to: home) }
        watcher.rescan()
        guard watcher.count == 0 else { throw BenchmarkError("the screen already shows the photo before \(name) starts") }
        let process = try spawn(home: home)
        defer {
            process.terminate()
            process.waitUntilExit()
            Thread.sleep(forTimeInterval: 0.2)
        }
        let started = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        var samples: [(time: Double, count: Int)] = []
        var lastChange = 0.0
        while watcher.count == 0 || elapsed() - lastChange < Self.settle {
            guard process.isRunning else { throw BenchmarkError("\(name) exited (status \(process.terminationStatus))") }
            guard elapsed() < 30 else { throw BenchmarkError("\(name) did not paint the photo within 30 s") }
            if watcher.waitForChange(timeout: 0.05) {
                lastChange = elapsed()
                samples.append((lastChange, watcher.count))
            }
        }
        let painted = samples.first { Double($0.count) >= Self.paintedShare * Double(watcher.count) }!.time
        let wait = painted + 3 - elapsed()
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return Launch(painted: painted, cpu: try cpuSeconds(of: process.processIdentifier), rss: try residentBytes(of: process.processIdentifier))
    }

    public func spawn(home: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        // No launch reaches Flickr: a followed source is asked of a port nothing answers.
        environment["PHOTOMANIA_FLICKR_FEEDS_URL"] = "http://127.0.0.1:9/feeds/"
        environment["PHOTOMANIA_FLICKR_API_URL"] = "http://127.0.0.1:9/rest"
        for (key, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state")] {
            environment[key] = home.appendingPathComponent(folder).path
        }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// User and system CPU seconds `pid` has used, from /proc/PID/stat.
public func cpuSeconds(of pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command name, which is in parentheses and may hold spaces:
    // state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
        throw BenchmarkError("cannot read /proc/\(pid)/stat")
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The resident set size of `pid` in bytes, from /proc/PID/status.
public func residentBytes(of pid: Int32) throws -> Double {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kilobytes = Double(line.split(separator: " ")[1])
    else { throw BenchmarkError("cannot read /proc/\(pid)/status") }
    return kilobytes * 1024
}
