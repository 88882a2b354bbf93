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
    nonisolated func testCompletionsAreReleasedOnTheMainThreadOnEveryPath() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: Fixtures.directory.appendingPathComponent("images"))
            let loader = ImageLoader(
                http: HTTPClient(options: .init(userAgent: "PhotomaniaTests/1")),
                cacheDirectory: directory.appendingPathComponent("cache"))
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
            let loader = ImageLoader(
                http: HTTPClient(options: .init(userAgent: "PhotomaniaTests/1")),
                cacheDirectory: try Fixtures.temporaryDirectory().appendingPathComponent("cache"))
            let url = Fixtures.directory.appendingPathComponent("images/sample.jpg")
            let backlog = 300
            var thumbnails = 0
            var thumbnailsBeforeThePhoto: Int?
            let tasks = (0..<backlog).map { _ in loader.load(url, fitting: PixelSize(side: 128), cropping: true) { _ in thumbnails += 1 } }
            let photo = loader.load(url, fitting: PixelSize(side: 640)) { _ in thumbnailsBeforeThePhoto = thumbnails }
            XCTAssertTrue(
                MainLoop.iterate(until: { thumbnailsBeforeThePhoto != nil && thumbnails == backlog }, timeout: Self.longListTimeout),
                "every thumbnail and the photo decoded")
            XCTAssertLessThan(thumbnailsBeforeThePhoto ?? backlog, backlog / 2, "the photo came before most of the thumbnails")
            withExtendedLifetime((tasks, photo)) {}
        }
    }
}
