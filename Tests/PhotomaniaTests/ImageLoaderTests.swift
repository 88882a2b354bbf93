import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The loader's completions may hold widgets: delivered or cancelled, from the disk cache or
/// the network, they are released on the main thread. A grid's thumbnails, decoded behind,
/// never hold up a photo.
final class ImageLoaderTests: GtkTestCase {
    /// A loader with an empty disk cache.
    private static func makeLoader() throws -> ImageLoader {
        ImageLoader(
            http: HTTPClient(options: .init(userAgent: "PhotomaniaTests/1")),
            cacheDirectory: try Fixtures.temporaryDirectory().appendingPathComponent("cache"))
    }

    private static let sampleImage = Fixtures.directory.appendingPathComponent("images/sample.jpg")

    nonisolated func testCompletionsAreReleasedOnTheMainThreadOnEveryPath() throws {
        try onMain {
            let server = try LoopbackServer(root: Fixtures.directory.appendingPathComponent("images"))
            let loader = try Self.makeLoader()
            let url = server.url("sample.jpg")
            for (cancel, purge) in [(false, true), (true, true), (false, true), (true, false)] {
                var releasedOnMain: Bool?
                var delivered = false
                do {
                    let witness = ReleaseWitness { releasedOnMain = $0 }
                    let task = loader.load(url, fitting: PixelSize(side: 640)) { result in
                        withExtendedLifetime(witness) { delivered = (try? result.get()) != nil }
                    }
                    if cancel { task.cancel() }
                }
                XCTAssertTrue(MainLoop.iterate(until: { releasedOnMain != nil }, timeout: 10))
                XCTAssertEqual(releasedOnMain, true, "cancel \(cancel)")
                XCTAssertEqual(delivered, !cancel)
                if purge { loader.purgeMemory() }
            }
            withExtendedLifetime(server) {}
        }
    }

    /// A grid scrolled fast asks for hundreds of thumbnails, decoded one at a time behind
    /// everything else; the photo then chosen is decoded at once, not after them.
    nonisolated func testAPhotoAskedForBehindAGridsThumbnailsIsNotHeldUpByThem() throws {
        try onMain {
            let loader = try Self.makeLoader()
            let url = Self.sampleImage
            let backlog = 300
            var thumbnails = 0
            var thumbnailsBeforeThePhoto: Int?
            let tasks = (0..<backlog).map { loader.load(url, fitting: PixelSize(side: 64 + $0), cropping: true) { _ in thumbnails += 1 } }
            let photo = loader.load(url, fitting: PixelSize(side: 640)) { _ in thumbnailsBeforeThePhoto = thumbnails }
            XCTAssertTrue(
                MainLoop.iterate(until: { thumbnailsBeforeThePhoto != nil && thumbnails == backlog }, timeout: Self.longListTimeout),
                "every thumbnail and the photo decoded")
            XCTAssertLessThan(thumbnailsBeforeThePhoto ?? backlog, backlog / 2, "the photo came before most of the thumbnails")
            withExtendedLifetime((tasks, photo)) {}
        }
    }
    /// A photo decoded ahead and then asked for while it is still decoding (a neighbour
    /// stepped to, a restored photo shown) is decoded once: both callers get that decode.
    nonisolated func testAnImageAskedForWhileItLoadsJoinsTheLoad() throws {
        try onMain {
            let loader = try Self.makeLoader()
            let url = Self.sampleImage
            var textures: [Texture?] = [nil, nil]
            let tasks = (0..<2).map { caller in
                loader.load(url, fitting: PixelSize(side: 640)) { textures[caller] = try? $0.get() }
            }
            XCTAssertTrue(MainLoop.iterate(until: { textures.allSatisfy { $0 != nil } }, timeout: 10))
            XCTAssertTrue(textures[0] === textures[1], "one decode for both")
            withExtendedLifetime(tasks) {}
        }
    }

    /// One caller giving up leaves the others their image; once all have, the load stops, and
    /// the image asked for again is loaded anew.
    nonisolated func testAJoinedLoadEndsOnlyWhenEveryCallerCancelled() throws {
        try onMain {
            let loader = try Self.makeLoader()
            let url = Self.sampleImage
            var delivered: [Int] = []
            let load = { (caller: Int) in loader.load(url, fitting: PixelSize(side: 640 + caller / 2)) { _ in delivered.append(caller) } }
            let (gaveUp, waited) = (load(0), load(1))
            gaveUp.cancel()
            XCTAssertTrue(MainLoop.iterate(until: { delivered == [1] }, timeout: 10), "\(delivered)")
            let cancelled = [load(2), load(3)]
            cancelled.forEach { $0.cancel() }
            let again = load(2)
            XCTAssertTrue(MainLoop.iterate(until: { delivered == [1, 2] }, timeout: 10), "\(delivered)")
            try waitUntil("no load of the image is under way") { !loader.isLoading(url) }
            MainLoop.runReady() // what was delivered on its way back
            XCTAssertEqual(delivered, [1, 2], "the callers that gave up are told nothing")
            withExtendedLifetime((waited, again)) {}
        }
    }
}
