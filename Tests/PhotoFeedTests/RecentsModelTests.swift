import Foundation
import PhotoFeed
import XCTest

/// The recents against a real SQLite file.
final class RecentsModelTests: XCTestCase {
    private func photo(_ id: Int) -> Photo {
        Photo(id: "\(id)", title: "t\(id)", subtitle: "", photographerID: "o", photographerName: "O",
              imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    private func storePath() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("photos.sqlite").path
    }

    func testViewsAreKeptInTheStoreAcrossModels() throws {
        let path = try storePath()
        let store = try PhotoStore(path: path)
        try store.upsert([photo(1), photo(2)])
        let model = RecentsModel(store: store)
        try model.record(photo(1))
        try model.record(photo(2))
        let again = RecentsModel(store: try PhotoStore(path: path))
        try again.reload()
        XCTAssertEqual(again.photos.map(\.id), ["2", "1"])
    }

    func testWithoutAStoreViewsLiveInMemory() throws {
        let model = RecentsModel(store: nil)
        try model.record(photo(1))
        try model.record(photo(2))
        try model.record(photo(1))
        try model.reload()
        XCTAssertEqual(model.photos.map(\.id), ["1", "2"])
    }
}
