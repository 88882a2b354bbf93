import Foundation
import Library
import PhotoFeed
import TestFixtures
import XCTest

/// What a person follows, without a display: sources fetched on one schedule spread over the
/// interval and never more than two at once, heard by every window, kept in the database with
/// their names and photos, let go with Undo, counted as opened, and a feed that fails marked
/// without losing what it had.
final class FollowedSourcesTests: LibraryTestCase {
    private let ann = FollowedSource.photographer(id: "111@N01")
    private let sea = FollowedSource.tags(["sea"], matchAll: true)
    private let pool = FollowedSource.group(id: "222@N02")

    /// A loopback Flickr's feeds folder serving Ann's photos (1, 2), the tag sea's (2, 3), the
    /// pool's (4) and Ann's favourites (5, 4), each a day apart; `feeds` names the folder the
    /// library asks.
    private func servedFeeds(at feeds: String = "feeds/") throws -> (URL, LoopbackServer, FlickrAddresses) {
        let directory = try Fixtures.temporaryDirectory()
        let folder = directory.appendingPathComponent("feeds")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entry = { (id: Int, owner: String) in
            TestFeed.Entry(id: "\(id)", owner: owner, title: "Photo \(id)", imageURL: "https://x.invalid/\(id)_m.jpg", taken: "2026-11-0\(id) 10:00:00")
        }
        try TestFeed.publicFeed([entry(2, "Ann Smith"), entry(1, "Ann Smith")], title: "Uploads from Ann Smith")
            .write(to: folder.appendingPathComponent("photos_public.gne.id-111@N01"))
        try TestFeed.publicFeed([entry(3, "Bo"), entry(2, "Ann Smith")], title: "Recent uploads tagged sea")
            .write(to: folder.appendingPathComponent("photos_public.gne.tags-sea"))
        try TestFeed.publicFeed([entry(4, "Cy")], title: "Lighthouses Pool").write(to: folder.appendingPathComponent("groups_pool.gne.id-222@N02"))
        try TestFeed.publicFeed([entry(5, "Dee"), entry(4, "Cy")], title: "Favourites of Ann Smith")
            .write(to: folder.appendingPathComponent("photos_faves.gne.id-111@N01"))
        XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("requests.log").path, contents: nil))
        let server = try LoopbackServer(root: directory)
        return (directory, server, FlickrAddresses(rest: server.url("rest"), feeds: server.url(feeds)))
    }

    /// Waits until every source of `library` was fetched and stored: none loading, and `count`
    /// of them with photos or a problem.
    private func waitUntilFetched(_ library: PhotoLibrary, count: Int, after action: () -> Void = {}) {
        let done = { library.follows.entries.filter { $0.photoCount > 0 || $0.problem != nil }.count >= count }
        guard !done() else { return }
        wait(for: "\(count) sources fetched", on: library, matching: { _ in done() }, after: action)
    }

    /// The photos `library` has of `source` (nil: of all), once it has read them.
    private func loaded(_ source: FollowedSource?, in library: PhotoLibrary) -> [Photo] {
        let read = expectation(description: "the photos read")
        var photos: [Photo] = []
        library.follows.photos(of: source) {
            photos = $0
            read.fulfill()
        }
        wait(for: [read], timeout: 30)
        return photos
    }

    /// A library following Ann, her feed fetched once; the served folder, and its server.
    private func followingAnn() throws -> (URL, LoopbackServer, PhotoLibrary) {
        let (directory, server, flickr) = try servedFeeds()
        let library = makeLibrary(flickr: flickr)
        library.follows.start()
        waitUntilFetched(library, count: 1) { library.follows.follow(ann) }
        return (directory, server, library)
    }

    /// Their ids.
    private func photos(of source: FollowedSource?, in library: PhotoLibrary) -> [String] { loaded(source, in: library).map(\.id) }

    nonisolated func testAFollowedSourceIsFetchedNamedAndHeardInEveryWindowAtOnce() throws {
        try onMain {
            let (_, server, flickr) = try servedFeeds()
            let library = makeLibrary(flickr: flickr)
            var heard = [0, 0]
            let windows = heard.indices.map { index in library.observe { if case .followsChanged = $0 { heard[index] += 1 } } }
            library.follows.start()
            waitUntilFetched(library, count: 2) {
                XCTAssertTrue(library.follows.follow(ann))
                XCTAssertTrue(library.follows.follow(sea))
            }
            XCTAssertFalse(library.follows.follow(ann), "followed once")
            XCTAssertEqual(library.follows.entries.map(\.name), ["Ann Smith", "#sea"], "a photographer by name, tags as tags")
            XCTAssertEqual(photos(of: ann, in: library), ["2", "1"], "newest first")
            XCTAssertEqual(library.follows.entries.map(\.unopened), [2, 2])
            XCTAssertEqual(photos(of: nil, in: library), ["3", "2", "1"], "all followed: newest first, once each")
            XCTAssertTrue(library.feeds.photographers.isEmpty, "the feed's listing is the feed's")
            XCTAssertEqual(heard[0], heard[1], "every window heard every change")
            XCTAssertGreaterThan(heard[0], 2)
            XCTAssertEqual(try server.requests(for: "photos_public.gne?id=111@N01&format=json"), 1)
            XCTAssertEqual(try server.requests(for: "photos_public.gne?tags=sea&tagmode=all&format=json"), 1)
            withExtendedLifetime(windows) {}
        }
    }

    nonisolated func testTheSourcesAreFetchedSpreadOverTheInterval() throws {
        try onMain {
            let path = try storeFile()
            do {
                let store = try PhotoStore(path: path)
                for source in [ann, sea, pool, FollowedSource.favourites(id: "333@N03")] { try store.follow(source.key) }
            }
            let (directory, server, flickr) = try servedFeeds(at: "hold-until/go/feeds/")
            let library = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
            library.follows.start(after: 2)
            XCTAssertEqual(clock.pending, [2, 2 + interval / 4, 2 + interval / 2, 2 + interval * 3 / 4], "spread over the interval, after the delay")
            clock.advance(interval)
            XCTAssertEqual(library.follows.entries.filter { library.follows.isLoading($0.source) }.count, 4, "all four due")
            waitUntilFetched(library, count: 4) { try! server.release("go") }
            XCTAssertEqual(try server.requests(for: "format=json"), 4)
            XCTAssertEqual(library.follows.entries.first { $0.source == .favourites(id: "333@N03") }?.problem, .notFound)
            XCTAssertEqual(library.follows.entries.first { $0.source == pool }?.name, "Lighthouses Pool", "a group as its feed names it")
            XCTAssertEqual(clock.pending.filter { $0 > 0 }.count, 4, "each due again")
            withExtendedLifetime(directory) {}
        }
    }

    nonisolated func testFollowsTheirNamesAndPhotosAreKeptAcrossARestart() throws {
        try onMain {
            let path = try storeFile()
            let (_, server, flickr) = try servedFeeds()
            do {
                let library = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
                library.follows.start()
                waitUntilFetched(library, count: 2) {
                    library.follows.follow(sea)
                    library.follows.follow(ann)
                }
                let newest = try XCTUnwrap(loaded(ann, in: library).first)
                wait(for: "counted again", on: library, matching: { _ in library.follows.entries.map(\.unopened) == [1, 1] }) {
                    library.collections.record(newest)
                }
                XCTAssertEqual(newest.id, "2", "photo 2 is both sea's and Ann's")
                library.store.finishWrites()
            }
            let again = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
            XCTAssertEqual(try server.requests(for: "format=json"), 2, "nothing fetched before the schedule starts")
            XCTAssertEqual(again.follows.entries.map(\.source), [sea, ann])
            XCTAssertEqual(again.follows.entries.map(\.name), ["#sea", "Ann Smith"])
            XCTAssertEqual(photos(of: sea, in: again), ["3", "2"])
            XCTAssertEqual(again.follows.entries.map(\.unopened), [1, 1], "what was opened stays opened")
        }
    }

    /// The four kinds are fetched from their feeds, each named as it says: a person's
    /// favourites and a group's pool by their feed's title.
    nonisolated func testEachKindIsFetchedFromItsFeedAndNamed() throws {
        try onMain {
            let (_, server, flickr) = try servedFeeds()
            let library = makeLibrary(flickr: flickr)
            library.follows.start()
            let faves = FollowedSource.favourites(id: "111@N01")
            waitUntilFetched(library, count: 4) {
                for source in [ann, sea, pool, faves] { library.follows.follow(source) }
            }
            XCTAssertEqual(library.follows.entries.map(\.name), ["Ann Smith", "#sea", "Lighthouses Pool", "Favourites of Ann Smith"])
            XCTAssertEqual(library.follows.entries.map(\.problem), [nil, nil, nil, nil])
            XCTAssertEqual(photos(of: faves, in: library), ["5", "4"])
            XCTAssertEqual(try server.requests(for: "photos_faves.gne?id=111@N01&format=json"), 1)
        }
    }

    /// A photographer followed by the name a window lists keeps it, stored, until their feed
    /// names them.
    nonisolated func testAPhotographerFollowedByNameKeepsItUntilTheirFeedNamesThem() throws {
        try onMain {
            let path = try storeFile()
            let (_, server, flickr) = try servedFeeds()
            do {
                let library = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
                library.follows.follow(ann, name: "Ann")
                XCTAssertEqual(library.follows.entries.map(\.name), ["Ann"], "not “Photographer 111@N01”")
                library.store.finishWrites()
            }
            let again = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
            XCTAssertEqual(again.follows.entries.map(\.name), ["Ann"], "stored")
            waitUntilFetched(again, count: 1) {
                again.follows.start()
                clock.advance(interval)
            }
            XCTAssertEqual(again.follows.entries.map(\.name), ["Ann Smith"], "as their photos name them")
            withExtendedLifetime(server) {}
        }
    }

    /// A source is asked for again on condition that its feed changed: unchanged, Flickr says
    /// so in a 304 and the source keeps what it had, with no problem; changed, the new photos come.
    nonisolated func testASourceIsAskedForAgainOnlyIfItsFeedChanged() throws {
        try onMain {
            let (directory, server, library) = try followingAnn()
            let notModified = directory.appendingPathComponent("not-modified.log")
            XCTAssertTrue(FileManager.default.createFile(atPath: notModified.path, contents: nil))
            let ended = expectation(description: "the fetch ends, the next one scheduled")
            ended.assertForOverFulfill = false
            clock.onSchedule = { ended.fulfill() }
            clock.advance(interval)
            wait(for: [ended], timeout: 30)
            clock.onSchedule = nil
            XCTAssertEqual(try String(contentsOf: notModified, encoding: .utf8), "/feeds/photos_public.gne?id=111@N01&format=json&nojsoncallback=1\n")
            XCTAssertEqual(library.follows.entries.first?.problem, nil)
            XCTAssertEqual(library.follows.entries.first?.photoCount, 2, "what it had")
            XCTAssertEqual(photos(of: ann, in: library), ["2", "1"])

            let newer = TestFeed.Entry(id: "5", owner: "Ann Smith", title: "Photo 5", imageURL: "https://x.invalid/5_m.jpg", taken: "2026-11-05 10:00:00")
            let older = TestFeed.Entry(id: "2", owner: "Ann Smith", title: "Photo 2", imageURL: "https://x.invalid/2_m.jpg", taken: "2026-11-02 10:00:00")
            try TestFeed.publicFeed([newer, older], title: "Uploads from Ann Smith")
                .write(to: directory.appendingPathComponent("feeds/photos_public.gne.id-111@N01"))
            wait(for: "the changed feed stored", on: library, matching: { _ in library.follows.entries.first?.photoCount == 3 }) {
                clock.advance(interval)
            }
            XCTAssertEqual(photos(of: ann, in: library), ["5", "2", "1"])
            XCTAssertEqual(try String(contentsOf: notModified, encoding: .utf8).split(separator: "\n").count, 1, "sent whole")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAnUnfollowIsUndoneWhereItWasWithWhatItHad() throws {
        try onMain {
            let path = try storeFile()
            let (_, server, flickr) = try servedFeeds()
            let library = makeLibrary(store: StoreOpening(path: path), flickr: flickr)
            library.follows.start()
            waitUntilFetched(library, count: 3) { [ann, sea, pool].forEach { library.follows.follow($0) } }
            let unfollowed = try XCTUnwrap(library.follows.unfollow(sea))
            XCTAssertNil(library.follows.unfollow(sea), "not followed any more")
            XCTAssertEqual(library.follows.entries.map(\.source), [ann, pool])
            library.store.finishWrites()
            XCTAssertEqual(try PhotoStore(path: path).follows().map(\.source), [ann.key, pool.key])
            XCTAssertEqual(clock.pending.count, 2, "its fetching stopped")

            wait(for: "followed again, once its photos are read", on: library, matching: { [sea] _ in library.follows.isFollowed(sea) }) {
                library.follows.restore(unfollowed)
            }
            XCTAssertEqual(library.follows.entries.map(\.source), [ann, sea, pool], "back where it was")
            XCTAssertEqual(photos(of: sea, in: library), ["3", "2"], "with what it had")
            library.store.finishWrites()
            let stored = try PhotoStore(path: path)
            XCTAssertEqual(try stored.follows().map(\.source), [ann.key, sea.key, pool.key])
            XCTAssertEqual(try stored.sourcePhotos(of: sea.key).map(\.id), ["3", "2"])
            XCTAssertEqual(try server.requests(for: "tags=sea"), 1, "not fetched again at once")
            XCTAssertEqual(clock.pending.count, 3)
        }
    }

    nonisolated func testAFeedThatFailsMarksItsSourceAndKeepsWhatItHad() throws {
        try onMain {
            let (directory, server, library) = try followingAnn()
            let feed = directory.appendingPathComponent("feeds/photos_public.gne.id-111@N01")
            try TestFeed.publicFeed([], title: "Uploads from Ann Smith").write(to: feed)
            wait(for: "the empty feed", on: library, matching: { _ in library.follows.entries.first?.problem == .empty }) {
                clock.advance(interval) // its next fetch
            }
            XCTAssertEqual(photos(of: ann, in: library), ["2", "1"], "what it had stays")

            try Data("<html>Flickr is down</html>".utf8).write(to: feed)
            wait(for: "the broken feed", on: library, matching: { _ in library.follows.entries.first?.problem != .empty }) {
                clock.advance(interval) // its next fetch
            }
            guard case .refused(let why)? = library.follows.entries.first?.problem else {
                return XCTFail("refused: \(String(describing: library.follows.entries.first?.problem))")
            }
            XCTAssertTrue(why.contains("could not be read"), why)
            XCTAssertEqual(photos(of: ann, in: library), ["2", "1"], "what it had stays")

            try FileManager.default.removeItem(at: feed)
            wait(for: "not found", on: library, matching: { _ in library.follows.entries.first?.problem == .notFound }) {
                clock.advance(interval) // its next fetch
            }
            let offline = makeLibrary(flickr: .unreachable)
            offline.follows.start()
            wait(for: "offline", on: offline, matching: { _ in offline.follows.entries.first?.problem != nil }) { offline.follows.follow(ann) }
            guard case .offline? = offline.follows.entries.first?.problem else { return XCTFail("offline") }
            withExtendedLifetime(server) {}
        }
    }
}
