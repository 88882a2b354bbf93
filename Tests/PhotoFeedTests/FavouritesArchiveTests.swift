import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

/// Favourites written to a real folder and read back, and every folder that is not a whole
/// export refused whole, with what is wrong named.
final class FavouritesArchiveTests: XCTestCase {
    private let lake = try! Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.png"))

    private func photo(_ id: String, license: PhotoLicense? = .attribution) -> Photo {
        Photo(
            id: id, title: "Lake \(id)", subtitle: "Evening", photographerID: "1@N01", photographerName: "Amélie Laurent",
            imageURL: URL(string: "https://live.staticflickr.com/1/\(id)_b.png")!,
            thumbnailURL: URL(string: "https://live.staticflickr.com/1/\(id)_q.jpg"), taken: "2026-11-24 07:00:00",
            details: PhotoDetails(page: URL(string: "https://www.flickr.com/photos/1@N01/\(id)/"), license: license, tags: ["lake"]))
    }

    private func exported(_ photos: [Photo]) throws -> URL {
        let folder = try Fixtures.temporaryDirectory().appendingPathComponent("Favourites")
        try FavouritesArchive.write(photos.map { ($0, lake) }, to: folder)
        return folder
    }

    private func assertRefused(_ folder: URL, _ expected: FavouritesArchive.ReadError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try FavouritesArchive.read(from: folder), file: file, line: line) {
            XCTAssertEqual($0 as? FavouritesArchive.ReadError, expected, file: file, line: line)
        }
    }

    func testARoundTripKeepsThePhotosTheirOrderAndTheirImages() throws {
        let photos = [photo("2"), photo("1", license: nil)]
        let folder = try exported(photos)
        let read = try FavouritesArchive.read(from: folder)
        XCTAssertEqual(read.map(\.photo), photos)
        XCTAssertEqual(read.map(\.image), [lake, lake])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["1.png", "2.png", "favourites.json"])
    }

    /// The sidecar credits each photo where a person reading it looks.
    func testTheSidecarCreditsEachPhotoInWordsAPersonReads() throws {
        let folder = try exported([photo("2")])
        let sidecar = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("favourites.json"))) as? [String: Any])
        let entry = try XCTUnwrap((sidecar["favourites"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["title"] as? String, "Lake 2")
        XCTAssertEqual(entry["owner"] as? String, "Amélie Laurent")
        XCTAssertEqual(entry["licence"] as? String, "CC BY 2.0")
        XCTAssertEqual(entry["page"] as? String, "https://www.flickr.com/photos/1@N01/2/")
        XCTAssertEqual(entry["file"] as? String, "2.png")
    }

    func testIdsThatCleanAlikeGetFilesOfTheirOwn() throws {
        let folder = try exported([photo("a/b"), photo("a-b")])
        XCTAssertEqual(try FavouritesArchive.read(from: folder).map(\.photo.id), ["a/b", "a-b"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 3)
    }

    func testAFolderWithoutTheSidecarIsRefused() throws {
        assertRefused(try Fixtures.temporaryDirectory(), .noSidecar)
    }

    func testAnotherAppsJSONIsForeign() throws {
        let folder = try exported([photo("1")])
        try Data(#"{"format": "shotwell-export", "items": []}"#.utf8).write(to: folder.appendingPathComponent("favourites.json"))
        assertRefused(folder, .foreign)
        try Data(#"[1, 2, 3]"#.utf8).write(to: folder.appendingPathComponent("favourites.json"))
        assertRefused(folder, .damaged) // JSON of another shape says nothing of itself
    }

    func testATruncatedSidecarIsDamaged() throws {
        let folder = try exported([photo("1")])
        let sidecar = folder.appendingPathComponent("favourites.json")
        let data = try Data(contentsOf: sidecar)
        try data.prefix(data.count / 2).write(to: sidecar)
        assertRefused(folder, .damaged)
    }

    func testANewerExportIsRefusedWithTheReason() throws {
        let folder = try exported([photo("1")])
        let sidecar = folder.appendingPathComponent("favourites.json")
        let text = try String(contentsOf: sidecar, encoding: .utf8).replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#)
        try Data(text.utf8).write(to: sidecar)
        assertRefused(folder, .newerVersion)
    }

    func testAMissingOrDamagedImageIsNamed() throws {
        let folder = try exported([photo("1"), photo("2")])
        try Data(lake.prefix(lake.count - 20)).write(to: folder.appendingPathComponent("2.png")) // cut short
        assertRefused(folder, .damagedImage("2.png"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("2.png"))
        assertRefused(folder, .missingImage("2.png"))
    }

    /// A sidecar naming a file outside its folder reads nothing there.
    func testASidecarCannotNameAFileOutsideItsFolder() throws {
        let folder = try exported([photo("1")])
        try lake.write(to: folder.deletingLastPathComponent().appendingPathComponent("outside.png"))
        let sidecar = folder.appendingPathComponent("favourites.json")
        let text = try String(contentsOf: sidecar, encoding: .utf8).replacingOccurrences(of: #""1.png""#, with: #""../outside.png""#)
        try Data(text.utf8).write(to: sidecar)
        assertRefused(folder, .damaged)
    }

    func testEachRefusalSaysWhatIsWrong() {
        let messages: [FavouritesArchive.ReadError] = [.noSidecar, .foreign, .newerVersion, .damaged, .missingImage("1.jpg"), .damagedImage("1.jpg")]
        XCTAssertEqual(Set(messages.map(\.userMessage)).count, messages.count, "each its own message")
        XCTAssertTrue(FavouritesArchive.ReadError.missingImage("1.jpg").userMessage.contains("1.jpg"))
    }
}
