import CGtk
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI

/// The real window for benchmarks that drive it in-process: GTK started once, and a window on
/// a feed with a store and caches of its own, on screen before anything is measured.
@MainActor
public enum BenchmarkWindow {
    private static var application: Application?
    private static let http = HTTPClient(options: .init(userAgent: "photomania-benchmark"))

    /// Starts GTK and registers the benchmark's application; throws without a display. Then
    /// runs `body` with a new temporary folder for its files, removed afterwards.
    public static func run(id: String, _ body: (_ folder: URL) throws -> Void) throws {
        guard gtk_init_check() != 0 else { throw BenchmarkWindowError("no display; run it under xvfb-run (see docs/benchmarks.md)") }
        MainLoop.installDispatchBridge()
        let application = Application(id: "io.github.photomania.\(id)", flags: .nonUnique)
        try application.register()
        self.application = application
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(id)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A benchmark's entry: `run(id:_:)` on the main thread; on failure, says why on standard
    /// error after `name` and exits with status 1.
    public nonisolated static func main(id: String, name: String, _ body: @MainActor (_ folder: URL) throws -> Void) {
        do {
            try MainActor.assumeIsolated { try run(id: id, body) }
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }

    /// A window 1000 px wide on `feed`, with a store (`photos.sqlite`, fresh unless made
    /// before) keeping `capacity` photos and an image cache in `folder`, Flickr at `flickr`, its
    /// master in `masterLayout`, shown and laid out; the feed is not fetched yet.
    public static func open(
        feed: URL, in folder: URL, capacity: Int = PhotoStore.defaultCapacity, flickr: FlickrAddresses = .flickr,
        masterLayout: MasterLayoutName? = nil
    ) -> MainWindowController {
        let store = StoreOpening(path: folder.appendingPathComponent("photos.sqlite").path, capacity: capacity)
        let services = AppServices(
            http: http, settings: nil, store: store, cacheDirectory: folder.appendingPathComponent("images"), flickr: flickr)
        let controller = MainWindowController(application: application!, services: services, feed: .url(feed), masterLayout: masterLayout)
        controller.window.defaultSize = (1000, 700)
        controller.window.present()
        MainLoop.iterate(until: { controller.split.view.width > 0 })
        MainLoop.drain()
        return controller
    }

    /// Fetches `controller`'s feed and waits until `count` photos are listed and the fetch
    /// is over; throws after 5 minutes.
    public static func list(_ controller: MainWindowController, count: Int) throws {
        controller.reload()
        func listed() -> Int { controller.model.photographers.reduce(0) { $0 + $1.photos.count } }
        guard MainLoop.iterate(until: { listed() == count && !controller.isLoading }, timeout: 300) else {
            throw BenchmarkWindowError("the feed was not listed: \(listed()) photos of \(count)")
        }
    }

    /// Closes `controller`'s window and lets GTK finish with it.
    public static func close(_ controller: MainWindowController) {
        controller.window.destroy()
        MainLoop.drain()
    }
}

/// A benchmark that cannot run, with why.
public struct BenchmarkWindowError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
