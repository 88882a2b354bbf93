// Stall benchmark: the longest the main thread is held up while the real window fetches,
// stores and lists a large feed (10,000 and 50,000 photos, from a file), measured by a GLib
// timeout every 5 ms that records how late it runs. Baseline in the same run, interleaved: the
// same timer over the same window for the same time with nothing loading (the main loop's own
// jitter). Run it under Xvfb (see docs/benchmarks.md):
//
//   xvfb-run -a dbus-run-session -- swift run -c release stall-benchmark [runs]
import BenchmarkSupport
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import WindowBenchmarkSupport

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 3

@MainActor
func main(folder: URL) throws {

    /// Opens a window on `feed`, then probes the main loop while it fetches, stores and lists
    /// the feed (or, for the baseline, for `seconds` with nothing to do); returns the longest
    /// lateness and the seconds probed.
    func probe(feed: URL, expecting photos: Int?, seconds: Double = 0) throws -> (stall: Double, seconds: Double) {
        let controller = BenchmarkWindow.open(feed: feed, in: folder.appendingPathComponent(UUID().uuidString))
        defer { BenchmarkWindow.close(controller) }
        let started = DispatchTime.now().uptimeNanoseconds
        let probe = LatenessProbe()
        if let photos {
            controller.reload()
            guard
                MainLoop.iterate(
                    until: { controller.photographers.photographers.reduce(0) { $0 + $1.photos.count } == photos && !controller.isLoading },
                    timeout: 120)
            else {
                throw BenchmarkWindowError("the feed was not listed")
            }
            MainLoop.drain(settle: 100)
        } else {
            MainLoop.iterate(until: { false }, timeout: seconds)
        }
        probe.stop()
        return (probe.longest, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    print("Longest main-thread stall while the window lists a feed (release build, \(runs) interleaved runs, medians)")
    let empty = folder.appendingPathComponent("empty.json")
    try flickrResponse(count: 25).write(to: empty)
    for count in [10_000, 50_000] {
        let feed = folder.appendingPathComponent("feed-\(count).json")
        try flickrResponse(count: count, imageBase: "http://127.0.0.1:9").write(to: feed)
        var loading: [Double] = []
        var idle: [Double] = []
        for _ in 0..<runs {
            let loaded = try probe(feed: feed, expecting: min(count, PhotoStore.defaultCapacity))
            loading.append(loaded.stall)
            idle.append(try probe(feed: empty, expecting: nil, seconds: loaded.seconds).stall)
        }
        print(
            String(
                format: "  %6d photos: longest stall %7.1f ms; idle window, same time %6.1f ms; ratio %5.1fx",
                count, median(loading) * 1000, median(idle) * 1000, median(loading) / median(idle)))
    }
}

BenchmarkWindow.main(id: "StallBenchmark", name: "stall-benchmark", main)
