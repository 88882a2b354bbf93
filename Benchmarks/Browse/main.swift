// Browse benchmark: resident memory while a person goes through 1,000 distinct photos (1024×768
// JPEGs, from files) one after another in the real window, in list order. Baseline in the same
// run: the window's resident memory once the first photo is shown and the window is idle. The
// goal (#11) is at most that idle figure plus 64 MB after all of them. Run it under Xvfb:
//
//   xvfb-run -a dbus-run-session -- swift run -c release browse-benchmark [photos]
import BenchmarkSupport
import CGtk
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import WindowBenchmarkSupport

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

/// This process's resident memory in MB, as the kernel counts it (`field` of /proc/self/status).
func megabytes(_ field: String = "VmRSS") -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("\(field):") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
}

/// Writes `count` distinct 1024×768 JPEGs into `folder` and a feed listing them, by one
/// photographer; returns the feed.
func writePhotos(_ count: Int, in folder: URL) throws -> URL {
    var entries: [[String: Any]] = []
    for index in 0..<count {
        let file = folder.appendingPathComponent("\(index).jpg")
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 1024, 768)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xFF)
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, file.path, "jpeg", nil, nil, &error) != 0 else {
            defer { g_error_free(error) }
            throw BenchmarkWindowError("cannot write \(file.path): \(String(cString: error!.pointee.message))")
        }
        entries.append(["id": "\(70_000_000 + index)", "owner": "walker@N01", "ownername": "Walker", "title": "Photo \(index)",
                        "description": ["_content": ""], "url_l": file.absoluteString, "width_l": 1024, "height_l": 768])
    }
    let feed = folder.appendingPathComponent("feed.json")
    try JSONSerialization.data(withJSONObject: ["photos": ["page": 1, "pages": 1, "perpage": count, "total": count, "photo": entries], "stat": "ok"])
        .write(to: feed)
    return feed
}

@MainActor
func main(folder: URL) throws {
    let feed = try writePhotos(count, in: folder)
    let controller = BenchmarkWindow.open(feed: feed, in: folder.appendingPathComponent("window"))
    controller.reload()
    guard MainLoop.iterate(until: { controller.photographers.photographers.first?.photos.count == count }, timeout: 60) else {
        throw BenchmarkWindowError("the feed was not listed")
    }
    let photos = controller.photographers.photographers[0].photos
    func show(_ photo: Photo) throws {
        controller.open(photoID: photo.id)
        guard MainLoop.iterate(until: { controller.detail.photo == photo && controller.detail.state == .image }, timeout: 10) else {
            throw BenchmarkWindowError("photo \(photo.id) was not shown")
        }
    }
    try show(photos[0])
    MainLoop.drain(settle: 500)
    let idle = megabytes()
    print("Resident memory while going through \(count) distinct 1024×768 photos in the window (release build)")
    print(String(format: "  idle, first photo shown:  %7.1f MB", idle))
    let started = DispatchTime.now().uptimeNanoseconds
    for (index, photo) in photos.enumerated().dropFirst() {
        try show(photo)
        if (index + 1) % (count / 5) == 0 { print(String(format: "  after %5d photos:       %7.1f MB", index + 1, megabytes())) }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    MainLoop.drain(settle: 500)
    let final = megabytes()
    print(String(format: "  settled after the last:   %7.1f MB  (%+.1f MB, %.2fx idle; goal: at most +64 MB)", final, final - idle, final / idle))
    print(String(format: "  peak while browsing:      %7.1f MB", megabytes("VmHWM")))
    print(String(format: "  %.1f ms a photo, shown to the next", seconds * 1000 / Double(count - 1)))
    BenchmarkWindow.close(controller)
}

do {
    try MainActor.assumeIsolated { try BenchmarkWindow.run(id: "BrowseBenchmark", main) }
} catch {
    FileHandle.standardError.write(Data("browse-benchmark: \(error)\n".utf8))
    exit(1)
}
