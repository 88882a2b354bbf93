import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A photo whose metadata is older than a day is asked of Flickr again when it is shown (the
/// REST feeds, with a key), over a loopback server answering `flickr.photos.getInfo`: the photo
/// on screen is retitled and listed as Flickr has it now. When the library asks, and what it
/// stores, is tested without a display (`LibraryTests.MetadataRefreshTests`).
final class MetadataRefreshTests: LibraryWindowsTestCase {
    nonisolated func testAPhotoRetrievedMoreThanADayAgoIsRetitledOnScreenAndInTheList() throws {
        try onMain {
            let root = try Fixtures.temporaryDirectory()
            // The feed's page has photo 2; photo 1 was stored two days ago and is not on it.
            let server = try LoopbackServer(root: root)
            let old = [try TestFeed.writeStaleMetadata(in: root, endpoint: server.url("rest"))]
            let store = try PhotoStore(path: root.appendingPathComponent("photos.sqlite").path)
            try store.upsert(old, now: Date(timeIntervalSinceNow: -2 * 86_400))
            let services = try makeServices(
                http: http, settings: nil, store: StoreOpening(.success(store)), apiKey: "K", flickr: FlickrAddresses(rest: server.url("rest")))
            let window = try openWindow(services, feed: .flickrRecent)
            try waitUntil("the feed was fetched") { services.library.feeds.hasFetched(.flickrRecent) && !services.library.feeds.isLoading(.flickrRecent) }

            window.open(photoID: "2")
            try waitUntil("photo 2 is shown") { window.detail.photo?.id == "2" }
            window.open(photoID: "1")
            try waitUntil("photo 1 is shown as Flickr has it now") { window.detail.photo?.title == "Harbour at dawn" }
            XCTAssertEqual(window.detail.title, "Harbour at dawn", "titled anew")
            XCTAssertEqual(window.detail.photo?.imageURL, old[0].imageURL, "the image on screen stays")
            XCTAssertEqual(window.model.photographers.flatMap(\.photos).first { $0.id == "1" }?.title, "Harbour at dawn", "listed anew")
        }
    }
}
