import Foundation
import PhotoFeed
import TestFixtures
import XCTest

final class PhotoRulesTests: XCTestCase {
    let base = URL(string: "https://example.invalid/services/feed.json")!

    private func makeEntry(
        id: String = "1", owner: String = "o@N1", name: String? = "Ann", title: String? = "",
        description: String? = "", large: String? = "https://x.invalid/l.jpg",
        medium: String? = nil, small: String? = nil, taken: String? = nil
    ) -> FlickrPhoto {
        var json: [String: Any] = ["id": id, "owner": owner]
        if let name { json["ownername"] = name }
        if let title { json["title"] = title }
        if let description { json["description"] = ["_content": description] }
        if let large { json["url_l"] = large }
        if let medium { json["url_m"] = medium }
        if let small { json["url_s"] = small }
        if let taken { json["datetaken"] = taken }
        let data = try! JSONSerialization.data(withJSONObject: json)
        return try! JSONDecoder().decode(FlickrPhoto.self, from: data)
    }

    private func photo(_ entry: FlickrPhoto) throws -> Photo {
        try Photo.from(entry, relativeTo: base).get()
    }

    /// The day a photo was taken is the date part of Flickr's local date and time; anything
    /// that is not a real date leaves the photo undated.
    func testTheDayTakenIsTheDateFlickrGives() throws {
        XCTAssertEqual(try photo(makeEntry(taken: "2026-11-30 14:22:05")).taken, "2026-11-30 14:22:05")
        XCTAssertEqual(try photo(makeEntry(taken: "2026-11-30 14:22:05")).dayTaken, "2026-11-30")
        XCTAssertNil(try photo(makeEntry()).dayTaken)
        for bad in ["", "2026-13-01 00:00:00", "0000-00-00 00:00:00", "30/11/2026", "2026-11-3", "yesterday at noon"] {
            XCTAssertNil(try photo(makeEntry(taken: bad)).dayTaken, bad)
        }
    }

    func testTitleFallsBackToTheDescriptionThenToUnknown() throws {
        XCTAssertEqual(try photo(makeEntry(title: "Harbour", description: "At dawn")).title, "Harbour")
        XCTAssertEqual(try photo(makeEntry(title: "", description: "At dawn")).title, "At dawn")
        XCTAssertEqual(try photo(makeEntry(title: "  ", description: nil)).title, "Unknown")
        XCTAssertEqual(try photo(makeEntry(title: nil, description: "")).title, "Unknown")
    }

    func testTheSubtitleIsTheDescription() throws {
        XCTAssertEqual(try photo(makeEntry(title: "Harbour", description: "At dawn")).subtitle, "At dawn")
        XCTAssertEqual(try photo(makeEntry(title: "Harbour", description: nil)).subtitle, "")
    }

    func testAPhotoWithoutAUsableImageURLIsSkippedWithAReason() {
        for candidate in [makeEntry(large: nil), makeEntry(large: ""), makeEntry(large: "ftp://x.invalid/a.jpg"), makeEntry(large: "javascript:alert(1)")] {
            XCTAssertEqual(try? Photo.from(candidate, relativeTo: base).get(), nil)
            if case .failure(let skipped) = Photo.from(candidate, relativeTo: base) {
                XCTAssertEqual(skipped.reason, "no usable image URL")
            }
        }
    }

    func testTheMediumImageStandsInForAMissingLargeOne() throws {
        XCTAssertEqual(try photo(makeEntry(large: nil, medium: "https://x.invalid/m.jpg")).imageURL.absoluteString, "https://x.invalid/m.jpg")
    }

    func testRelativeAddressesResolveAgainstTheFeed() throws {
        let resolved = try photo(makeEntry(large: "images/1_l.png", small: "images/1_s.png"))
        XCTAssertEqual(resolved.imageURL.absoluteString, "https://example.invalid/services/images/1_l.png")
        XCTAssertEqual(resolved.thumbnailURL?.absoluteString, "https://example.invalid/services/images/1_s.png")
    }

    func testPhotographersAreGroupedByNameAndSortedAsPeopleRead() throws {
        let photos = try [
            photo(makeEntry(id: "1", name: "Zoë", title: "b")),
            photo(makeEntry(id: "2", name: "émile", title: "Z")),
            photo(makeEntry(id: "3", name: "Zoë", title: "a")),
            photo(makeEntry(id: "4", name: "Ada", title: "photo 10")),
            photo(makeEntry(id: "5", name: "Ada", title: "photo 9")),
            photo(makeEntry(id: "6", owner: "99@N1", name: "", title: "x"))
        ]
        let groups = Photographer.group(photos)
        XCTAssertEqual(groups.map(\.name), ["99@N1", "Ada", "émile", "Zoë"])
        XCTAssertEqual(groups[1].photos.map(\.title), ["photo 9", "photo 10"])
        XCTAssertEqual(groups[3].photos.map(\.id), ["3", "1"])
    }

    /// A photo is its fields, however it is held: two made apart from the same fields are equal
    /// and hash alike, and one field apart (down to a tag) makes them differ.
    func testPhotosAreEqualByTheirFields() {
        func photo(tags: [String] = ["lake"], title: String = "Lake") -> Photo {
            Photo(
                id: "1", title: title, subtitle: "", photographerID: "7@N1", photographerName: "Ann",
                imageURL: URL(string: "https://example.com/1.jpg")!, thumbnailURL: nil, taken: "2026-11-30 14:22:05",
                details: PhotoDetails(tags: tags))
        }
        XCTAssertEqual(photo(), photo())
        XCTAssertEqual(photo().hashValue, photo().hashValue)
        XCTAssertEqual(Set([photo(), photo()]).count, 1)
        XCTAssertNotEqual(photo(), photo(tags: ["sea"]))
        XCTAssertNotEqual(photo(), photo(title: "Sea"))
        let copy = photo()
        XCTAssertEqual(copy, copy)
        XCTAssertEqual(copy.details.tags, ["lake"])
    }
}
