import Foundation
import PhotoFeed
import TestFixtures
import XCTest

final class FeedDecodingTests: XCTestCase {
    let base = URL(string: "https://example.invalid/feed.json")!

    func testTheSampleFeedDecodesIntoPhotographersAndPhotos() throws {
        let data = try Data(contentsOf: Fixtures.sampleFeed)
        let page = try FeedPage.decode(data, from: Fixtures.sampleFeed)
        XCTAssertGreaterThanOrEqual(page.photos.count, 60)
        XCTAssertGreaterThanOrEqual(page.photographers.count, 10)
        XCTAssertEqual(page.skipped, [], "a first launch has nothing to say about photos it could not read")
        XCTAssertTrue(
            page.photos.allSatisfy { $0.imageURL.isFileURL && FileManager.default.fileExists(atPath: $0.imageURL.path) },
            "relative image URLs resolve against the feed's location")
    }

    /// An entry as Flickr sometimes returns it, a private upload with no image sizes at all:
    /// left out, with why, and the photo beside it kept.
    func testAnEntryWithNoImageSizesIsSkipped() throws {
        let feed = Fixtures.directory.appendingPathComponent("private-upload.json")
        let page = try FeedPage.decode(Data(contentsOf: feed), from: feed)
        XCTAssertEqual(page.photos.map(\.id), ["53000253408"])
        XCTAssertEqual(page.skipped.map(\.id), ["53999999999"])
        XCTAssertEqual(page.skipped.map(\.reason), ["no usable image URL"])
    }

    func testMalformedJSONIsAnErrorNotACrash() {
        for body in ["", "{", "[]", "{\"stat\": \"ok\"}", "{\"photos\": {\"photo\": 3}, \"stat\": \"ok\"}", "\u{0}\u{1}binary"] {
            XCTAssertThrowsError(try FeedPage.decode(Data(body.utf8), from: base), body) { error in
                guard case FeedError.malformed = error else { return XCTFail("\(body): \(error)") }
            }
        }
    }

    func testStatFailCarriesFlickrsMessage() {
        let body = #"{"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}"#
        XCTAssertThrowsError(try FeedPage.decode(Data(body.utf8), from: base)) { error in
            XCTAssertEqual(error as? FeedError, .flickr(code: 100, message: "Invalid API Key (Key has invalid format)"))
            XCTAssertTrue(error.userMessage.contains("Invalid API Key"))
        }
    }

    func testFlickrsMessageSurvivesACodeSentAsAString() {
        let body = #"{"stat": "fail", "code": "105", "message": "Service currently unavailable"}"#
        XCTAssertThrowsError(try FeedPage.decode(Data(body.utf8), from: base)) { error in
            XCTAssertEqual(error as? FeedError, .flickr(code: 105, message: "Service currently unavailable"))
        }
    }

    func testNumbersSentAsStringsDecodeEitherWay() throws {
        let body = """
            {"photos": {"page": "2", "pages": 5, "perpage": "100", "total": "480", "photo": [
              {"id": "1", "owner": "o@N1", "ownername": "A", "title": "t", "description": {"_content": ""},
               "url_l": "https://x.invalid/1.jpg", "width_l": "1024", "height_l": 768}
            ]}, "stat": "ok"}
            """
        let page = try FeedPage.decode(Data(body.utf8), from: base)
        XCTAssertEqual(page.page, 2)
        XCTAssertEqual(page.pages, 5)
        XCTAssertEqual(page.photos.map(\.id), ["1"])
    }

    /// The extras Flickr adds for the credit and the details, as numbers or strings; Flickr's
    /// "no place" (0, 0) is none, and a malformed extra leaves that field out, not the photo.
    func testTheCreditAndDetailsExtrasAreKeptAndAMalformedOneIsLeftOut() throws {
        let body = """
            {"photos": {"page": 1, "pages": 1, "perpage": 100, "photo": [
              {"id": "53000000001", "owner": "12@N01", "ownername": "A", "title": "placed", "url_m": "https://x.invalid/1.jpg",
               "license": "4", "dateupload": "1764541800", "tags": "fox snow", "latitude": "48.8566", "longitude": 2.3522,
               "accuracy": "16", "o_width": "4000", "o_height": 3000},
              {"id": "53000000002", "owner": "12@N01", "ownername": "A", "title": "nowhere", "url_m": "https://x.invalid/2.jpg",
               "license": 0, "latitude": 0, "longitude": 0, "accuracy": 0, "tags": ""},
              {"id": "53000000003", "owner": "12@N01", "ownername": "A", "title": "odd", "url_m": "https://x.invalid/3.jpg",
               "license": "eleven", "dateupload": {"no": 1}, "latitude": "north", "longitude": "2.0", "o_width": []}
            ]}, "stat": "ok"}
            """
        let photos = try FeedPage.decode(Data(body.utf8), from: base).photos
        XCTAssertEqual(photos.map(\.id), ["53000000001", "53000000002", "53000000003"], "no photo lost to an extra")
        let placed = photos[0].details
        XCTAssertEqual(placed.license, .attribution)
        XCTAssertEqual(placed.uploaded, Date(timeIntervalSince1970: 1_764_541_800))
        XCTAssertEqual(placed.tags, ["fox", "snow"])
        XCTAssertEqual(placed.location, PhotoDetails.Location(latitude: 48.8566, longitude: 2.3522))
        XCTAssertEqual(placed.location?.uri.absoluteString, "geo:48.8566,2.3522")
        XCTAssertEqual([placed.originalWidth, placed.originalHeight], [4000, 3000])
        XCTAssertEqual(placed.page?.absoluteString, "https://www.flickr.com/photos/12@N01/53000000001/", "Flickr's address for the photo")
        XCTAssertEqual(photos[1].details.license, .allRightsReserved)
        XCTAssertNil(photos[1].details.location, "Flickr's 0, 0 is no place")
        XCTAssertEqual(photos[1].details.tags, [])
        XCTAssertEqual(photos[2].details, PhotoDetails(page: photos[2].details.page), "every malformed extra left out")
    }

    /// Each of Flickr's eleven licences: its short name, Flickr's name and where it is explained.
    func testEachLicenceHasItsNameAndDeed() {
        XCTAssertEqual(PhotoLicense.allCases.map(\.rawValue), Array(0...10))
        XCTAssertEqual(
            PhotoLicense.allCases.map(\.shortName),
            [
                "All Rights Reserved", "CC BY-NC-SA 2.0", "CC BY-NC 2.0", "CC BY-NC-ND 2.0", "CC BY 2.0", "CC BY-SA 2.0", "CC BY-ND 2.0",
                "No known copyright restrictions", "United States Government Work", "CC0 1.0", "Public Domain Mark 1.0"
            ])
        XCTAssertEqual(PhotoLicense.attribution.flickrName, "Attribution License")
        XCTAssertNil(PhotoLicense.allRightsReserved.deed, "nothing more is allowed")
        XCTAssertEqual(PhotoLicense.attributionNonCommercialShareAlike.deed?.absoluteString, "https://creativecommons.org/licenses/by-nc-sa/2.0/")
        XCTAssertEqual(PhotoLicense.publicDomainDedication.deed?.absoluteString, "https://creativecommons.org/publicdomain/zero/1.0/")
        XCTAssertTrue(PhotoLicense.allCases.dropFirst().allSatisfy { $0.deed?.scheme == "https" })
        XCTAssertNil(PhotoLicense(rawValue: 11))
    }

    func testAnIncompleteEntryIsSkippedAndTheOthersKept() throws {
        let body = """
            {"photos": {"page": 1, "pages": 1, "perpage": 100, "photo": [
              {"id": "1", "title": "no owner"},
              {"id": "2", "owner": "o@N1", "ownername": "A", "title": "fine", "url_m": "https://x.invalid/2.jpg"}
            ]}, "stat": "ok"}
            """
        let page = try FeedPage.decode(Data(body.utf8), from: base)
        XCTAssertEqual(page.photos.map(\.id), ["2"])
        XCTAssertEqual(page.skipped.count, 1)
        XCTAssertEqual(page.skipped.first?.id, "#1")
    }
}
