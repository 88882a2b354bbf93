import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

// Photographers' strips of thumbnails: opening, a thumbnail chosen, fetched near the rows on screen.
extension MainWindowTests {
    /// A strip a person opens slides in below its photographer in 200 ms, added with the same
    /// one splice; with the desktop's animations off it is all there at once.
    nonisolated func testAnOpeningStripSlidesInUnlessAnimationsAreOff() throws {
        try onMain {
            try open(width: 1000)
            let list = controller.photographers
            let desktop = try XCTUnwrap(DesktopSettings.current())
            var revealer: OpaquePointer? { widgets(of: gtk_revealer_get_type(), in: list.list.rowWidget(at: 2)).first }
            var isOnScreen: Bool { revealer.map { gtk_widget_get_mapped(UnsafeMutablePointer($0)) != 0 } == true }
            let splices = list.adapter.splicesApplied
            list.setExpanded(true, for: list.photographers[1])
            XCTAssertEqual(list.adapter.splicesApplied - splices, 1, "one splice")
            try waitUntil("the strip is on screen") { isOnScreen }
            let sliding = try XCTUnwrap(revealer)
            XCTAssertNotEqual(gtk_revealer_get_reveal_child(sliding), 0, "sliding in")
            XCTAssertEqual(gtk_revealer_get_child_revealed(sliding), 0, "not all the way in yet")
            XCTAssertEqual(gtk_revealer_get_transition_duration(sliding), 200)
            try waitUntil("in, once the slide is over") { gtk_revealer_get_child_revealed(sliding) != 0 }

            list.setExpanded(false, for: list.photographers[1])
            desktop.setAnimations(false)
            defer { desktop.setAnimations(true) }
            list.setExpanded(true, for: list.photographers[1])
            try waitUntil("the strip is on screen again") { isOnScreen }
            XCTAssertNotEqual(gtk_revealer_get_child_revealed(try XCTUnwrap(revealer)), 0, "all there at once")
        }
    }

    nonisolated func testAPhotographerRowExpandsInPlaceToItsThumbnails() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            try open(width: 1000, feed: feed, store: try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path))
            let list = controller.photographers
            let photographer = list.photographers[1]
            let count = list.list.count
            let splices = list.adapter.splicesApplied
            list.list.selectRow(at: 0)
            list.setExpanded(true, for: photographer)
            XCTAssertEqual(list.list.count, count + 1, "the strip is a row of its own")
            XCTAssertEqual(list.adapter.splicesApplied - splices, 1, "inserted with one splice, the photographer rebound in place")
            XCTAssertEqual(list.list.selectedIndex, 0, "the selection stays")
            guard case .thumbnails(let shown, _) = list.adapter.items[2].viewModel(PhotographerRow.self) else {
                return XCTFail("no strip under the photographer")
            }
            XCTAssertEqual(shown, photographer)
            try waitUntil("the strip shows every thumbnail") {
                pictures(in: list.list.rowWidget(at: 2)).filter { gtk_picture_get_paintable($0) != nil }.count
                    == min(photographer.photos.count, 12)
            }

            try TestFeed.writeSample(
                plus: [TestFeed.Entry(id: "late", owner: "Aaron Early", title: "Late", imageURL: "https://x.invalid/late.jpg")],
                in: directory)
            controller.reload()
            try waitUntil("the newcomer is listed") { list.photographers.first?.name == "Aaron Early" }
            XCTAssertTrue(list.expanded.contains(photographer.name), "the expansion survives updates")
            guard case .thumbnails = list.adapter.items[3].viewModel(PhotographerRow.self) else { return XCTFail("the strip moved with its photographer") }

            list.list.activateRow(at: 3)
            XCTAssertNil(controller.navigation.previousViewController, "a strip row does not open anything")
            list.setExpanded(false, for: photographer)
            XCTAssertEqual(list.list.count, count + 1, "the strip is gone; the newcomer remains")
        }
    }

    nonisolated func testAThumbnailOpensItsPhoto() throws {
        try onMain {
            try open(width: 1000)
            let list = controller.photographers
            let photographer = list.photographers[0]
            list.setExpanded(true, for: photographer)
            list.onSelectPhoto?(photographer, photographer.photos[2])
            XCTAssertEqual(controller.detail.photo, photographer.photos[2])
            XCTAssertEqual(photosList?.photographer, photographer)
        }
    }

    /// The photographers' sections fetch their strip's thumbnails only once they come within
    /// the adapter's working range of the rows on screen, and cancel them when they leave: a
    /// jump from the top of 1,000 photographers to the end fetches nothing for the ones passed
    /// over, those on screen first, and the top ones' fetches still waiting for a connection
    /// (six at a time) are called off. Counted by the loopback server, which holds each
    /// thumbnail until the list is at the end.
    nonisolated func testThumbnailsAreFetchedAheadOnlyNearTheRowsOnScreen() throws {
        try onMain {
            let server = try ThumbnailServer(holds: true)
            let entries = (0..<1000).map { index in
                TestFeed.Entry(
                    id: "\(index)", owner: String(format: "Photographer %04d", index), title: "Photo \(index)",
                    imageURL: server.image, thumbnailURL: server.thumbnail(index))
            }
            try open(width: 1000, feed: try TestFeed.write(entries, in: server.directory))
            let list = controller.photographers
            // 2.5 s in a debug build, several times that under ThreadSanitizer.
            try waitUntil("every photographer is listed", timeout: 30) { list.adapter.isComplete && list.list.count == 1000 }
            let requested = server.requested
            try waitUntil("the thumbnails near the top are asked for") { requested().contains { $0 < 12 } }
            XCTAssertLessThan(requested().max() ?? 0, 50, "only the rows on screen and the working range beneath them: \(requested().sorted())")

            // Every row near the top asks for its thumbnail: as many transfers as the client
            // runs at once reach the server (which holds them), the rest wait for a connection.
            let nearTop = try XCTUnwrap(list.list.visibleRange).upperBound + 1 + list.adapter.workingRange
            try waitUntil("the first transfers are at the server") { requested().count >= HTTPClient.Options(userAgent: "").maxConcurrentTransfers }
            list.list.scrollTo(999) // straight there, as End does
            try waitUntil("the rows at the end are on screen") { (list.list.visibleRange?.lowerBound ?? 0) > 950 }
            let end = try XCTUnwrap(list.list.visibleRange)
            let thumbnail = { (index: Int) in entries[index].thumbnailURL.flatMap(URL.init(string:))! }
            try waitUntil("the working range has come to rest at the end") { list.adapter.workingRangeIsCurrent }
            try server.release() // the top's transfers end, and the connections go to the end's
            try waitUntil("the thumbnails on screen at the end are asked for") { requested().isSuperset(of: end) }
            try waitUntil("they arrive") { self.controller.detail.loader.disk.contains(thumbnail(end.upperBound)) }
            XCTAssertLessThan(
                requested().filter { $0 < 50 }.count, nearTop,
                "the top ones still waiting for a connection were called off when they left the range: \(requested().sorted())")
            XCTAssertEqual(requested().filter { (50..<950).contains($0) }, [], "nothing for the photographers passed over")
        }
    }
}
