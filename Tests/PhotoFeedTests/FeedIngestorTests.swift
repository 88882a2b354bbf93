import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// The ingestor stores and lists off the main thread, through its own connection, and hands
/// the main thread a listing ready to show.
final class FeedIngestorTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("photos.sqlite").path }

    override func setUpWithError() throws { directory = try Fixtures.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: directory) }

    private func photo(_ id: Int, by name: String) -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "\(name)@N1", photographerName: name,
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    /// Waits for what the ingestor delivers, checking it arrives on the main thread.
    private func delivered<Value>(_ start: (@escaping @MainActor @Sendable (Value) -> Void) -> Void) throws -> Value {
        let delivered = expectation(description: "the listing is delivered")
        nonisolated(unsafe) var received: Value?
        start { result in
            XCTAssertTrue(Thread.isMainThread)
            received = result
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 10)
        return try XCTUnwrap(received)
    }

    func testAFeedIsStoredCutToCapacityAndListedByPhotographer() throws {
        let ingestor = FeedIngestor(path: path, capacity: 1_000)
        let feed = (1...20_000).map { photo($0, by: $0 % 2 == 0 ? "Even" : "Odd") }
        let listing = try delivered { ingestor.store(feed, completion: $0) }
        XCTAssertEqual(listing.photographers.map(\.name), ["Even", "Odd"])
        XCTAssertEqual(listing.photographers.map(\.photos.count), [500, 500])
        XCTAssertEqual(listing.change?.inserted, Set((19_001...20_000).map(String.init)))
        XCTAssertEqual(try PhotoStore(path: path).count(), 1_000, "the file holds what was listed")
        let again = try delivered { ingestor.store(Array(feed.suffix(10)), completion: $0) }
        XCTAssertEqual(again.change?.isEmpty, true, "the same photos again change nothing")
    }

    func testItListsWhatAnotherConnectionWrote() throws {
        let ingestor = FeedIngestor(path: path)
        XCTAssertEqual(try delivered { ingestor.store([photo(1, by: "Ann")], completion: $0) }.photographers.count, 1)
        try PhotoStore(path: path).upsert([photo(2, by: "Bob")])
        XCTAssertEqual(try delivered { ingestor.list(completion: $0) }.get().photographers.map(\.name), ["Ann", "Bob"])
    }

    /// A view is recorded in the file, behind the writes asked for before it; a failure is told
    /// on the main thread.
    func testAViewIsRecordedInTheFileInTurn() throws {
        let ingestor = FeedIngestor(path: path)
        ingestor.store([photo(1, by: "Ann"), photo(2, by: "Ann")]) { _ in }
        ingestor.recordView(of: photo(2, by: "Ann")) { XCTFail("recorded: \($0)") }
        ingestor.recordView(of: photo(1, by: "Ann")) { XCTFail("recorded: \($0)") }
        _ = try delivered { ingestor.list(completion: $0) } // after both, on the one queue
        XCTAssertEqual(try PhotoStore(path: path).recents().photos.map(\.id), ["1", "2"])
        let broken = FeedIngestor(path: directory.appendingPathComponent("missing/folder/photos.sqlite").path)
        XCTAssertNotNil(try delivered { broken.recordView(of: photo(1, by: "Ann"), failure: $0) })
    }

    func testWithoutADatabaseEachBatchIsListedAsItCame() throws {
        let ingestor = FeedIngestor(path: nil, capacity: 3)
        let listing = try delivered { ingestor.store((1...5).map { photo($0, by: "Ann") }, completion: $0) }
        XCTAssertEqual(listing.photographers.first?.photos.map(\.id), ["3", "4", "5"])
        XCTAssertNil(listing.change, "nothing was written: what changed is the listing's to say")
        XCTAssertTrue(try delivered { ingestor.list(completion: $0) }.get().photographers.isEmpty)
    }

    func testADatabaseThatCannotBeOpenedListsTheBatchAndSaysWhy() throws {
        try Data("not a database, not even close to one; SQLite reads the header and refuses".utf8).write(to: URL(fileURLWithPath: path))
        let ingestor = FeedIngestor(path: path)
        let listing = try delivered { ingestor.store([photo(1, by: "Ann")], completion: $0) }
        XCTAssertNotNil(listing.failure as? StoreError)
        XCTAssertEqual(listing.photographers.map(\.name), ["Ann"], "what came is still listed")
        XCTAssertThrowsError(try delivered { ingestor.list(completion: $0) }.get())
    }
}
