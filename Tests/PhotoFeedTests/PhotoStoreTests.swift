import Foundation
import PhotoFeed
import TestFixtures
import XCTest

final class PhotoStoreTests: XCTestCase {
    var directory: URL!
    var path: String { directory.appendingPathComponent("photos.sqlite").path }

    override func setUpWithError() throws {
        directory = try Fixtures.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func photo(_ id: Int, title: String? = nil, by name: String = "Ann") -> Photo {
        Photo(
            id: "\(id)", title: title ?? "Photo \(id)", subtitle: "about \(id)", photographerID: "\(name)@N1",
            photographerName: name, imageURL: URL(string: "https://x.invalid/\(id)_b.jpg")!,
            thumbnailURL: URL(string: "https://x.invalid/\(id)_s.jpg"))
    }

    func testFetchingAPhotoTwiceUpdatesItInsteadOfDuplicating() throws {
        let store = try PhotoStore(path: path)
        try store.upsert([photo(1), photo(2)])
        try store.upsert([photo(2, title: "Renamed"), photo(3)])
        XCTAssertEqual(try store.count(), 3)
        XCTAssertEqual(try store.photos().map(\.title), ["Photo 1", "Renamed", "Photo 3"])
        XCTAssertEqual(try store.photos().first, photo(1))
    }

    func testAWriteSaysWhichPhotosItInsertedUpdatedAndDropped() throws {
        let store = try PhotoStore(path: path, capacity: 4)
        XCTAssertEqual(try store.upsert([photo(1), photo(2), photo(3)]), StoreChange(inserted: ["1", "2", "3"]))
        XCTAssertEqual(
            try store.upsert([photo(1), photo(2, title: "Renamed"), photo(4), photo(5)]),
            StoreChange(inserted: ["4", "5"], updated: ["2"], removed: ["1"]),
            "1 came again unchanged, then fell beyond the capacity as the oldest fetch")
        XCTAssertEqual(try store.upsert([photo(2, title: "Renamed"), photo(5)]), StoreChange(), "nothing changed")
    }

    /// Two connections to one file (two windows, or the app and another process) writing in
    /// turn: the photos fetched last are the newest whoever wrote them, the capacity keeps
    /// those, and a write counts as new only the photos it inserted.
    func testWritesThroughTwoConnectionsKeepOneOrder() throws {
        let first = try PhotoStore(path: path, capacity: 6)
        try first.upsert((1...4).map { photo($0) }) // marks 1…4
        let second = try PhotoStore(path: path, capacity: 6) // opened now, before the writes below
        try first.upsert((5...8).map { photo($0) }) // 1 and 2 go
        let change = try second.upsert([photo(8), photo(9), photo(10)])
        XCTAssertEqual(change.inserted, ["9", "10"], "8 was there already: not new")
        XCTAssertEqual(change.removed, ["3", "4"], "beyond the capacity, the ones fetched first go, whoever fetched them")
        try first.recordView(of: photo(6))
        try second.recordView(of: photo(9))
        XCTAssertEqual(try first.photos().map(\.id), ["5", "6", "7", "8", "9", "10"], "oldest fetch first, across both")
        XCTAssertEqual(try first.recents().photos.map(\.id), ["9", "6"], "viewed last first, across both")
        try first.upsert([photo(11)])
        XCTAssertEqual(try second.photos().map(\.id), ["6", "7", "8", "9", "10", "11"], "5, fetched before the rest, goes; 6 is a recent")
    }

    /// Photos kept in memory change as a write would say.
    func testAChangeBetweenTwoListings() {
        let change = StoreChange(from: [photo(1), photo(2), photo(3)], to: [photo(2, title: "Renamed"), photo(3), photo(4)])
        XCTAssertEqual(change, StoreChange(inserted: ["4"], updated: ["2"], removed: ["1"]))
        XCTAssertTrue(StoreChange(from: [photo(1)], to: [photo(1)]).isEmpty)
    }

    func testABatchLargerThanTheStoreIsCutBeforeItIsStored() throws {
        let store = try PhotoStore(path: path, capacity: 5)
        try store.upsert([photo(100)])
        let change = try store.upsert((1...1_000).map { photo($0) })
        XCTAssertEqual(change.inserted, Set((996...1_000).map(String.init)), "only the last five were written")
        XCTAssertEqual(change.removed, ["100"])
        XCTAssertEqual(try store.photos().map(\.id), (996...1_000).map(String.init))
    }

    func testTextIsKeptExactlyAsTheFeedSentItNULsIncluded() throws {
        let title = "before\u{0}after \u{1B}[31m\u{7F} é 🌊"
        do {
            let store = try PhotoStore(path: path)
            try store.upsert([photo(1, title: title, by: "A\u{0}B")])
        }
        let stored = try XCTUnwrap(try PhotoStore(path: path).photos().first)
        XCTAssertEqual(stored.title, title)
        XCTAssertEqual(stored.photographerName, "A\u{0}B")
    }

    func testWhatWasCommittedSurvivesReopening() throws {
        do {
            let store = try PhotoStore(path: path)
            try store.upsert((1...50).map { photo($0) })
            try store.recordView(of: photo(7))
            try store.recordView(of: photo(3))
        }
        let reopened = try PhotoStore(path: path)
        XCTAssertEqual(try reopened.count(), 50)
        XCTAssertEqual(try reopened.recents().photos.map(\.id), ["3", "7"])
        try reopened.recordView(of: photo(7))
        XCTAssertEqual(try reopened.recents().photos.map(\.id), ["7", "3"], "order continues across restarts")
    }

    func testRecentsAreDeduplicatedBeforeTheCap() throws {
        let store = try PhotoStore(path: path)
        try store.upsert((1...25).map { photo($0) })
        for id in 1...20 { try store.recordView(of: photo(id)) }
        try store.recordView(of: photo(5))
        XCTAssertEqual(try store.recents().photos.count, 20)
        XCTAssertEqual(try store.recents().photos.first?.id, "5")
        try store.recordView(of: photo(21))
        XCTAssertEqual(try store.recents().photos.count, 20)
        XCTAssertFalse(try store.recents().photos.contains { $0.id == "1" }, "the oldest view falls off")
    }

    func testTheStoreKeepsTheNewestPhotosUpToItsCapacityAndEveryRecent() throws {
        let store = try PhotoStore(path: path, capacity: 10)
        try store.upsert((1...8).map { photo($0) })
        try store.recordView(of: photo(2))
        try store.upsert((9...20).map { photo($0) })
        XCTAssertEqual(
            try store.photos().map(\.id), ["2"] + (11...20).map(String.init),
            "the ten fetched last, and the one viewed")
        XCTAssertEqual(try store.recents().photos.map(\.id), ["2"])
        let reopened = try PhotoStore(path: path, capacity: 10)
        XCTAssertEqual(try reopened.count(), 11)
    }

    func testKillingAWriterMidBatchKeepsEveryCommittedBatchAndNoPartOfOthers() throws {
        let writer = try HelperProcess("store-writer", arguments: [path])
        var committed = 0
        var buffer = ""
        while committed < 2000 {
            let chunk = writer.availableOutput()
            XCTAssertFalse(chunk.isEmpty, "the writer stopped on its own")
            if chunk.isEmpty { break }
            buffer += chunk
            committed = buffer.split(separator: "\n").compactMap { Int($0.split(separator: " ").last ?? "") }.max() ?? 0
        }
        kill(writer.process.processIdentifier, SIGKILL)
        writer.process.waitUntilExit()
        XCTAssertEqual(writer.process.terminationReason, .uncaughtSignal)

        let store = try PhotoStore(path: path)
        let count = try store.count()
        XCTAssertGreaterThanOrEqual(count, committed, "every batch reported as committed is there")
        XCTAssertEqual(count % 100, 0, "a batch is all there or not at all")
        XCTAssertEqual(try store.photos().count, count)
    }

    func testTheFileUsesWALAndRecordsItsSchemaVersion() throws {
        let store = try PhotoStore(path: path)
        try store.upsert([photo(1)])
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-wal"), "a write-ahead log beside the open database")
        XCTAssertEqual(PhotoStore.schemaVersion, 7)
        withExtendedLifetime(store) {}
    }

    /// What each version of the schema changed, from version 1 on, as files written then have it.
    private static let schemaChanges = [
        """
        CREATE TABLE photos (id TEXT PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL,
            photographer_id TEXT NOT NULL, photographer_name TEXT NOT NULL, image_url TEXT NOT NULL,
            thumbnail_url TEXT, fetched_at INTEGER NOT NULL);
        CREATE INDEX photos_by_photographer ON photos (photographer_name);
        CREATE TABLE recents (photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE, viewed_at INTEGER NOT NULL);
        """,
        """
        CREATE VIEW photographers AS SELECT photographer_name AS name, min(photographer_id) AS id, count(*) AS photo_count
            FROM photos GROUP BY photographer_name;
        """,
        "ALTER TABLE photos ADD COLUMN taken TEXT;",
        "ALTER TABLE photos ADD COLUMN details TEXT;",
        "ALTER TABLE photos ADD COLUMN retrieved_at REAL;",
        "CREATE TABLE favourites (photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE, starred_at INTEGER NOT NULL);"
    ]

    /// Writes the store's file as version `version` of the app left it, holding `rows`.
    func writeFile(version: Int, rows: String) throws {
        try writeFile(Self.schemaChanges.prefix(version).joined(separator: "\n") + "\n\(rows)\nPRAGMA user_version = \(version);")
    }

    /// Writes the store's file with `script`, through Python's sqlite3 (not the store's code).
    private func writeFile(_ script: String) throws {
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()", path, script]
        try python.run()
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0, "the file could not be written: its script failed")
    }

    func testAVersionOneFileIsMigratedKeepingItsPhotos() throws {
        try writeFile(
            version: 1,
            rows: """
                INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1);
                INSERT INTO photos VALUES ('2', 'Two', '', 'b@N1', 'Bo', 'https://x.invalid/2.jpg', NULL, 2);
                """)
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.photos().map(\.title), ["One", "Two"])
        XCTAssertEqual(try store.photographerCount(), 2)
    }

    func testTheDayTakenIsStoredAndAChangeToItIsAnUpdate() throws {
        let store = try PhotoStore(path: path)
        let undated = photo(1)
        try store.upsert([undated])
        let dated = Photo(
            id: undated.id, title: undated.title, subtitle: undated.subtitle, photographerID: undated.photographerID,
            photographerName: undated.photographerName, imageURL: undated.imageURL, thumbnailURL: undated.thumbnailURL,
            taken: "2026-11-30 14:22:05")
        XCTAssertEqual(try store.upsert([dated]).updated, ["1"])
        XCTAssertEqual(try PhotoStore(path: path).photos().map(\.taken), ["2026-11-30 14:22:05"], "kept across a reopen")
    }

    func testAVersionTwoFileGainsTheDayTakenKeepingItsPhotos() throws {
        try writeFile(version: 2, rows: "INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1);")
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.photos().map(\.title), ["One"])
        XCTAssertEqual(try store.photos().map(\.taken), [nil])
    }

    func testTheDetailsAreStoredAndAChangeToThemIsAnUpdate() throws {
        let store = try PhotoStore(path: path)
        let plain = photo(1)
        try store.upsert([plain])
        let details = PhotoDetails(
            page: URL(string: "https://www.flickr.com/photos/Ann@N1/1/"), license: .attributionShareAlike,
            uploaded: Date(timeIntervalSince1970: 1_764_541_800), tags: ["sea"],
            location: .init(latitude: -33.86, longitude: 151.21), originalWidth: 4000, originalHeight: 3000)
        let detailed = Photo(
            id: plain.id, title: plain.title, subtitle: plain.subtitle, photographerID: plain.photographerID,
            photographerName: plain.photographerName, imageURL: plain.imageURL, thumbnailURL: plain.thumbnailURL,
            details: details)
        XCTAssertEqual(try store.upsert([detailed]).updated, ["1"])
        XCTAssertEqual(try store.upsert([detailed]), StoreChange(), "the same details again change nothing")
        XCTAssertEqual(try PhotoStore(path: path).photos().map(\.details), [details], "kept across a reopen")
    }

    func testAVersionThreeFileGainsTheDetailsKeepingItsPhotos() throws {
        try writeFile(
            version: 3, rows: "INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1, '2026-11-30 14:22:05');")
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.photos().map(\.taken), ["2026-11-30 14:22:05"])
        XCTAssertEqual(try store.photos().map(\.details), [PhotoDetails()], "an older row has no details, and works")
    }

    func testEachPhotoStoredIsMarkedRetrievedChangedOrNot() throws {
        let store = try PhotoStore(path: path)
        let twoDaysAgo = Date(timeIntervalSince1970: 1_764_000_000)
        let now = twoDaysAgo.addingTimeInterval(2 * 86_400)
        try store.upsert([photo(1), photo(2)], now: twoDaysAgo)
        XCTAssertEqual(try store.upsert([photo(1)], now: now), StoreChange(), "unchanged")
        XCTAssertEqual(try PhotoStore(path: path).retrievalTimes(), ["1": now, "2": twoDaysAgo], "kept across a reopen")
    }

    func testAVersionFourFileGainsRetrievalTimesKeepingItsPhotos() throws {
        try writeFile(version: 4, rows: "INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1, NULL, NULL);")
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.photos().map(\.id), ["1"])
        XCTAssertEqual(try store.retrievalTimes(), [:], "an older row has no time: its metadata counts as old")
    }

    func testAVersionFiveFileGainsFavouritesKeepingItsPhotos() throws {
        try writeFile(
            version: 5, rows: "INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1, NULL, NULL, NULL);")
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.favourites(), [], "none yet")
        try store.star(try store.photos())
        XCTAssertEqual(try store.favourites().map(\.id), ["1"])
    }

    func testAFileFromANewerVersionIsRefusedUntouched() throws {
        do {
            _ = try PhotoStore(path: path)
        }
        try writeFile("PRAGMA user_version = 99;")
        XCTAssertThrowsError(try PhotoStore(path: path)) { error in
            XCTAssertTrue(error.userMessage.contains("newer Photomania"), error.userMessage)
        }
    }

    func testACorruptFileIsAnErrorNotACrash() throws {
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PhotoStore(path: path)) { error in
            XCTAssertTrue(error.userMessage.contains("damaged"), error.userMessage)
        }
    }

    func testAnUnwritableLocationIsAnError() {
        XCTAssertThrowsError(try PhotoStore(path: "/proc/photomania/photos.sqlite")) { error in
            XCTAssertTrue(error.userMessage.contains("cannot be written"), error.userMessage)
        }
    }
}

/// Favourites: starred photos stay whatever the feed does, newest star first.
final class FavouritesStoreTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
    }

    private func photo(_ id: Int) -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "a@N1", photographerName: "Ann",
            imageURL: URL(string: "https://x.invalid/\(id)_b.jpg")!, thumbnailURL: nil)
    }

    func testStarredPhotosAreListedNewestFirstAndAStarAgainMovesToTheFront() throws {
        let store = try PhotoStore(path: path)
        try store.upsert([photo(1), photo(2), photo(3)])
        try store.star([photo(1)])
        try store.star([photo(3)])
        try store.star([photo(2)])
        XCTAssertEqual(try store.favourites().map(\.id), ["2", "3", "1"])
        try store.star([photo(1)])
        XCTAssertEqual(try store.favourites().map(\.id), ["1", "2", "3"])
        try store.unstar("2")
        XCTAssertEqual(try store.favourites().map(\.id), ["1", "3"])
        XCTAssertEqual(try PhotoStore(path: path).favourites().map(\.id), ["1", "3"], "kept across a reopen")
        XCTAssertEqual(try store.count(), 3, "unstarred, the photo stays stored")
    }

    func testAFavouriteSurvivesTheCapacityTrimAndAnotherFeedsFirstPage() throws {
        let store = try PhotoStore(path: path, capacity: 2)
        try store.upsert([photo(1), photo(2)])
        try store.star([photo(1)])
        let change = try store.upsert([photo(3), photo(4)])
        XCTAssertEqual(change.removed, ["2"], "the oldest that is no favourite goes")
        XCTAssertEqual(try store.upsert([photo(5)], replacing: true).removed, ["3", "4"], "another feed: all but the favourite")
        XCTAssertEqual(try store.favourites().map(\.id), ["1"])
        XCTAssertEqual(Set(try store.photos().map(\.id)), ["1", "5"])
        try store.unstar("1")
        try store.upsert([photo(6), photo(7)])
        XCTAssertFalse(try store.photos().map(\.id).contains("1"), "unstarred, the trim takes it like any other")
    }

    func testStarringAPhotoTheStoreDoesNotHaveStoresItThatIsHowANewDatabaseKeepsTheFavourites() throws {
        let old = try PhotoStore(path: path)
        try old.upsert([photo(1), photo(2), photo(3)])
        try old.star([photo(3), photo(1)])
        let fresh = try PhotoStore(path: path + ".new")
        try fresh.star(try old.favourites().reversed())
        XCTAssertEqual(try fresh.favourites(), try old.favourites(), "the same photos, in the same order")
        XCTAssertEqual(try fresh.count(), 2, "only the favourites")
    }
}
