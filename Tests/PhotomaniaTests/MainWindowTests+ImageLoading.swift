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

// An image on its way: the spinner and the loading page, errors, hostile and refused images, memory.
extension MainWindowTests {
    nonisolated func testAnImageShowsASpinnerThenThePicture() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try choosePhoto(0)
            XCTAssertEqual(controller.detail.state, .loading)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.picture.texture?.sourceWidth, 1024)
            // On Wayland the window may still settle its size as the photo comes: it is
            // decoded again at the size it ends up drawn at.
            try waitUntil("decoded at the size it is drawn", found: { self.controller.photoShown }) { self.isDecodedAsShown }
        }
    }

    nonisolated func testACorruptImageShowsAnErrorInTheDetail() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try Data("no image format starts like this".utf8).write(to: directory.appendingPathComponent("broken.png"))
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "Broken", imageURL: "broken.png"),
                    .init(id: "2", title: "Missing", imageURL: "missing.png")
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            try choosePhoto(0)
            try waitUntil("the error shows") { if case .failed = controller.detail.state { return true } else { return false } }
            guard case .failed(let message) = controller.detail.state else { return XCTFail("no error state") }
            XCTAssertEqual(message, "The image is not a PNG, JPEG or GIF, so it cannot be shown.")
            try choosePhoto(1)
            try waitUntil("the missing file is reported") {
                controller.detail.state == .failed(HTTPError.unreadableFile(path: directory.appendingPathComponent("missing.png").path).userMessage)
            }
            try TestFeed.copySampleImage(size: "s", to: directory, as: "missing.png")
            try choosePhoto(1)
            try waitUntil("choosing it again retries, and the image is there now") { controller.detail.state == .image }
        }
    }

    nonisolated func testALateImageNeverReplacesANewerSelection() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.copySampleImage(size: "m", to: directory, as: "slow.png")
            try TestFeed.copySampleImage(size: "s", to: directory, as: "fast.png")
            let server = try LoopbackServer(root: directory)
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "A slow one", imageURL: server.url("hold-until/released/slow.png").absoluteString),
                    .init(id: "2", title: "B fast one", imageURL: server.url("fast.png").absoluteString)
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            try choosePhoto(0)
            let fast = try choosePhoto(1)
            try waitUntil("the fast image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.picture.texture?.pixelWidth, 240)
            // The slow one comes now, late: once no load of it is under way, it has come or been called off.
            try server.release("released")
            let slow = try XCTUnwrap(URL(string: server.url("hold-until/released/slow.png").absoluteString))
            try waitUntil("the slow image has come or been called off") { !controller.detail.loader.isLoading(slow) }
            try waitUntilDrawn(controller)
            XCTAssertEqual(controller.detail.photo, fast, "the slow 500 px image did not replace the newer choice")
            XCTAssertEqual(controller.detail.picture.texture?.pixelWidth, 240)
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAMemoryWarningDropsAHiddenImageAndShowingItReloads() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            controller.goBack()
            try waitUntil("the detail is gone") { controller.detail.appearanceState == .disappeared }
            controller.split.receiveMemoryWarning()
            XCTAssertNil(controller.detail.picture.texture, "the decoded image is dropped")
            XCTAssertEqual(controller.detail.photo, photo, "the photo stays chosen (and is what a restart restores)")
            try choosePhoto(0)
            try waitUntil("the image is back") {
                controller.detail.state == .image && controller.detail.photo == photo && controller.detail.picture.texture != nil
            }
        }
    }

    nonisolated func testHostileImagesEndInAClearMessage() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try Data(TestImages.png(width: 60_000, height: 60_000)).write(to: directory.appendingPathComponent("huge.png"))
            try Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43] + [UInt8](repeating: 0x11, count: 300)).write(to: directory.appendingPathComponent("corrupt.jpg"))
            let jpeg = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.jpg"))
            try jpeg.prefix(jpeg.count * 7 / 10).write(to: directory.appendingPathComponent("truncated.jpg"))
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "Huge", imageURL: server.url("huge.png").absoluteString),
                    .init(id: "2", title: "Corrupt", imageURL: server.url("corrupt.jpg").absoluteString),
                    .init(id: "3", title: "Truncated", imageURL: server.url("truncated.jpg").absoluteString)
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            XCTAssertEqual(photosList?.photos.map(\.title), ["Corrupt", "Huge", "Truncated"])
            try choosePhoto(2)
            try waitUntil("the truncated image is said to be damaged") { controller.detail.state.isFailed }
            XCTAssertEqual(controller.detail.state, .failed("The image is damaged: it was cut short."), "not shown half drawn")
            XCTAssertNil(controller.detail.picture.texture)
            try choosePhoto(1)
            try waitUntil("the huge image is refused") { controller.detail.state.isFailed }
            XCTAssertEqual(controller.detail.state, .failed("The image is too large to show: 60000 × 60000 pixels, more than 100 megapixels."))
            try choosePhoto(0)
            try waitUntil("the corrupt one is reported") { controller.detail.state.isFailed }
            guard case .failed(let message) = controller.detail.state else { return XCTFail() }
            XCTAssertTrue(message.hasPrefix("The image is damaged"), message)
        }
    }

    nonisolated func testAShownImageComesFromMemoryTheSecondTime() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let first = try choosePhoto(0)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            let decoded = try XCTUnwrap(controller.detail.picture.texture)
            try choosePhoto(1)
            try waitUntil("the second image is shown") { controller.detail.state == .image && controller.detail.picture.texture !== decoded }
            try choosePhoto(0)
            XCTAssertEqual(controller.detail.photo, first)
            try waitUntil("the first image is back") { controller.detail.state == .image }
            XCTAssertTrue(controller.detail.picture.texture === decoded, "the same decoded texture, from memory: no new download or decode")
        }
    }

    /// "Loading Photo…" appears only when a load takes a while, and only a photo that replaces
    /// it once drawn crossfades; one ready sooner (from memory, or a quick server) appears at
    /// once, with no page flashed or faded before it.
    nonisolated func testThePhotoCrossfadesOnlyFromALoadingPageThatWasSeen() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try FileManager.default.copyItem(
                at: Fixtures.directory.appendingPathComponent("images/sample.jpg"),
                to: directory.appendingPathComponent("sample.jpg"))
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(
                width: 1000,
                feed: try TestFeed.write(
                    [
                        .init(id: "1", title: "Quick", imageURL: server.url("sample.jpg").absoluteString),
                        .init(id: "2", title: "Slow", imageURL: server.url("delay/400/sample.jpg").absoluteString)
                    ],
                    in: directory))
            try choosePhotographer(0)
            try choosePhoto(1)
            try waitUntil("the slow photo's loading page is shown") { controller.detail.visiblePage == .loading }
            try waitUntil("the slow photo is shown") { controller.detail.state == .image }
            XCTAssertTrue(controller.detail.isCrossfading, "the loading page was on screen for 250 ms")
            try waitUntil("the crossfade ends") { !controller.detail.isCrossfading }
            try choosePhoto(0)
            var pages: Set<PhotoDetailViewController.Page> = []
            try waitUntil("the quick photo is shown") {
                if let page = controller.detail.visiblePage { pages.insert(page) }
                return controller.detail.state == .image
            }
            XCTAssertFalse(pages.contains(.loading), "a photo served at once never shows “Loading Photo…”")
            XCTAssertFalse(controller.detail.isCrossfading)
            try choosePhoto(1)
            try waitUntil("the slow photo is back, from memory") { controller.detail.state == .image }
            XCTAssertFalse(controller.detail.isCrossfading, "ready before a frame: no fade from a page nobody saw")
        }
    }

    nonisolated func testImagesAreRefusedForSizesReadAndDamageSaidAsDamage() throws {
        try onMain {
            let huge = TestImages.png(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)
            XCTAssertThrowsError(try ImageLoader.decode(Data(huge), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error as? ImageError, .tooManyPixels(width: 4_294_967_295, height: 4_294_967_295, limit: 100_000_000))
            }
            var garbage = huge
            garbage.replaceSubrange(16..<24, with: [UInt8](repeating: 0x22, count: 8))
            XCTAssertThrowsError(try ImageLoader.decode(Data(garbage), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: its header is corrupt.")
            }
            let jpeg = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.jpg"))
            XCTAssertNoThrow(try ImageLoader.decode(jpeg, maxPixels: 100_000_000))
            XCTAssertThrowsError(try ImageLoader.decode(jpeg.prefix(jpeg.count / 2), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: it was cut short.", "not shown half drawn")
            }
            let png = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.png"))
            XCTAssertThrowsError(try ImageLoader.decode(png.prefix(png.count / 2), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: it was cut short.", "not shown half drawn")
            }
            XCTAssertThrowsError(try ImageLoader.decode(Data("II*\u{0}tiff".utf8), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error as? ImageError, .unsupported)
            }
        }
    }

    /// The loading page shows only for a photo that takes over 200 ms: never before, so one
    /// that arrives sooner is not preceded by it.
    nonisolated func testTheLoadingPageShowsOnlyForAPhotoThatTakesOver200ms() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try TestFeed.copySampleImage(size: "l", to: directory, as: "1.png")
            // A small file comes in milliseconds; the server's copy after 1.5 s.
            let small = Fixtures.sampleFeed.deletingLastPathComponent().appendingPathComponent("images/53000000000_s.png")
            let entries = [
                TestFeed.Entry(id: "1", title: "Photo 1", imageURL: small.absoluteString),
                TestFeed.Entry(id: "2", title: "Photo 2", imageURL: server.url("delay/1500/1.png").absoluteString)
            ]
            try open(width: 1000, feed: try TestFeed.write(entries, in: directory))
            _ = try choosePhotographer(0)
            let list = try XCTUnwrap(photosList)
            for (id, slow) in [("1", false), ("2", true)] {
                let photo = try XCTUnwrap(list.photos.first { $0.id == id })
                let started = Date()
                var loadingAfter: TimeInterval?
                list.photoSections.activate(photo)
                try waitUntil("photo \(id) is shown") {
                    if loadingAfter == nil, controller.detail.visiblePage == .loading { loadingAfter = Date().timeIntervalSince(started) }
                    return controller.detail.state == .image && controller.detail.photo == photo
                }
                if let loadingAfter { XCTAssertGreaterThanOrEqual(loadingAfter, 0.2, "photo \(id): the loading page, but only after 200 ms") }
                if slow { XCTAssertNotNil(loadingAfter, "a photo that takes 1.5 s shows the loading page meanwhile") }
            }
        }
    }
}
