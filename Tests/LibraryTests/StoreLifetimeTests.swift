import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// The database every window shares: a damaged one said at start, and a new one started in its
/// place that every window follows, holding what was listed, the recents and the favourites,
/// while the old file is left as it was.
final class StoreLifetimeTests: LibraryTestCase {
    nonisolated func testANewDatabaseIsEveryWindowsAndTheOldFileIsLeftAlone() throws {
        try onMain {
            let (directory, path, damaged) = try Fixtures.damagedDatabase()
            let library = makeLibrary(store: StoreOpening(path: path))
            XCTAssertNotNil(library.store.problem, "the damage is known at start")
            let feed = FeedSource.url(Fixtures.sampleFeed)
            var following: FeedHolds.Hold?
            waitForListing(of: feed, on: library) { following = open(feed, on: library) }
            let listed = library.feeds.photographers.flatMap(\.photos)
            library.collections.record(listed[3])
            library.collections.setFavourite(listed[5], true)

            var heard: [[String]] = [[], []]
            let windows = (0..<2).map { index in
                library.observe { event in
                    switch event {
                    case .newDatabase(let movedTo): heard[index].append("moved to \(movedTo)")
                    case .storeProblemChanged: heard[index].append(library.store.problem == nil ? "no problem" : "a problem")
                    default: break
                    }
                }
            }
            library.startNewDatabase()
            let moved = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.contains(".damaged-") })
            XCTAssertEqual(heard[0], ["moved to \(directory.appendingPathComponent(moved).path)", "no problem"], "every window hears it at once")
            XCTAssertEqual(heard[1], heard[0])
            XCTAssertNil(library.store.problem)
            let fresh = try PhotoStore(path: path)
            XCTAssertEqual(try fresh.count(), listed.count, "what is listed is in the new file")
            XCTAssertEqual(try fresh.recents().photos, [listed[3]], "and the recents")
            XCTAssertEqual(try fresh.favourites(), [listed[5]], "and the favourites")

            library.collections.record(listed[6])
            library.store.finishWrites()
            XCTAssertEqual(try fresh.recents().photos.map(\.id), [listed[6].id, listed[3].id], "later writes go to the new file")
            XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent(moved)), damaged, "nothing was written to the old file")
            withExtendedLifetime((following, windows)) {}
        }
    }

    /// A view is first in the recents at once, in every window, and written behind.
    nonisolated func testAViewIsFirstInTheRecentsAtOnceAndWrittenBehind() throws {
        try onMain {
            let photos = try samplePhotos()
            let path = try storeFile(holding: photos)
            let library = makeLibrary(store: StoreOpening(path: path))
            var heard = 0
            let token = library.observe { if case .recentsChanged = $0 { heard += 1 } }
            library.collections.record(photos[1])
            library.collections.record(photos[2])
            library.collections.record(photos[1])
            XCTAssertEqual(library.collections.recents, [photos[1], photos[2]], "the newest first, once each")
            XCTAssertEqual(heard, 3)
            library.store.finishWrites()
            XCTAssertEqual(try PhotoStore(path: path).recents().photos, [photos[1], photos[2]])
            XCTAssertEqual(makeLibrary(store: StoreOpening(path: path)).collections.recents, [photos[1], photos[2]], "read back at the next start")
            withExtendedLifetime(token) {}
        }
    }
}
