import Browsing
import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// What a window says of its feed as the library reports it, without a window or a display.
final class FeedStatusTests: MainActorTestCase {
    private let feed = FeedSource.url(URL(string: "http://127.0.0.1:8/feed.json")!)

    private func photographers(_ ids: ClosedRange<Int> = 1...3) -> [Photographer] {
        Photographer.group(
            ids.map {
                Photo(
                    id: "\($0)", title: "Photo \($0)", subtitle: "", photographerID: "p\($0 % 2)@N1", photographerName: "P\($0 % 2)",
                    imageURL: URL(string: "https://x.invalid/\($0).jpg")!, thumbnailURL: nil)
            })
    }

    /// A fetched page of `readable` photos and `unreadable` entries without an image.
    private func page(readable: Int = 1, unreadable: Int = 0) throws -> FeedPage {
        let photos = (0..<readable + unreadable).map { index -> [String: Any] in
            var photo: [String: Any] = ["id": "\(index)", "owner": "p@N1", "ownername": "P", "title": "T", "description": ["_content": ""]]
            if index < readable { photo["url_m"] = "https://x.invalid/\(index).jpg" }
            return photo
        }
        let body: [String: Any] = ["photos": ["page": 1, "pages": 1, "perpage": photos.count, "photo": photos], "stat": "ok"]
        return try FeedPage.decode(JSONSerialization.data(withJSONObject: body), from: URL(string: "https://api.flickr.com/rest")!)
    }

    /// The status of a window on `feed`, with what it heard.
    private func status() -> (FeedStatus, BrowsingModel, Heard) {
        let model = BrowsingModel(feed: feed)
        let status = FeedStatus(model: model)
        let heard = Heard()
        heard.token = status.observe { heard.changes.append($0) }
        return (status, model, heard)
    }

    private final class Heard {
        var changes: [FeedStatus.Change] = []
        var token: AnyObject?
    }

    nonisolated func testTheFirstFetchWaitsThenListsAndIsHeardAsTheFirstListing() {
        onMain {
            let (status, model, heard) = status()
            status.fetchBegan()
            XCTAssertEqual(status.page, .loading)
            XCTAssertTrue(status.isRefreshing)
            status.fetched(.success(try! page()), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertFalse(status.isRefreshing)
            status.list(photographers(), news: 3, afterFetch: true)
            XCTAssertEqual(status.page, .list)
            XCTAssertEqual(model.photographers.count, 2, "listed into the window's model")
            XCTAssertEqual(heard.changes, [.page, .refreshing, .refreshing, .page, .firstListed], "no notice of new photos on the first listing")
        }
    }

    nonisolated func testRefreshSpinsWhileTheFeedOrTheOpenPhotographersNewestPhotosAreFetched() {
        onMain {
            let (status, _, heard) = status()
            status.list(photographers())
            status.photographerFetch(running: true)
            XCTAssertTrue(status.isRefreshing, "a photographer's photos on their way")
            status.fetchBegan()
            status.photographerFetch(running: false)
            XCTAssertTrue(status.isRefreshing, "the feed still on its way")
            status.fetched(.success(try! page()), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertFalse(status.isRefreshing)
            status.photographerFetch(running: true)
            status.fetched(.success(try! page()), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertTrue(status.isRefreshing, "the feed's fetch ending leaves the photographer's under way")
            XCTAssertEqual(heard.changes.filter { $0 == .refreshing }.count, 3, "said when it starts and stops, not at each fetch")
        }
    }

    /// Each listing that changes the photographers is shown again; the same one is not; the
    /// photos a later fetch brought are said, unless the sample is listed.
    nonisolated func testNewPhotosAreSaidAfterTheFirstListingButNotForTheSample() {
        onMain {
            let (status, _, heard) = status()
            status.list(photographers(1...2))
            heard.changes = []
            status.list(photographers(1...2), news: 0, afterFetch: true)
            XCTAssertEqual(heard.changes, [], "the same listing: nothing to show again")
            status.list(photographers(1...4), news: 2, afterFetch: true)
            XCTAssertEqual(heard.changes, [.page, .notice(.newPhotos(2))])
            heard.changes = []
            status.list(photographers(1...5), news: 1, afterFetch: true, listsSample: true)
            XCTAssertEqual(heard.changes, [.page], "the sample's photos are not news")
            XCTAssertEqual(FeedStatus.newPhotos(2), "2 new photos")
            XCTAssertEqual(FeedStatus.newPhotos(1), "1 new photo")
        }
    }

    nonisolated func testAFeedWithNoPhotosSaysSoWithItsNameAndWhatCouldNotBeRead() throws {
        try onMain {
            let (status, _, _) = status()
            status.fetched(.success(try page(readable: 0, unreadable: 2)), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertEqual(status.note?.text, "2 photos could not be read.")
            status.list([], afterFetch: true)
            XCTAssertEqual(status.page, .empty("“http://127.0.0.1:8/feed.json” has no photos yet. 2 photos could not be read."))
            XCTAssertNil(status.note, "said on the empty page instead")
        }
    }

    /// Entries left out are counted under the list, with why for the first ten.
    nonisolated func testUnreadableEntriesAreCountedWithWhyForTheFirstTen() throws {
        try onMain {
            let (status, _, heard) = status()
            status.fetched(.success(try page(readable: 1, unreadable: 12)), unreachable: false, showingSample: false, canEnterKey: false)
            let note = try XCTUnwrap(status.note)
            XCTAssertEqual(note.text, "12 photos could not be read.")
            let lines = note.details.split(separator: "\n")
            XCTAssertEqual(lines.count, 11)
            XCTAssertEqual(lines.last, "and 2 more")
            XCTAssertTrue(lines[0].hasPrefix("photo 1: "), "\(lines[0])")
            XCTAssertEqual(heard.changes, [.note])
            status.fetched(.success(try page()), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertNil(status.note, "a page read whole clears it")
        }
    }

    /// A failure before anything is listed (a server's error, Flickr's refusal) is said in
    /// place of the list, with Try Again, or with the key when one would help; after a
    /// listing, as a notice that leaves the list.
    nonisolated func testAFailureIsSaidInPlaceOfTheListOrAsANotice() {
        onMain {
            let (status, _, heard) = status()
            status.fetched(.failure(HTTPError.status(500)), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertEqual(status.page, .failed(HTTPError.status(500).userMessage, .tryAgain))
            let refusal = FeedError.flickr(code: 100, message: "Invalid API Key")
            status.fetched(.failure(refusal), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertEqual(status.page, .failed(refusal.userMessage, .tryAgain), "Flickr's refusal, in its words")
            XCTAssertTrue(refusal.userMessage.contains("Invalid API Key"))
            status.fetched(.failure(FeedError.missingAPIKey), unreachable: false, showingSample: false, canEnterKey: true)
            XCTAssertEqual(
                status.page, .failed("Flickr needs an API key. Set FLICKR_API_KEY, or enter one in Preferences (Ctrl+comma).", .enterAPIKey))
            status.list(photographers())
            heard.changes = []
            status.fetched(.failure(HTTPError.status(500)), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertEqual(status.page, .list)
            XCTAssertEqual(heard.changes, [.notice(.couldNotRefresh(HTTPError.status(500).userMessage))])
        }
    }

    /// A server out of reach is said over what is shown (the sample, or what was stored) until
    /// a fetch succeeds; the list stays.
    nonisolated func testAServerOutOfReachIsABannerUntilAFetchSucceeds() throws {
        try onMain {
            let (status, _, _) = status()
            status.list(photographers())
            status.fetched(.failure(HTTPError.connect(host: "127.0.0.1")), unreachable: true, showingSample: true, canEnterKey: false)
            XCTAssertEqual(status.banner, .offline(showingSample: true, why: HTTPError.connect(host: "127.0.0.1").userMessage))
            XCTAssertEqual(status.page, .list)
            status.fetchBegan()
            XCTAssertEqual(status.banner, .offline(showingSample: true, why: HTTPError.connect(host: "127.0.0.1").userMessage), "until it answers")
            status.fetched(.success(try page()), unreachable: false, showingSample: false, canEnterKey: false)
            XCTAssertEqual(status.banner, .none)
        }
    }

    /// A pause the server asked for is said until its end, and over once a fetch begins
    /// (Try Now, or the pause's end).
    nonisolated func testAPauseIsABannerUntilTheNextFetchBegins() {
        onMain {
            let (status, _, heard) = status()
            status.list(photographers())
            heard.changes = []
            status.waiting(RetryPolicy.Wait(reason: .askedToWait, seconds: 30, retry: 1), now: 100)
            XCTAssertEqual(status.banner, .waiting(until: 130, reason: .askedToWait))
            status.fetchBegan()
            XCTAssertEqual(status.banner, .none)
            XCTAssertEqual(status.page, .list, "the list stays while a fetch runs")
            XCTAssertEqual(heard.changes, [.banner, .banner, .refreshing])
        }
    }

    nonisolated func testAnotherFeedWaitsForItsFirstPageWithNothingSaidOfTheOld() {
        onMain {
            let (status, model, _) = status()
            status.list(photographers())
            status.fetched(.failure(HTTPError.timeout), unreachable: true, showingSample: false, canEnterKey: false)
            status.switchFeed(to: .flickrRecent)
            XCTAssertEqual(model.feed, .flickrRecent)
            XCTAssertTrue(model.isEmpty)
            XCTAssertEqual(status.page, .loading)
            XCTAssertEqual(status.banner, .none)
        }
    }

    /// What the banner says of a pause: the seconds left up to two minutes, then whole minutes
    /// rounded up, each number on one line with its unit, for each reason and server.
    nonisolated func testWhatAPauseSaysForEachReason() {
        onMain {
            XCTAssertEqual(FeedStatus.waitingMessage(.askedToWait, server: "Flickr", seconds: 30), "Flickr asked to wait; trying again in 30\u{A0}s.")
            XCTAssertEqual(
                FeedStatus.waitingMessage(.unavailable, server: "Flickr", seconds: 121), "Flickr is unavailable for now; trying again in 3\u{A0}min.")
            XCTAssertEqual(
                FeedStatus.waitingMessage(.serverError(502), server: "example.org", seconds: 119),
                "example.org is having trouble (HTTP 502); trying again in 119\u{A0}s.")
            XCTAssertEqual(FeedStatus.waitingMessage(.noAnswer, server: "Flickr", seconds: 1), "Flickr did not answer; trying again in 1\u{A0}s.")
            XCTAssertEqual(FeedStatus.server(of: .flickrRecent), "Flickr")
            XCTAssertEqual(FeedStatus.server(of: .url(URL(string: "https://example.org/feed.json")!)), "example.org")
        }
    }
}
