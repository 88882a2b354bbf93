import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// The photo database opened and read on a thread of its own, against real SQLite files.
final class StoreOpeningTests: XCTestCase {
    private func photo(_ id: Int, by name: String) -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "\(name)@N1", photographerName: name,
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    func testWhatTheStoreHoldsIsReadOnItsThreadAsTheStoreReadsIt() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
        let photos = [photo(1, by: "Ann"), photo(2, by: "Bo"), photo(3, by: "Ann")]
        let retrieved = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let store = try PhotoStore(path: path)
            _ = try store.upsert(photos, now: retrieved)
            try store.recordView(of: photos[1])
            try store.recordView(of: photos[2])
            try store.star([photos[0]])
        }
        guard case .opened(let openedPath, let contents) = StoreOpening(path: path).outcome else { return XCTFail("not opened") }
        let read = try contents.get()
        XCTAssertEqual(openedPath, path)
        XCTAssertEqual(read.photographers.map(\.name), ["Ann", "Bo"])
        XCTAssertEqual(read.photographers.first?.photos.map(\.id), ["1", "3"])
        XCTAssertEqual(read.recents.map(\.id), ["3", "2"], "the last viewed first")
        XCTAssertEqual(read.favourites.map(\.id), ["1"])
        XCTAssertEqual(read.retrievalTimes["2"], retrieved)
        let direct = try PhotoStore(path: path)
        XCTAssertEqual(read.photographers, Photographer.group(try direct.photos()), "the same as reading the store here")
    }

    func testAStoreInAFolderNotMadeYetIsCreatedEmpty() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("data/photomania/photos.sqlite").path
        guard case .opened(_, let contents) = StoreOpening(path: path).outcome else { return XCTFail("not opened") }
        XCTAssertTrue(try contents.get().photographers.isEmpty)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func testADamagedFileIsAProblemSaidAndLeftAsItWas() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
        try BrokenStorage.writeRandomBytes(to: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let opening = StoreOpening(path: path)
        guard case .failed(let problem) = opening.outcome else { return XCTFail("random bytes opened as a store") }
        XCTAssertEqual(problem.kind, .damaged)
        XCTAssertEqual(problem.path, path)
        guard case .failed = opening.outcome else { return XCTFail("a second look saw another outcome") }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
    }
}
