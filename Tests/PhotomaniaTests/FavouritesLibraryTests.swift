import Foundation
import GtkKit
import Observing
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The favourites in the app's one library: starred and unstarred at once for every window,
/// written behind to the database, read back at the next start, and kept by a new database.
final class FavouritesLibraryTests: GtkTestCase {
    private let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))

    /// A library over a store at `path` holding the sample's photos.
    private func library(at path: String) throws -> PhotoLibrary {
        let store = try PhotoStore(path: path)
        if try store.count() == 0 { try store.upsert(try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos) }
        return try makeLibrary(http: http, settings: nil, store: StoreOpening(.success(store)))
    }

    nonisolated func testAStarIsEveryWindowsAtOnceWrittenBehindAndReadAtTheNextStart() throws {
        try onMain {
            let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
            let library = try library(at: path)
            let photos = library.photographers.flatMap(\.photos)
            var events = 0
            let token = library.observe { if case .favouritesChanged = $0 { events += 1 } }
            library.setFavourite(photos[0], true)
            library.setFavourite(photos[2], true)
            library.setFavourite(photos[2], true) // again: nothing changes
            XCTAssertEqual(library.favourites.map(\.id), [photos[2].id, photos[0].id], "the last starred first, at once")
            XCTAssertEqual(events, 2)
            XCTAssertTrue(library.isFavourite(photos[0]) && !library.isFavourite(photos[1]))
            try waitUntil("written to the database") { (try? PhotoStore(path: path).favourites().map(\.id)) == [photos[2].id, photos[0].id] }
            library.setFavourite(photos[2], false)
            XCTAssertEqual(library.favourites.map(\.id), [photos[0].id])
            try waitUntil("unstarred in the database") { (try? PhotoStore(path: path).favourites().count) == 1 }
            withExtendedLifetime(token) {}
            XCTAssertEqual(try self.library(at: path).favourites, [photos[0]], "read back at the next start")
        }
    }

    nonisolated func testANewDatabaseKeepsTheFavourites() throws {
        try onMain {
            let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
            let library = try library(at: path)
            let photos = library.photographers.flatMap(\.photos)
            library.setFavourite(photos[1], true)
            library.setFavourite(photos[3], true)
            try waitUntil("written") { (try? PhotoStore(path: path).favourites().count) == 2 }
            library.startNewDatabase()
            XCTAssertEqual(try PhotoStore(path: path).favourites().map(\.id), [photos[3].id, photos[1].id], "moved into the new file, in order")
            XCTAssertEqual(library.favourites.map(\.id), [photos[3].id, photos[1].id])
        }
    }

    /// A favourite's image is downloaded and kept on disk outside the cache's cap; unstarred,
    /// the cap may take it again.
    nonisolated func testAFavouritesImageIsKeptOnDiskUntilUnstarred() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.copySampleImage(size: "l", to: directory, as: "lake.png")
            let original = try Data(contentsOf: directory.appendingPathComponent("lake.png"))
            let server = try LoopbackServer(root: directory)
            let library = try makeLibrary(http: http, settings: nil)
            let photo = Photo(
                id: "7", title: "Lake", subtitle: "", photographerID: "a@N1", photographerName: "Ann",
                imageURL: server.url("lake.png"), thumbnailURL: nil)
            library.setFavourite(photo, true)
            try waitUntil("its image is downloaded and pinned") { library.images.disk.pinnedSize == original.count }
            XCTAssertEqual(library.images.disk.size, 0, "outside the cap's count")
            library.setFavourite(photo, false)
            XCTAssertEqual(library.images.disk.pinnedSize, 0)
            XCTAssertEqual(library.images.disk.size, original.count, "among the other cached images again")
        }
    }
}
