import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

// Feeds: failures and empty or malformed ones, Flickr's pages and key, pages listed live.
extension MainWindowTests {
    nonisolated func testAFeedThatFailsShowsWhyAndCanBeRetried() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("status/500"), waitForList: false)
            try waitUntil("the error page shows") { controller.photographers.visiblePage == .error }
            XCTAssertEqual(controller.photographers.pageMessage, HTTPError.status(500).userMessage)
            XCTAssertTrue(controller.header.refreshButton.isSensitive)
            controller.reload()
            XCTAssertTrue(controller.isLoading)
            try waitUntil("the retry finishes") { !controller.isLoading }
            XCTAssertEqual(controller.photographers.visiblePage, .error)
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAFeedWithNoPhotosSaysSoWithItsNameAndCanBeRefreshed() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.write([], in: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, feed: feed, waitForList: false, store: store)
            try waitUntil("the empty page shows") { controller.photographers.visiblePage == .empty }
            XCTAssertEqual(controller.photographers.pageMessage, "“\(feed.path)” has no photos yet.")
            try TestFeed.write([.init(id: "1", title: "First", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("Refresh lists what came since") { controller.photographers.visiblePage == .list }
            XCTAssertEqual(controller.model.photographers.flatMap(\.photos).map(\.id), ["1"])
        }
    }

    nonisolated func testEntriesThatCouldNotBeReadAreCounted() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let unreadable = (1...3).map { TestFeed.Entry(id: "bad\($0)", title: "No image", imageURL: "ftp://x.invalid/\($0).jpg") }
            let feed = try TestFeed.write(unreadable, in: directory)
            try open(width: 1000, feed: feed, waitForList: false)
            try waitUntil("the empty page shows") { controller.photographers.visiblePage == .empty }
            XCTAssertEqual(controller.photographers.pageMessage, "“\(feed.path)” has no photos yet. 3 photos could not be read.")
            try TestFeed.write(unreadable.prefix(1) + [.init(id: "1", title: "Fine", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("the readable photo is listed") { controller.photographers.visiblePage == .list }
            XCTAssertEqual(controller.model.photographers.flatMap(\.photos).map(\.id), ["1"])
            let note = try XCTUnwrap(controller.photographers.pages.note, "what was left out is said under the list")
            XCTAssertEqual(note.text, "1 photo could not be read.")
            XCTAssertTrue(note.details.hasPrefix("photo bad1: "), note.details)
            try TestFeed.write([.init(id: "1", title: "Fine", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("a feed read whole takes the note away") { controller.photographers.pages.note == nil }
        }
    }

    nonisolated func testTheBackgroundFetchPagesThroughFlickrAndTheListGrows() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.restPage(1, of: 2, ids: [1, 2]).write(to: directory.appendingPathComponent("rest.page1"))
            try TestFeed.restPage(2, of: 2, ids: [2, 3, 4]).write(to: directory.appendingPathComponent("rest.page2"))
            let server = try LoopbackServer(root: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            controller = try makeWindow(
                feed: .flickrRecent, apiKey: "test-key", http: http,
                settings: nil, store: .success(store), fetchInterval: 0.3, flickr: FlickrAddresses(rest: server.url("rest")))
            controller.window.present()
            controller.reload()
            try waitUntil("page 1 is listed") { controller.photographers.photographers.count == 2 }
            XCTAssertEqual(controller.library.feeds.synchronizer(for: controller.feed)!.nextPage, 2)
            XCTAssertNil(controller.messages.toasts.lastToast, "the first page is not news")
            try waitUntil("the background fetch adds page 2") { controller.photographers.photographers.count == 4 }
            try waitUntil("the new photos are told") { controller.messages.toasts.lastToast == "2 new photos" }
            XCTAssertEqual(try store.count(), 4, "photo 2 came twice and is stored once")
            XCTAssertEqual(controller.library.feeds.synchronizer(for: controller.feed)!.nextPage, 1, "after the last page it starts over")
        }
    }

    nonisolated func testAFlickrFeedWithoutAKeySaysHowToSetOne() throws {
        try onMain {
            controller = try! makeWindow(feed: .flickrRecent, http: http, settings: nil)
            controller.window.present()
            controller.reload()
            try waitUntil("the error shows") { controller.photographers.visiblePage == .error }
            XCTAssertEqual(
                controller.photographers.pageMessage,
                "Flickr recent photos cannot be fetched without a Flickr API key: set FLICKR_API_KEY.")
        }
    }

    /// A fetch that brings new photos is listed in one update of the list, and told in a toast
    /// counting only the new ones; a fetch that brings nothing new changes nothing.
    nonisolated func testAFetchedPageIsListedOnceAndItsNewPhotosCounted() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, feed: feed, store: store)
            let before = controller.photographers.updates
            let newcomers = (1...3).map { TestFeed.Entry(id: "new\($0)", owner: "Newcomer", title: "New \($0)", imageURL: "https://x.invalid/\($0).jpg") }
            try TestFeed.writeSample(plus: newcomers, in: directory)
            controller.reload()
            try waitUntil("the newcomer is listed") { controller.photographers.photographers.contains { $0.name == "Newcomer" } }
            try waitUntilDrawn()
            XCTAssertEqual(controller.photographers.updates, before + 1, "one page, one list update")
            XCTAssertEqual(controller.photographers.photographers.first { $0.name == "Newcomer" }?.photos.count, 3)
            XCTAssertEqual(controller.messages.toasts.lastToast, "3 new photos", "the photos fetched again are not news")
            controller.reload()
            try waitUntil("the refresh is done") { !controller.isLoading }
            try waitUntilDrawn()
            XCTAssertEqual(controller.photographers.updates, before + 1, "nothing new, nothing listed again")
        }
    }

    nonisolated func testTheOpenPhotosListGrowsLiveAndKeepsItsSelection() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            try open(width: 1000, feed: feed, store: try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path))
            let photographer = try choosePhotographer(0)
            let chosen = try choosePhoto(2)
            let entry = TestFeed.Entry(id: "live-1", owner: photographer.name, title: "Zzz late arrival", imageURL: "https://x.invalid/live.jpg")
            try TestFeed.writeSample(plus: [entry], in: directory)
            controller.reload() // a background fetch does the same
            let added = try XCTUnwrap(try FeedPage.decode(Data(contentsOf: feed), from: feed).photos.first { $0.id == "live-1" })
            try waitUntil("the new photo is listed") { self.photosList?.photos.contains(added) == true }
            XCTAssertEqual(photosList?.photos.count, photographer.photos.count + 1)
            XCTAssertEqual(photosList?.selectedPhoto, chosen, "the chosen photo stays selected")
            XCTAssertEqual(controller.detail.photo, chosen, "the detail keeps its photo")
        }
    }

    /// A Flickr photographer chosen brings their newest photos into their open list, said as
    /// news; one whose feed cannot be had keeps what is listed, and the window says why, once.
    nonisolated func testAFlickrPhotographerChosenBringsTheirNewestPhotos() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feeds = directory.appendingPathComponent("feeds")
            try FileManager.default.createDirectory(at: feeds, withIntermediateDirectories: true)
            let entry = { (id: String) in
                TestFeed.Entry(id: id, owner: id == "9" ? "Bo" : "Ann", title: "Photo \(id)", imageURL: "https://x.invalid/\(id)_m.jpg")
            }
            try TestFeed.publicFeed([entry("1"), entry("9")]).write(to: feeds.appendingPathComponent("photos_public.gne"))
            try TestFeed.publicFeed(["1", "2", "3"].map(entry)).write(to: feeds.appendingPathComponent("photos_public.gne.id-Ann@N1"))
            let server = try LoopbackServer(root: directory)
            controller = try makeWindow(feed: .flickrPublic, http: http, settings: nil, flickr: .on(server))
            controller.window.present()
            controller.reload()
            try waitUntil("the public feed is listed") { controller.photographers.photographers.count == 2 }

            let ann = try choosePhotographer(0)
            XCTAssertEqual(ann.name, "Ann")
            try waitUntil("her newest photos join her list") { self.photosList?.photos.count == 3 }
            XCTAssertEqual(controller.messages.toasts.lastToast, "2 new photos")

            _ = try choosePhotographer(1)
            try waitUntil("why Bo's could not be had is said") {
                controller.messages.toasts.lastToast?.hasPrefix("Could not fetch the newest photos of Bo.") == true
            }
            XCTAssertEqual(photosList?.photos.map(\.id), ["9"], "what was listed stays")
            XCTAssertFalse(controller.feedPresenter.status.isRefreshing, "Refresh spins no more")
        }
    }

    /// With a key, a photographer's stream comes in pages as their grid asks: a grid that shows
    /// its end asks for the next page once the first has come, and nothing past the last.
    nonisolated func testWithAKeyAPhotographersGridBringsTheirStreamPageAfterPage() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let ann = (id: "Ann@N1", name: "Ann")
            try TestFeed.restPage(1, of: 1, ids: [1], owner: ann).write(to: directory.appendingPathComponent("rest.page1"))
            for page in 1...2 {
                try TestFeed.restPage(page, of: 2, ids: [10 * page, 10 * page + 1], owner: ann)
                    .write(to: directory.appendingPathComponent("rest.user-Ann@N1.page\(page)"))
            }
            XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("requests.log").path, contents: nil))
            let server = try LoopbackServer(root: directory)
            controller = try makeWindow(feed: .flickrRecent, apiKey: "K", http: http, settings: nil, flickr: .on(server))
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.photographers.map(\.name) == ["Ann"] }
            _ = try choosePhotographer(0)
            try waitUntil("both pages of her stream join her grid") { self.photosList?.photos.count == 5 }
            try waitUntil("no fetch runs") { !controller.library.feeds.isLoading(.flickrPhotographer(ann.id)) }
            XCTAssertEqual(try server.requests(for: "method=flickr.people.getPublicPhotos"), 2, "the last page was the last")
        }
    }

    nonisolated func testThePublicFeedWithBadEscapesIsListedOverHTTP() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let body = #"""
                {"items": [{"title": "Ann\'s harbour", "link": "https://www.flickr.com/photos/ann/53412345678/",
                  "media": {"m": "https://live.staticflickr.com/65535/53412345678_abc_m.jpg"},
                  "description": "<p>It\'s cold</p>", "author": "nobody@flickr.com (\"Ann Smith\")", "author_id": "1@N1"}]}
                """#
            try Data(body.utf8).write(to: directory.appendingPathComponent("photos_public.json"))
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("photos_public.json"))
            XCTAssertEqual(controller.photographers.photographers.map(\.name), ["Ann Smith"])
            XCTAssertEqual(controller.photographers.photographers.first?.photos.first?.title, "Ann's harbour")
            withExtendedLifetime(server) {}
        }
    }
}
