import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

final class FlickrSourcesTests: XCTestCase {
    func testRESTRequestsCarryMethodExtrasPageAndKey() throws {
        let url = try FeedSource.flickrSearch("red fox").url(page: 3, apiKey: "k3y")
        let items = Dictionary(uniqueKeysWithValues: URLComponents(url: url, resolvingAgainstBaseURL: false)!.queryItems!.map { ($0.name, $0.value!) })
        XCTAssertEqual(url.host, "api.flickr.com")
        XCTAssertEqual(items["method"], "flickr.photos.search")
        XCTAssertEqual(items["text"], "red fox")
        XCTAssertEqual(items["extras"], "description,license,date_upload,date_taken,owner_name,tags,geo,o_dims,url_l,url_m,url_s")
        XCTAssertEqual(items["page"], "3")
        XCTAssertEqual(items["api_key"], "k3y")
        XCTAssertEqual(items["nojsoncallback"], "1")
        XCTAssertEqual(try FeedSource.flickrRecent.url(apiKey: "k").query?.contains("flickr.photos.getRecent"), true)
    }

    func testTheKeyIsNeverInADescription() {
        let request = FlickrRequest(method: .search(text: "cats"), apiKey: "s3cr3t")
        XCTAssertFalse(request.description.contains("s3cr3t"))
        XCTAssertFalse(FeedSource.flickrSearch("cats").description.contains("s3cr3t"))
    }

    func testRESTSourcesWithoutAKeyFailClearly() {
        XCTAssertThrowsError(try FeedSource.flickrRecent.url(apiKey: nil)) { error in
            XCTAssertEqual(error as? FeedError, .missingAPIKey)
            XCTAssertTrue(error.userMessage.contains("API key"), "the app adds where it takes one")
        }
        XCTAssertNoThrow(try FeedSource.flickrPublic.url(apiKey: nil))
    }

    func testThePublicFeedDecodesWithItsQuirks() throws {
        let body = #"""
            {"title": "Uploads from everyone", "items": [
              {"title": "Harbour at dawn", "link": "https://www.flickr.com/photos/annsmith/53412345678/",
               "media": {"m": "https://live.staticflickr.com/65535/53412345678_abc_m.jpg"},
               "description": " <p><a href=\"https://www.flickr.com/people/annsmith/\">Ann Smith</a> posted a photo:</p> <p>It\'s &quot;cold&quot; &amp; clear</p> ",
               "author": "nobody@flickr.com (\"Ann Smith\")", "author_id": "123@N01", "date_taken": "2026-11-30T07:05:09-08:00",
               "published": "2026-11-30T22:30:00Z", "tags": "harbour dawn  sea"},
              {"title": "", "link": "https://www.flickr.com/photos/bo/53400000001/", "media": {"m": "ftp://nope"},
               "description": "", "author": "nobody@flickr.com (\"Bo\")", "author_id": "456@N01"}
            ]}
            """#
        let page = try FeedPage.decode(Data(body.utf8), from: PublicFeed.url())
        XCTAssertEqual(page.photos.count, 1)
        let photo = try XCTUnwrap(page.photos.first)
        XCTAssertEqual(photo.id, "53412345678")
        XCTAssertEqual(photo.photographerName, "Ann Smith")
        XCTAssertEqual(photo.imageURL.absoluteString, "https://live.staticflickr.com/65535/53412345678_abc_b.jpg")
        XCTAssertEqual(photo.subtitle, "Ann Smith posted a photo:\nIt's \"cold\" & clear")
        XCTAssertEqual(photo.taken, "2026-11-30 07:05:09", "the camera's local time, as the REST API gives it")
        XCTAssertEqual(
            photo.thumbnailURL?.absoluteString, "https://live.staticflickr.com/65535/53412345678_abc_m.jpg",
            "the feed's own 240-pixel image is the thumbnail")
        XCTAssertEqual(page.skipped.map(\.id), ["53400000001"])
        XCTAssertEqual(photo.details.page?.absoluteString, "https://www.flickr.com/photos/annsmith/53412345678/", "the feed's link kept")
        XCTAssertEqual(photo.details.tags, ["harbour", "dawn", "sea"])
        XCTAssertEqual(photo.details.uploaded, ISO8601DateFormatter().date(from: "2026-11-30T22:30:00Z"))
        XCTAssertNil(photo.details.license, "the public feed carries no licence: none is made up")
        XCTAssertEqual(photo.photostream?.absoluteString, "https://www.flickr.com/photos/123@N01/")
    }

    /// Shaped like a body fetched from the wild without `nojsoncallback=1`: the JavaScript
    /// wrapper, `\/` escapes, entities in the HTML description, both author forms.
    func testThePublicFeedInItsCallbackWrapperWithBothAuthorForms() throws {
        let body = #"""
            jsonFlickrFeed({
            		"title": "Uploads from everyone",
            		"link": "https:\/\/www.flickr.com\/photos\/",
            		"items": [
            	   {
            			"title": "Caf&eacute; at night",
            			"link": "https:\/\/www.flickr.com\/photos\/bour3\/4012345678\/",
            			"media": {"m":"https:\/\/farm3.staticflickr.com\/2480\/4012345678_0f1e2d3c4b_m.jpg"},
            			"description": " <p><a href=\"https:\/\/www.flickr.com\/people\/bour3\/\">bour3<\/a> posted a photo:<\/p> <p>Rain &amp; neon<\/p>",
            			"author": "nobody@flickr.com (bour3)",
            			"author_id": "1234@N01"
            	   },
            	   {
            			"title": "Tide",
            			"link": "https:\/\/www.flickr.com\/photos\/annsmith\/53412345679\/",
            			"media": {"m":"https:\/\/live.staticflickr.com\/65535\/53412345679_abc_m.jpg"},
            			"description": "",
            			"author": "nobody@flickr.com (\"Ann Smith\")",
            			"author_id": "123@N01"
            	   }
                    ]
            })
            """#
        let page = try FeedPage.decode(Data(body.utf8), from: PublicFeed.url())
        XCTAssertEqual(page.photos.map(\.photographerName), ["bour3", "Ann Smith"])
        XCTAssertEqual(page.photos.first?.imageURL.absoluteString, "https://farm3.staticflickr.com/2480/4012345678_0f1e2d3c4b_b.jpg")
        XCTAssertEqual(page.photos.first?.subtitle, "bour3 posted a photo:\nRain & neon")
    }

    func testACallbackWrapperIsTakenOffOnlyWhenItIsOne() {
        XCTAssertEqual(String(decoding: FeedPage.unwrapCallback(Data(" jsonFlickrApi({\"a\": 1})\n".utf8)), as: UTF8.self), #"{"a": 1}"#)
        for body in [#"{"a": "(x)"}"#, "[1]", "alert(1", "", "x y({})"] {
            XCTAssertEqual(String(decoding: FeedPage.unwrapCallback(Data(body.utf8)), as: UTF8.self), body)
        }
    }

    func testEscapeRepairOnlyTouchesBackslashQuote() {
        let repaired = String(decoding: PublicFeed.repairEscapes(Data(#"{"a": "It\'s \\' \" \\\'"}"#.utf8)), as: UTF8.self)
        XCTAssertEqual(repaired, #"{"a": "It's \\' \" \\'"}"#)
        XCTAssertEqual(PublicFeed.authorName("nobody@flickr.com (\"Zoë (Z) Ångström\")"), "Zoë (Z) Ångström")
        XCTAssertEqual(PublicFeed.authorName("plain"), "plain")
        XCTAssertEqual(PublicFeed.authorName("nobody@flickr.com (bour3)"), "bour3")
        XCTAssertEqual(PublicFeed.authorName("nobody@flickr.com ()"), "nobody@flickr.com ()")
    }

    /// A REST page as Flickr serves it with the credit's and details' extras, over the loopback
    /// server: a licence, tags, a place and Flickr's "no place".
    func testARESTPageServedOverHTTPKeepsTheCreditAndDetails() throws {
        let root = try Fixtures.temporaryDirectory()
        let server = try LoopbackServer(root: root)
        try Data(
            """
            {"photos": {"page": 1, "pages": 1, "perpage": 100, "total": 2, "photo": [
              {"id": "53000000001", "owner": "12@N01", "ownername": "Ann", "title": "Harbour", "url_l": "https://x.invalid/1_b.jpg",
               "license": "5", "dateupload": "1764541800", "tags": "harbour dawn", "latitude": 59.3293, "longitude": 18.0686,
               "accuracy": 16, "o_width": "4000", "o_height": "3000"},
              {"id": "53000000002", "owner": "12@N01", "ownername": "Ann", "title": "Indoors", "url_l": "https://x.invalid/2_b.jpg",
               "license": "0", "tags": "", "latitude": 0, "longitude": 0, "accuracy": 0}
            ]}, "stat": "ok"}
            """.utf8
        ).write(to: root.appendingPathComponent("rest"))
        let client = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))
        let url = try FeedSource.flickrRecent.url(apiKey: "k", flickr: FlickrAddresses(rest: server.url("rest")))
        let photos = try FeedPage.decode(try client.get(url).get(), from: url).photos
        XCTAssertEqual(photos.map(\.details.license), [.attributionShareAlike, .allRightsReserved])
        XCTAssertEqual(photos[0].details.tags, ["harbour", "dawn"])
        XCTAssertEqual(photos[0].details.location, PhotoDetails.Location(latitude: 59.3293, longitude: 18.0686))
        XCTAssertNil(photos[1].details.location, "Flickr's 0, 0 with accuracy 0: no place")
        XCTAssertEqual(
            photos.map { $0.details.page?.absoluteString },
            ["https://www.flickr.com/photos/12@N01/53000000001/", "https://www.flickr.com/photos/12@N01/53000000002/"])
    }

    func testARESTFeedServedOverHTTPWithAFailingPage() throws {
        let root = try Fixtures.temporaryDirectory()
        let server = try LoopbackServer(root: root)
        try Data(#"{"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}"#.utf8)
            .write(to: root.appendingPathComponent("rest"))
        let client = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))
        let url = try FeedSource.flickrRecent.url(apiKey: "bad", flickr: FlickrAddresses(rest: server.url("rest")))
        let data = try client.get(url).get()
        XCTAssertThrowsError(try FeedPage.decode(data, from: url)) { error in
            XCTAssertEqual(error as? FeedError, .flickr(code: 100, message: "Invalid API Key (Key has invalid format)"))
        }
    }
}

extension FlickrSourcesTests {
    func testErrorsNeverCarryTheQueryWithTheKey() throws {
        let url = try FeedSource.flickrRecent.url(apiKey: "s3cr3t")
        XCTAssertEqual(HTTPClient.withoutQuery(url), "https://api.flickr.com/services/rest/")
    }

    func testPublicFeedItemsWithoutAPageKeepAStableIdentity() throws {
        let body = #"{"items": [{"title": "x", "media": {"m": "https://live.staticflickr.com/1/2_m.jpg"}, "author": "a", "author_id": "1@N1"}]}"#
        let first = try FeedPage.decode(Data(body.utf8), from: PublicFeed.url()).photos.map(\.id)
        XCTAssertEqual(first, ["https://live.staticflickr.com/1/2_m.jpg"])
    }
}

extension FlickrSourcesTests {
    func testAPhotographersPhotosComeFromTheKeylessFeedWithoutAKeyAndTheRESTAPIWithOne() throws {
        let photographer = FeedSource.flickrPhotographer("12345678@N01")
        XCTAssertEqual(
            try photographer.url(apiKey: nil).absoluteString,
            "https://www.flickr.com/services/feeds/photos_public.gne?id=12345678@N01&format=json&nojsoncallback=1")
        XCTAssertEqual(try photographer.url(apiKey: "").absoluteString.contains("photos_public.gne?id="), true, "an empty key is none")
        let rest = try XCTUnwrap(URLComponents(url: photographer.url(page: 2, apiKey: "s3cr3t"), resolvingAgainstBaseURL: false))
        let items = Dictionary(uniqueKeysWithValues: rest.queryItems!.map { ($0.name, $0.value!) })
        XCTAssertEqual(rest.host, "api.flickr.com")
        XCTAssertEqual(items["method"], "flickr.people.getPublicPhotos")
        XCTAssertEqual(items["user_id"], "12345678@N01")
        XCTAssertEqual(items["page"], "2")
        XCTAssertNotNil(items["extras"], "the same extras as every list")
        XCTAssertFalse(photographer.needsAPIKey)
        XCTAssertEqual(items["api_key"], "s3cr3t")
        XCTAssertEqual(FlickrRequest(method: .photographer(id: "12345678@N01"), apiKey: "s3cr3t").description.contains("s3cr3t"), false, "never the key")
        XCTAssertTrue(photographer.isFlickr && photographer.addsToTheListing)
        XCTAssertFalse(FeedSource.flickrPublic.addsToTheListing, "a feed's first page may take the listing's place")
        XCTAssertFalse(FeedSource.url(URL(string: "https://x.invalid/feed.json")!).isFlickr)
    }

    func testFlickrsAddressesCanBePointedElsewhereByTheEnvironment() throws {
        let elsewhere = FlickrAddresses(environment: [
            "PHOTOMANIA_FLICKR_API_URL": "http://127.0.0.1:8080/rest", "PHOTOMANIA_FLICKR_FEEDS_URL": "http://127.0.0.1:8080/feeds"
        ])
        XCTAssertEqual(
            try FeedSource.flickrPublic.url(apiKey: nil, flickr: elsewhere).absoluteString,
            "http://127.0.0.1:8080/feeds/photos_public.gne?format=json&nojsoncallback=1")
        XCTAssertEqual(try FeedSource.flickrRecent.url(apiKey: "k", flickr: elsewhere).path, "/rest")
        for wrong in ["", "not a URL", "file:///etc/passwd", "ftp://mirror.example/feeds", "/feeds"] {
            let ignored = FlickrAddresses(environment: ["PHOTOMANIA_FLICKR_API_URL": wrong, "PHOTOMANIA_FLICKR_FEEDS_URL": wrong])
            XCTAssertEqual(ignored, .flickr, "“\(wrong)” is not an address to ask, so Flickr's own are")
        }
    }
}
