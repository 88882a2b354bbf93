import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// A Flickr photographer a window opens brings their newest photos: through the key-less feed
/// (`photos_public.gne?id=NSID`), or the REST API with a key; listed with what is stored, once a
/// fetch interval however many windows open them, and never for a feed that is not Flickr's.
final class PhotographerWorkTests: LibraryTestCase {
    private let ann = "111"

    /// A loopback Flickr: the public feed lists one photo of Ann's and one of Bo's; Ann's own
    /// feed has `annsFeed` (nil: none, a 404).
    private func servedFlickr(annsFeed: [TestFeed.Entry]?) throws -> (URL, LoopbackServer) {
        let directory = try Fixtures.temporaryDirectory()
        let feeds = directory.appendingPathComponent("feeds")
        try FileManager.default.createDirectory(at: feeds, withIntermediateDirectories: true)
        try TestFeed.publicFeed([entry(1, by: ann), entry(9, by: "222")]).write(to: feeds.appendingPathComponent("photos_public.gne"))
        if let annsFeed {
            try TestFeed.publicFeed(annsFeed).write(to: feeds.appendingPathComponent("photos_public.gne.id-\(ann)@N1"))
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("requests.log").path, contents: nil))
        return (directory, try LoopbackServer(root: directory))
    }

    private func entry(_ id: Int, by owner: String) -> TestFeed.Entry {
        TestFeed.Entry(id: "\(id)", owner: owner, title: "Photo \(id)", imageURL: "https://x.invalid/\(id)_m.jpg")
    }

    /// The photos listed by the photographer `owner`.
    private func photos(by owner: String, in library: PhotoLibrary) -> [String] {
        library.feeds.photographers.first { $0.name == owner }?.photos.map(\.id).sorted() ?? []
    }

    /// A library on Flickr's public feed at `server`, its first page listed.
    private func libraryOnThePublicFeed(
        _ server: LoopbackServer, store: StoreOpening? = nil, apiKey: String? = nil
    ) -> (PhotoLibrary, FeedHolds.Hold) {
        let library = makeLibrary(store: store, apiKey: apiKey, flickr: .on(server))
        var window: FeedHolds.Hold?
        waitForListing(of: .flickrPublic, on: library) { window = open(.flickrPublic, on: library) }
        return (library, window!)
    }

    private func annsWork(in library: PhotoLibrary) throws -> Photographer {
        try XCTUnwrap(library.feeds.photographers.first { $0.name == ann })
    }

    nonisolated func testAPhotographerOpenedBringsTheirNewestPhotosWithTheStoredOnes() throws {
        try onMain { try assertNewestPhotosJoinTheListing(store: StoreOpening(path: storeFile())) }
    }

    nonisolated func testWithoutADatabaseAPhotographersNewestPhotosJoinTheListingToo() throws {
        try onMain { try assertNewestPhotosJoinTheListing(store: nil) }
    }

    private func assertNewestPhotosJoinTheListing(store: StoreOpening?) throws {
        do {
            let (_, server) = try servedFlickr(annsFeed: [entry(1, by: ann), entry(2, by: ann), entry(3, by: ann)])
            let (library, window) = libraryOnThePublicFeed(server, store: store)
            XCTAssertEqual(photos(by: ann, in: library), ["1"], "the public feed had one of hers")

            var work: FeedHolds.Hold?
            waitForListing(of: .flickrPhotographer("\(ann)@N1"), on: library) {
                work = library.feeds.holdWork(of: try! annsWork(in: library), listedFrom: .flickrPublic)
            }
            XCTAssertEqual(photos(by: ann, in: library), ["1", "2", "3"], "her newest, with the one listed before")
            XCTAssertEqual(photos(by: "222", in: library), ["9"], "the others as they were")
            XCTAssertEqual(try server.requests(for: "/feeds/photos_public.gne?id=\(ann)@N1&format=json&nojsoncallback=1"), 1)
            withExtendedLifetime((window, work)) {}
        }
    }

    nonisolated func testAPhotographerIsFetchedOnceAnIntervalHoweverManyWindowsOpenThem() throws {
        try onMain {
            let (_, server) = try servedFlickr(annsFeed: [entry(2, by: ann)])
            let (library, window) = libraryOnThePublicFeed(server)
            let work = FeedSource.flickrPhotographer("\(ann)@N1")
            let ann = try annsWork(in: library)
            var first: FeedHolds.Hold?
            waitForListing(of: work, on: library) { first = library.feeds.holdWork(of: ann, listedFrom: .flickrPublic) }
            var second = library.feeds.holdWork(of: ann, listedFrom: .flickrPublic)
            XCTAssertEqual(second?.startedFeed, false, "a second window shares the first's fetching")
            (first, second) = (nil, nil)
            XCTAssertNil(library.feeds.synchronizer(for: work), "let go with the last window")

            clock.advance(interval / 2)
            var again = library.feeds.holdWork(of: ann, listedFrom: .flickrPublic)
            waitForRequestsAskedBefore(on: server)
            XCTAssertEqual(try server.requests(for: "id=\(self.ann)@N1"), 1, "not again within the interval")
            XCTAssertFalse(library.feeds.isLoading(work))
            wait(for: "fetched when the interval is over", on: library, feed: work, matching: { if case .fetched = $0 { true } else { false } }) {
                clock.advance(interval / 2)
            }
            XCTAssertEqual(try server.requests(for: "id=\(self.ann)@N1"), 2)
            again = nil
            withExtendedLifetime((window, first, second, again)) {}
        }
    }

    nonisolated func testWithAKeyAPhotographersStreamComesFromTheRESTAPI() throws {
        try onMain {
            let (directory, server) = try servedFlickr(annsFeed: nil)
            try TestFeed.restPage(1, of: 3, ids: [7, 8]).write(to: directory.appendingPathComponent("rest.user-\(ann)@N1.page1"))
            let (library, window) = libraryOnThePublicFeed(server, apiKey: "K")
            var work: FeedHolds.Hold?
            waitForListing(of: .flickrPhotographer("\(ann)@N1"), on: library) {
                work = library.feeds.holdWork(of: try! annsWork(in: library), listedFrom: .flickrPublic)
            }
            XCTAssertEqual(try server.requests(for: "method=flickr.people.getPublicPhotos&user_id=\(ann)@N1"), 1)
            XCTAssertEqual(try server.requests(for: "photos_public.gne?id="), 0, "not the key-less feed")
            XCTAssertTrue(library.feeds.photographers.contains { $0.name == "Photographer 7" }, "the page listed")
            withExtendedLifetime((window, work)) {}
        }
    }

    /// A grid scrolled to its end asks for the stream's next page at once, once at a time, and
    /// nothing past the last.
    nonisolated func testMoreOfAPhotographersStreamIsFetchedAsItsGridAsksUntilTheLastPage() throws {
        try onMain {
            let (directory, server) = try servedFlickr(annsFeed: nil)
            for page in 1...3 {
                try TestFeed.restPage(page, of: 3, ids: [10 * page, 10 * page + 1]).write(
                    to: directory.appendingPathComponent("rest.user-\(ann)@N1.page\(page)"))
            }
            let (library, window) = libraryOnThePublicFeed(server, apiKey: "K")
            let stream = FeedSource.flickrPhotographer("\(ann)@N1")
            var work: FeedHolds.Hold?
            waitForListing(of: stream, on: library) {
                work = library.feeds.holdWork(of: try! annsWork(in: library), listedFrom: .flickrPublic)
            }
            XCTAssertFalse(library.feeds.photographers.contains { $0.name == "Photographer 20" }, "one page, until more is asked for")
            waitForListing(of: stream, on: library) { XCTAssertTrue(library.feeds.fetchMore(stream)) }
            XCTAssertTrue(library.feeds.photographers.contains { $0.name == "Photographer 20" }, "the second page listed with the first")
            XCTAssertTrue(library.feeds.photographers.contains { $0.name == "Photographer 10" })
            waitForListing(of: stream, on: library) {
                XCTAssertTrue(library.feeds.fetchMore(stream))
                XCTAssertFalse(library.feeds.fetchMore(stream), "not while a page is on its way")
            }
            XCTAssertFalse(library.feeds.fetchMore(stream), "the third page was the last")
            XCTAssertEqual(try server.requests(for: "method=flickr.people.getPublicPhotos&user_id=\(ann)@N1"), 3, "each page once")
            withExtendedLifetime((window, work)) {}
        }
    }

    nonisolated func testAPhotographerWhoseFeedFailsKeepsTheirStoredPhotos() throws {
        try onMain {
            let (directory, server) = try servedFlickr(annsFeed: nil)
            let (library, window) = libraryOnThePublicFeed(server)
            let work = FeedSource.flickrPhotographer("\(ann)@N1")
            let ann = try annsWork(in: library)
            var failures: [String] = []
            let token = library.feeds.observe(feed: work) { if case .fetched(.failure(let error)) = $0 { failures.append(error.userMessage) } }
            var opened: FeedHolds.Hold?
            wait(for: "a 404", on: library, feed: work, matching: { if case .fetched = $0 { true } else { false } }) {
                opened = library.feeds.holdWork(of: ann, listedFrom: .flickrPublic)
            }
            XCTAssertEqual(failures.count, 1, "the failure is heard")
            XCTAssertEqual(photos(by: self.ann, in: library), ["1"], "what was listed stays")

            try Data("<html>not JSON</html>".utf8).write(to: directory.appendingPathComponent("feeds/photos_public.gne.id-\(self.ann)@N1"))
            wait(for: "broken JSON", on: library, feed: work, matching: { if case .fetched = $0 { true } else { false } }) {
                library.feeds.refresh(work)
            }
            XCTAssertEqual(failures.count, 2)
            XCTAssertEqual(photos(by: self.ann, in: library), ["1"], "what was listed stays")
            withExtendedLifetime((window, opened, token)) {}
        }
    }

    nonisolated func testOnlyAFlickrFeedsPhotographersAreFetched() throws {
        try onMain {
            let (_, server) = try TestFeed.servedSample()
            let library = makeLibrary(flickr: .on(server))
            let feed = FeedSource.url(server.url("feed.json"))
            var window: FeedHolds.Hold?
            waitForListing(of: feed, on: library) { window = open(feed, on: library) }
            let someone = try XCTUnwrap(library.feeds.photographers.first)
            XCTAssertNotNil(someone.flickrID, "the sample's photographers have ids")
            XCTAssertNil(library.feeds.holdWork(of: someone, listedFrom: feed), "a feed of its own address is all there is")
            XCTAssertNil(library.feeds.holdWork(of: Photographer(name: "Nobody", photos: []), listedFrom: .flickrPublic), "no id, nothing to ask")
            withExtendedLifetime(window) {}
        }
    }
}
