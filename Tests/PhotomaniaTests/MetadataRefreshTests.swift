import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A photo whose metadata is older than a day is asked of Flickr again when it is shown (the
/// REST feeds, with a key), over a loopback server answering `flickr.photos.getInfo`; the
/// photo as Flickr has it now replaces it in the window and the store.
final class MetadataRefreshTests: LibraryWindowsTestCase {
    nonisolated func testAPhotoRetrievedMoreThanADayAgoIsRefreshedWhenShownAndOnlyThen() throws {
        try onMain {
            // One transfer at a time, in the order asked: a request made last ends after the others.
            var serial = HTTPClient.Options(userAgent: "PhotomaniaTests/1")
            serial.maxConcurrentTransfers = 1
            http = HTTPClient(options: serial)
            let root = try Fixtures.temporaryDirectory()
            XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("requests.log").path, contents: nil))
            // The feed's page has photo 2; photo 1 was stored two days ago and is not on it.
            try TestFeed.restPage(1, of: 1, ids: [2]).write(to: root.appendingPathComponent("rest.page1"))
            try Data(
                #"""
                {"photo": {"id": "1", "license": "4", "dateuploaded": "1764541800",
                  "owner": {"nsid": "p1@N1", "username": "Photographer 1", "realname": "Ann"},
                  "title": {"_content": "Harbour at dawn"}, "description": {"_content": "Renamed on Flickr"},
                  "dates": {"taken": "2026-11-30 07:05:09"}, "tags": {"tag": [{"raw": "Sea", "_content": "sea"}]},
                  "urls": {"url": [{"type": "photopage", "_content": "https://www.flickr.com/photos/p1/1/"}]}}, "stat": "ok"}
                """#.utf8
            ).write(to: root.appendingPathComponent("rest.photo-1"))
            let server = try LoopbackServer(root: root)
            let old = try FeedPage.decode(TestFeed.restPage(1, of: 1, ids: [1]), from: server.url("rest?page=1")).photos
            let store = try PhotoStore(path: root.appendingPathComponent("photos.sqlite").path)
            try store.upsert(old, now: Date(timeIntervalSinceNow: -2 * 86_400))
            let library = try makeLibrary(http: http, settings: nil, store: StoreOpening(.success(store)), apiKey: "K", flickrEndpoint: server.url("rest"))
            let window = try openWindow(library, feed: .flickrRecent)
            try waitUntil("the feed was fetched") { library.hasFetched(.flickrRecent) && !library.isLoading(.flickrRecent) }

            window.open(photoID: "2")
            try waitUntil("photo 2 is shown") { window.detail.photo?.id == "2" }
            window.open(photoID: "1")
            try waitUntil("photo 1 is shown as Flickr has it now") { window.detail.photo?.title == "Harbour at dawn" }
            let refreshed = try XCTUnwrap(window.detail.photo)
            XCTAssertEqual(window.detail.title, "Harbour at dawn", "titled anew")
            XCTAssertEqual(refreshed.subtitle, "Renamed on Flickr")
            XCTAssertEqual(refreshed.details.license, .attribution)
            XCTAssertEqual(refreshed.details.tags, ["sea"])
            XCTAssertEqual(refreshed.imageURL, old[0].imageURL, "the image the feed gave is kept")
            XCTAssertEqual(window.model.photographers.flatMap(\.photos).first { $0.id == "1" }?.title, "Harbour at dawn", "listed anew")
            try waitUntil("the store has it") { (try? store.photos().first { $0.id == "1" }?.title) == "Harbour at dawn" }
            XCTAssertGreaterThan(try XCTUnwrap(store.retrievalTimes()["1"]).timeIntervalSinceNow, -60, "retrieved just now")

            window.open(photoID: "2")
            try waitUntil("photo 2 is shown again") { window.detail.photo?.id == "2" }
            window.open(photoID: "1")
            try waitUntil("photo 1 is shown again") { window.detail.photo?.id == "1" }
            var answered = false
            _ = http.fetch(server.url("rest.page1"), decode: { $0 }) { _ in answered = true }
            try waitUntil("a request made after both were shown is answered") { answered }
            let asked = try String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)
                .split(separator: "\n").filter { $0.contains("getInfo") }
            XCTAssertEqual(asked.count, 1, "photo 2 was retrieved with the page, and photo 1 is fresh now: \(asked)")
            XCTAssertTrue(asked[0].contains("photo_id=1"))
        }
    }
}
