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
        let read = try FavouritesArchive.read(from: folder).favourites
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
        XCTAssertEqual(try FavouritesArchive.read(from: folder).favourites.map(\.photo.id), ["a/b", "a-b"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 3)
    }

    /// The follows travel beside the favourites, with their names, in their order.
    func testTheFollowsAreCarriedWithTheFavourites() throws {
        let folder = try Fixtures.temporaryDirectory().appendingPathComponent("Favourites")
        let follows = [
            FavouritesArchive.Follow(.photographer(id: "1@N01"), name: "Amélie Laurent"),
            FavouritesArchive.Follow(.tags(["sea", "fog"], matchAll: false), name: nil),
            FavouritesArchive.Follow(.group(id: "2@N02"), name: "Lighthouses")
        ]
        try FavouritesArchive.write([(photo("1"), lake)], follows: follows, to: folder)
        let read = try FavouritesArchive.read(from: folder)
        XCTAssertEqual(read.follows, follows)
        XCTAssertEqual(read.favourites.map(\.photo.id), ["1"])
        XCTAssertEqual(read.skippedFollows, [])
    }

    /// A folder exported before follows were carried imports as it did, with none.
    func testAVersion1FolderIsStillRead() throws {
        let folder = try exported([photo("1")])
        let sidecar = folder.appendingPathComponent("favourites.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])
        XCTAssertNotNil(json.removeValue(forKey: "follows"), "version 2 writes them, none or not")
        json["version"] = 1
        try JSONSerialization.data(withJSONObject: json).write(to: sidecar)
        let read = try FavouritesArchive.read(from: folder)
        XCTAssertEqual(read.favourites.map(\.photo.id), ["1"])
        XCTAssertEqual(read.follows, [])
    }

    /// A follow of a kind this version does not know, or of a value that names nothing, is
    /// skipped and named; the rest is read.
    func testAFollowOfAnUnknownKindIsSkippedAndNamed() throws {
        let folder = try Fixtures.temporaryDirectory().appendingPathComponent("Favourites")
        try FavouritesArchive.write([], follows: [FavouritesArchive.Follow(.group(id: "2@N02"), name: nil)], to: folder)
        let sidecar = folder.appendingPathComponent("favourites.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])
        var follows = try XCTUnwrap(json["follows"] as? [[String: Any]])
        follows.insert(["kind": "album", "value": "72157@N01/123", "name": "Summer"], at: 0)
        follows.append(["kind": "photographer", "value": "not an id"])
        json["follows"] = follows
        try JSONSerialization.data(withJSONObject: json).write(to: sidecar)
        let read = try FavouritesArchive.read(from: folder)
        XCTAssertEqual(read.follows, [FavouritesArchive.Follow(.group(id: "2@N02"), name: nil)])
        XCTAssertEqual(read.skippedFollows, ["album/72157@N01/123", "photographer/not an id"])
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
        let text = try String(contentsOf: sidecar, encoding: .utf8).replacingOccurrences(of: #""version" : 2"#, with: #""version" : 3"#)
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
