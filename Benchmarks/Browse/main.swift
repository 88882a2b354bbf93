// Browse benchmark: resident memory while a person goes through 1,000 distinct photos (1024×768
// JPEGs, from files) one after another in the real window, in list order. Baseline in the same
// run: the window's resident memory once the first photo is shown and the window is idle. The
// goal (#11) is at most that idle figure plus 64 MB after all of them. Run it under Xvfb:
//
//   xvfb-run -a dbus-run-session -- swift run -c release browse-benchmark [photos]
import BenchmarkSupport
import Driving
import Foundation
import GtkKit
import PhotoFeed
import PhotomaniaUI
import WindowBenchmarkSupport

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

@MainActor
func main(folder: URL) throws {
    let feed = try BenchmarkFeed.write(count, width: 1024, height: 768, in: folder)
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
    let idle = residentMegabytes()
    print("Resident memory while going through \(count) distinct 1024×768 photos in the window (release build)")
    print(String(format: "  idle, first photo shown:  %7.1f MB", idle))
    let started = DispatchTime.now().uptimeNanoseconds
    for (index, photo) in photos.enumerated().dropFirst() {
        try show(photo)
        if (index + 1) % (count / 5) == 0 { print(String(format: "  after %5d photos:       %7.1f MB", index + 1, residentMegabytes())) }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    MainLoop.drain(settle: 500)
    let final = residentMegabytes()
    print(String(format: "  settled after the last:   %7.1f MB  (%+.1f MB, %.2fx idle; goal: at most +64 MB)", final, final - idle, final / idle))
    print(String(format: "  peak while browsing:      %7.1f MB", residentMegabytes("VmHWM")))
    print(String(format: "  %.1f ms a photo, shown to the next", seconds * 1000 / Double(count - 1)))
    BenchmarkWindow.close(controller)
}

BenchmarkWindow.main(id: "BrowseBenchmark", name: "browse-benchmark", main)
