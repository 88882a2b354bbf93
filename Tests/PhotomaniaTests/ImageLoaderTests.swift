import Foundation
import GtkKit
import PhotoFeed
@testable import PhotomaniaUI
import TestFixtures
import TestSupport
import XCTest

/// The loader's completions may hold widgets: delivered or cancelled, from the disk cache or
/// the network, they are released on the main thread.
final class ImageLoaderTests: GtkTestCase {
    nonisolated func testCompletionsAreReleasedOnTheMainThreadOnEveryPath() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: Fixtures.directory.appendingPathComponent("images"))
            let loader = ImageLoader(http: HTTPClient(options: .init(userAgent: "PhotomaniaTests/1")),
                                     cacheDirectory: directory.appendingPathComponent("cache"))
            let url = server.url("sample.jpg")
            for (cancel, purge) in [(false, true), (true, true), (false, true), (true, false)] {
                var releasedOnMain: Bool?
                var delivered = false
                do {
                    let witness = ReleaseWitness { releasedOnMain = $0 }
                    let task = loader.load(url, fitting: PixelSize(side: 640)) { result in withExtendedLifetime(witness) { delivered = (try? result.get()) != nil } }
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
}
