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
        XCTAssertEqual(page.skipped.map(\.reason), ["no usable image URL"])
        XCTAssertTrue(page.photos.allSatisfy { $0.imageURL.isFileURL && FileManager.default.fileExists(atPath: $0.imageURL.path) },
                      "relative image URLs resolve against the feed's location")
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
