import Foundation
import GtkKit
import Observing
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A favourite's image in the app's image cache (the library's rules for favourites are tested
/// without a display, `LibraryTests.FavouritesTests`).
final class FavouriteImagesTests: GtkTestCase {
    private let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))

    /// A favourite's image is downloaded and kept on disk outside the cache's cap; unstarred,
    /// the cap may take it again.
    nonisolated func testAFavouritesImageIsKeptOnDiskUntilUnstarred() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.copySampleImage(size: "l", to: directory, as: "lake.png")
            let original = try Data(contentsOf: directory.appendingPathComponent("lake.png"))
            let server = try LoopbackServer(root: directory)
            let services = try makeServices(http: http, settings: nil)
            let photo = Photo(
                id: "7", title: "Lake", subtitle: "", photographerID: "a@N1", photographerName: "Ann",
                imageURL: server.url("lake.png"), thumbnailURL: nil)
            services.library.collections.setFavourite(photo, true)
            try waitUntil("its image is downloaded and pinned") { services.images.disk.pinnedSize == original.count }
            XCTAssertEqual(services.images.disk.size, 0, "outside the cap's count")
            services.library.collections.setFavourite(photo, false)
            XCTAssertEqual(services.images.disk.pinnedSize, 0)
            XCTAssertEqual(services.images.disk.size, original.count, "among the other cached images again")
        }
    }
}
