import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// What the store says about real broken storage, and its fix for a damaged file.
final class StoreProblemTests: XCTestCase {
    private func photo(_ id: Int) -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "a@N1", photographerName: "Ann",
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    func testAReadOnlyFolderSaysWhereAndThatNothingWillBeKept() throws {
        let (folder, release) = try BrokenStorage.readOnlyFolder()
        defer { release() }
        for path in [folder.appendingPathComponent("photos.sqlite").path, folder.appendingPathComponent("data/photos.sqlite").path] {
            guard case .failure(let problem) = PhotoStore.open(path: path) else { return XCTFail("opened in a read-only folder") }
            XCTAssertEqual(problem.kind, .notWritable, path)
            XCTAssertFalse(problem.canStartAfresh)
            XCTAssertTrue(problem.userMessage.contains("will not be kept after you quit"), problem.userMessage)
            XCTAssertFalse(problem.userMessage.contains("NSCocoaErrorDomain"), problem.userMessage)
        }
    }

    func testAFileOfRandomBytesIsDamagedAndStartingAfreshKeepsItNextToTheNewOne() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
        try BrokenStorage.writeRandomBytes(to: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        guard case .failure(let problem) = PhotoStore.open(path: path) else { return XCTFail("random bytes opened as a store") }
        XCTAssertEqual(problem.kind, .damaged)
        XCTAssertTrue(problem.canStartAfresh)
        let (store, movedTo) = try PhotoStore.startAfresh(at: path).get()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: movedTo)), original, "the damaged file is kept as it was")
        XCTAssertEqual(URL(fileURLWithPath: movedTo).deletingLastPathComponent(), URL(fileURLWithPath: path).deletingLastPathComponent())
        try store.upsert([photo(1)])
        XCTAssertEqual(try PhotoStore(path: path).count(), 1, "the new store keeps photos")
    }

    func testDamagedPagesAreFoundAndSaidAsDamage() throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
        do {
            let store = try PhotoStore(path: path)
            try store.upsert((1...400).map(photo))
        }
        try BrokenStorage.damagePages(of: path)
        let error: Error
        switch PhotoStore.open(path: path) {
        case .failure(let problem): error = problem
        case .success(let store):
            do {
                _ = try store.photos()
                return XCTFail("damaged pages read as photos")
            } catch let caught {
                error = caught
            }
        }
        let problem = error as? StoreProblem ?? StoreProblem(error, path: path)
        XCTAssertEqual(problem.kind, .damaged, "\(error)")
    }
}
