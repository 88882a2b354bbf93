import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// The favourites in the app's one library: starred and unstarred at once for every window,
/// written behind to the database, read back at the next start, their images kept on disk.
final class FavouritesTests: LibraryTestCase {
    nonisolated func testAStarIsEveryWindowsAtOnceWrittenBehindAndReadAtTheNextStart() throws {
        try onMain {
            let photos = try samplePhotos()
            let path = try storeFile(holding: photos)
            let library = makeLibrary(store: StoreOpening(path: path))
            var heard = [0, 0]
            let windows = (0..<2).map { index in library.observe { if case .favouritesChanged = $0 { heard[index] += 1 } } }
            library.collections.setFavourite(photos[0], true)
            library.collections.setFavourite(photos[2], true)
            library.collections.setFavourite(photos[2], true) // again: nothing changes
            XCTAssertEqual(library.collections.favourites.map(\.id), [photos[2].id, photos[0].id], "the last starred first, at once")
            XCTAssertEqual(heard, [2, 2], "every window heard each change")
            XCTAssertTrue(library.collections.isFavourite(photos[0]) && !library.collections.isFavourite(photos[1]))
            library.store.finishWrites()
            XCTAssertEqual(try PhotoStore(path: path).favourites().map(\.id), [photos[2].id, photos[0].id], "written to the database")

            library.collections.setFavourite(photos[2], false)
            XCTAssertEqual(library.collections.favourites.map(\.id), [photos[0].id])
            library.store.finishWrites()
            XCTAssertEqual(try PhotoStore(path: path).favourites().map(\.id), [photos[0].id], "unstarred in the database")
            XCTAssertEqual(makeLibrary(store: StoreOpening(path: path)).collections.favourites, [photos[0]], "read back at the next start")
            withExtendedLifetime(windows) {}
        }
    }

    nonisolated func testANewDatabaseKeepsTheFavouritesInOrder() throws {
        try onMain {
            let photos = try samplePhotos()
            let path = try storeFile(holding: photos)
            let library = makeLibrary(store: StoreOpening(path: path))
            library.collections.setFavourite(photos[1], true)
            library.collections.setFavourite(photos[3], true)
            library.startNewDatabase()
            XCTAssertEqual(try PhotoStore(path: path).favourites().map(\.id), [photos[3].id, photos[1].id], "moved into the new file, in order")
            XCTAssertEqual(library.collections.favourites.map(\.id), [photos[3].id, photos[1].id])
        }
    }

    /// A favourite's image is kept on disk whatever the cache's cap, until it is unstarred.
    nonisolated func testAFavouritesImageIsPinnedUntilUnstarred() throws {
        try onMain {
            let photos = try samplePhotos()
            let library = makeLibrary()
            library.collections.setFavourite(photos[0], true)
            library.collections.setFavourite(photos[1], true)
            XCTAssertEqual(images.pinned, [photos[0].imageURL, photos[1].imageURL])
            library.collections.setFavourite(photos[0], false)
            XCTAssertEqual(images.pinned, [photos[1].imageURL])
        }
    }
}
