// Stall benchmark: the longest the main thread is held up while the real window fetches,
// stores and lists a large feed (10,000 and 50,000 photos, from a file), and while a round of
// fetches of 200 followed sources (20 photos each, from a loopback Flickr) lands, measured by a
// GLib timeout every 5 ms that records how late it runs. Baseline in the same run, interleaved:
// the same timer over the same window for the same time with nothing loading (the main loop's
// own jitter); #61's budget for the round is the figure for 10,000 photos. Run it under Xvfb
// (see docs/benchmarks.md):
//
//   xvfb-run -a dbus-run-session -- swift run -c release stall-benchmark [runs]
import BenchmarkSupport
import Driving
import Foundation
import GtkKit
import Library
import PhotoFeed
import PhotomaniaUI
import TestFixtures
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

    /// A window with `sources` followed in its database, whose round of fetches (all due within
    /// a second, two at once, as the schedule spreads them over its interval) is probed until
    /// every source has its photos stored and counted.
    func probeFollows(_ sources: Int, on flickr: FlickrAddresses, photos: Int) throws -> (stall: Double, seconds: Double) {
        let home = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        do {
            let store = try PhotoStore(path: home.appendingPathComponent("photos.sqlite").path)
            for index in 0..<sources { try store.follow(FollowedSource.photographer(id: "\(index)@N01").key) }
        }
        let controller = BenchmarkWindow.open(feed: empty, in: home, flickr: flickr)
        defer { BenchmarkWindow.close(controller) }
        let library = controller.library
        library.follows.stop() // the round the window started, spread over the default interval
        MainLoop.drain()
        let started = DispatchTime.now().uptimeNanoseconds
        let probe = LatenessProbe()
        library.fetchInterval = 1
        library.follows.start()
        func landed() -> Bool { library.follows.entries.allSatisfy { $0.photoCount == photos } }
        guard MainLoop.iterate(until: landed, timeout: 120) else { throw BenchmarkWindowError("the round did not land") }
        MainLoop.drain(settle: 100)
        probe.stop()
        return (probe.longest, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    print("Longest main-thread stall while the window lists a feed (release build, \(runs) interleaved runs, medians)")
    let empty = folder.appendingPathComponent("empty.json")
    try flickrResponse(count: 25).write(to: empty)
    var stalls: [Int: Double] = [:]
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
        stalls[count] = median(loading)
        print(
            String(
                format: "  %6d photos: longest stall %7.1f ms; idle window, same time %6.1f ms; ratio %5.1fx",
                count, median(loading) * 1000, median(idle) * 1000, median(loading) / median(idle)))
    }

    let (sources, photos) = (200, 20)
    let served = folder.appendingPathComponent("served/feeds")
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    for source in 0..<sources {
        let entries = (0..<photos).map { photo in
            TestFeed.Entry(
                id: "\(source)-\(photo)", owner: "Photographer \(source)", title: "Photo \(photo)",
                imageURL: "http://127.0.0.1:9/\(source)-\(photo)_m.jpg", taken: String(format: "2026-11-%02d 10:00:00", 1 + photo))
        }
        try TestFeed.publicFeed(entries, title: "Uploads from Photographer \(source)")
            .write(to: served.appendingPathComponent("photos_public.gne.id-\(source)@N01"))
    }
    let server = try LoopbackServer(root: served.deletingLastPathComponent())
    let flickr = FlickrAddresses(rest: server.url("rest"), feeds: server.url("feeds/"))
    var landing: [Double] = []
    var idle: [Double] = []
    for _ in 0..<runs {
        let landed = try probeFollows(sources, on: flickr, photos: photos)
        landing.append(landed.stall)
        idle.append(try probe(feed: empty, expecting: nil, seconds: landed.seconds).stall)
    }
    let budget = stalls[10_000] ?? 0
    print(
        String(
            format: "  %d followed sources, a round of fetches landing (%d photos): longest stall %7.1f ms; idle window %6.1f ms; "
                + "budget (10,000 photos' stall) %6.1f ms: %@",
            sources, sources * photos, median(landing) * 1000, median(idle) * 1000, budget * 1000, median(landing) <= budget ? "met" : "NOT met"))
    withExtendedLifetime(server) {}
}

BenchmarkWindow.main(id: "StallBenchmark", name: "stall-benchmark", main)
