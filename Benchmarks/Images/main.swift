// Image benchmark, release build, no display needed: the peak memory and time of decoding a
// 100-megapixel JPEG (10,000 × 10,000, exactly at the app's limit), each decode in a process
// of its own whose peak resident size is read from outside (wait4's rusage):
//  - in a 1920 px box (`Texture(decoding:fitting:)`, what the detail decodes for a full-screen window),
//  - at full resolution through gdk-pixbuf (`Texture(decoding:)`, what zooming in loads),
//  - the baseline: GTK's own loader (`gdk_texture_new_from_bytes`, what the app used before).
// Runs alternate, 3 of each; the figures are medians, less the process's peak before decoding.
//
//   swift run -c release image-benchmark
import BenchmarkSupport
import CGtk
import Foundation
import GtkKit

/// Peak resident kilobytes of this process so far.
func peakKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

/// Child: writes a `side` × `side` JPEG of gradients and a pattern to `path` (a baseline JPEG
/// decodes at the same cost per pixel whatever it shows).
func generate(side: Int, path: String) {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, gboolean(false), 8, Int32(side), Int32(side))!
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let pixels = gdk_pixbuf_get_pixels(pixbuf)!
    for y in 0..<side {
        for x in 0..<side {
            let pixel = pixels + y * stride + x * 3
            (pixel[0], pixel[1], pixel[2]) = (UInt8(x * 255 / side), UInt8(y * 255 / side), UInt8((x ^ y) & 0xFF))
        }
    }
    var error: UnsafeMutablePointer<GError>?
    precondition(gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, &error) != 0, "could not write \(path)")
}

/// Child: decodes `path` one way and prints "<peak KiB before decoding> <texture width> <height>".
func decode(path: String, way: String) {
    let data = FileManager.default.contents(atPath: path)!
    let before = peakKiB()
    let size: (Int, Int)
    switch way {
    case "screen", "full":
        let texture = try! Texture(decoding: data, fitting: way == "screen" ? PixelSize(side: 1920) : nil)
        size = (texture.pixelWidth, texture.pixelHeight)
    default:
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let texture = gdk_texture_new_from_bytes(bytes, nil)!
        size = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
    }
    print(before, size.0, size.1)
}

/// Runs this program with `arguments`; its output, and its peak resident KiB and CPU seconds
/// as the kernel reports them to the parent.
func child(_ arguments: [String]) -> (output: String, peakKiB: Int, seconds: Double) {
    let pipe = Pipe()
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe.fileHandleForWriting.fileDescriptor, 1)
    let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
    var pid: pid_t = 0
    precondition(posix_spawn(&pid, CommandLine.arguments[0], &actions, nil, argv, environ) == 0)
    argv.forEach { free($0) }
    posix_spawn_file_actions_destroy(&actions)
    try? pipe.fileHandleForWriting.close()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    precondition(status == 0, "\(arguments) failed")
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return (output, usage.ru_maxrss, cpu)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate": generate(side: Int(arguments[1])!, path: arguments[2])
case "decode": decode(path: arguments[2], way: arguments[1])
default:
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("image-benchmark-\(getpid()).jpg").path
    defer { unlink(path) }
    _ = child(["generate", "10000", path])
    let fileMiB = Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
    print(String(format: "Image benchmark, release build: a 10,000 × 10,000 JPEG (%.1f MiB), decoded in a process of its own", fileMiB))
    let ways = [("screen", "at the screen's size (1920)"), ("full", "full resolution, gdk-pixbuf"), ("gtk", "baseline: GTK's loader, full")]
    var results: [String: [(peak: Int, seconds: Double, width: Int, height: Int)]] = [:]
    for _ in 0..<3 {
        for (way, _) in ways {
            let run = child(["decode", way, path])
            let fields = run.output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            results[way, default: []].append((run.peakKiB - fields[0], run.seconds, fields[1], fields[2]))
        }
    }
    let baseline = median(results["gtk"]!.map { Double($0.peak) })
    print("  decode                            texture        peak added   × texture (RGB)  CPU (process)  peak vs baseline")
    for (way, name) in ways {
        let runs = results[way]!
        let peak = median(runs.map { Double($0.peak) })
        let textureKiB = Double(runs[0].width * runs[0].height * 3) / 1024
        print(
            String(
                format: "  %-32@ %5d × %-5d %8.1f MiB   %6.2fx         %6.0f ms      %.3fx",
                name.padding(toLength: 32, withPad: " ", startingAt: 0) as NSString, runs[0].width, runs[0].height,
                peak / 1024, peak / textureKiB, median(runs.map(\.seconds)) * 1000, peak / baseline))
    }
}
