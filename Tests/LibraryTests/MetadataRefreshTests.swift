import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// A photo whose metadata is older than a day is asked of Flickr again when a window shows it
/// (the REST feeds, with a key), over a loopback server answering `flickr.photos.getInfo`: the
/// photo as Flickr has it now takes its place in the listing and the store, in every window.
final class MetadataRefreshTests: LibraryTestCase {
    nonisolated func testAPhotoRetrievedMoreThanADayAgoIsRefreshedWhenShownAndOnlyThen() throws {
        try onMain {
            let root = try Fixtures.temporaryDirectory()
            XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("requests.log").path, contents: nil))
            // The feed's page has photo 2; photo 1 was stored two days ago and is not on it.
            let server = try LoopbackServer(root: root)
            let old = [try TestFeed.writeStaleMetadata(in: root, endpoint: server.url("rest"))]
            let path = root.appendingPathComponent("photos.sqlite").path
            try PhotoStore(path: path).upsert(old, now: Date(timeIntervalSinceNow: -2 * 86_400))
            let library = makeLibrary(store: StoreOpening(path: path), apiKey: "K", flickr: FlickrAddresses(rest: server.url("rest")))
            var following: FeedHolds.Hold?
            waitForListing(of: .flickrRecent, on: library) { following = open(.flickrRecent, on: library) }
            let shown = { (id: String) in library.feeds.photographers.flatMap(\.photos).first { $0.id == id }! }

            library.feeds.photoShown(shown("2"), on: .flickrRecent)
            wait(for: "photo 1 listed anew", on: library, matching: { if case .listed(let change) = $0 { change.updated == ["1"] } else { false } }) {
                library.feeds.photoShown(shown("1"), on: .flickrRecent)
            }
            let refreshed = shown("1")
            XCTAssertEqual(refreshed.title, "Harbour at dawn")
            XCTAssertEqual(refreshed.subtitle, "Renamed on Flickr")
            XCTAssertEqual(refreshed.details.license, .attribution)
            XCTAssertEqual(refreshed.details.tags, ["sea"])
            XCTAssertEqual(refreshed.imageURL, old[0].imageURL, "the image the feed gave is kept")
            library.store.finishWrites()
            let store = try PhotoStore(path: path)
            XCTAssertEqual(try store.photos().first { $0.id == "1" }?.title, "Harbour at dawn", "the store has it")
            XCTAssertGreaterThan(try XCTUnwrap(store.retrievalTimes()["1"]).timeIntervalSinceNow, -60, "retrieved just now")

            library.feeds.photoShown(shown("1"), on: .flickrRecent)
            library.feeds.photoShown(shown("2"), on: .flickrRecent)
            waitForRequestsAskedBefore(on: server)
            let asked = try String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)
                .split(separator: "\n").filter { $0.contains("getInfo") }
            XCTAssertEqual(asked.count, 1, "photo 2 was retrieved with the page, and photo 1 is fresh now: \(asked)")
            XCTAssertTrue(asked[0].contains("photo_id=1"))
            withExtendedLifetime(following) {}
        }
    }
}
