import Foundation
import XCTest

@testable import PhotoFeed

/// What a person can follow without a key: each kind's key-less feed, the keys it is stored
/// under, tags as Flickr cleans them, and a pasted flickr.com address read or refused clearly.
final class FollowedSourceTests: XCTestCase {
    private func query(_ url: URL) -> [String: String] {
        Dictionary(uniqueKeysWithValues: URLComponents(url: url, resolvingAgainstBaseURL: false)!.queryItems!.map { ($0.name, $0.value!) })
    }

    func testEachKindIsReadThroughItsKeylessFeed() {
        XCTAssertEqual(
            FollowedSource.photographer(id: "12345678@N01").url().absoluteString,
            "https://www.flickr.com/services/feeds/photos_public.gne?id=12345678@N01&format=json&nojsoncallback=1")
        XCTAssertEqual(
            FollowedSource.group(id: "34427469792@N01").url().absoluteString,
            "https://www.flickr.com/services/feeds/groups_pool.gne?id=34427469792@N01&format=json&nojsoncallback=1")
        XCTAssertEqual(
            FollowedSource.favourites(id: "12345678@N01").url().absoluteString,
            "https://www.flickr.com/services/feeds/photos_faves.gne?id=12345678@N01&format=json&nojsoncallback=1")
        let tags = FollowedSource.tags(["sea", "lighthouse"], matchAll: false).url(base: URL(string: "http://127.0.0.1:8/feeds/")!)
        XCTAssertEqual(tags.absoluteString, "http://127.0.0.1:8/feeds/photos_public.gne?tags=sea,lighthouse&tagmode=any&format=json&nojsoncallback=1")
    }

    func testTagsOfAnyScriptAreEncodedAsFlickrExpects() {
        let url = FollowedSource.tags(["море", "café", "東京"], matchAll: true).url()
        XCTAssertEqual(query(url)["tags"], "море,café,東京", "decoded back whole")
        XCTAssertTrue(url.absoluteString.contains("tags=%D0%BC%D0%BE%D1%80%D0%B5,caf%C3%A9,%E6%9D%B1%E4%BA%AC&tagmode=all"), url.absoluteString)
    }

    func testTagsAreCleanedAsFlickrCleansThem() {
        XCTAssertEqual(FollowedSource.cleanTags("New York, Sea-side,  ,sea side,#Café"), ["newyork", "seaside", "café"])
        XCTAssertEqual(FollowedSource.cleanTags("sea  lighthouse Sea"), ["sea", "lighthouse"], "spaces part tags when no comma does")
        XCTAssertEqual(FollowedSource.cleanTags("Москва"), ["москва"])
        XCTAssertEqual(FollowedSource.cleanTags(" , #, !"), [])
        XCTAssertEqual(FollowedSource.cleanTags((1...30).map { "t\($0)" }.joined(separator: ",")).count, 20, "at most twenty")
    }

    func testAKeyReadsBackTheSourceItWasMadeOf() {
        let sources: [FollowedSource] = [
            .photographer(id: "1@N01"), .tags(["sea", "fog"], matchAll: true), .tags(["sea"], matchAll: false), .group(id: "2@N02"),
            .favourites(id: "3@N03")
        ]
        for source in sources { XCTAssertEqual(FollowedSource(key: source.key), source, source.key) }
        XCTAssertEqual(FollowedSource.tags(["sea", "fog"], matchAll: false).key, "tag:+sea,fog")
        for bad in ["", "photographer:", "photographer:annsmith", "photographer:1@N1", "group:12@X01", "tag:", "tag:+", "lens:1@N01", "nokey"] {
            XCTAssertNil(FollowedSource(key: bad), bad)
        }
        XCTAssertEqual(FollowedSource(kind: .photographer, value: "12345678@n01"), .photographer(id: "12345678@N01"), "the suffix's case as Flickr writes it")
    }

    func testAPastedFlickrAddressNamesWhatItShows() {
        let cases: [(String, FollowedSource)] = [
            ("https://www.flickr.com/photos/12345678@N01/", .photographer(id: "12345678@N01")),
            ("flickr.com/photos/12345678@N01/53412345678/in/photostream/", .photographer(id: "12345678@N01")),
            ("http://m.flickr.com/photos/12345678@N01/favorites", .favourites(id: "12345678@N01")),
            ("https://www.flickr.com/photos/tags/Lighthouse", .tags(["lighthouse"], matchAll: true)),
            ("https://www.flickr.com/photos/tags/%D0%BC%D0%BE%D1%80%D0%B5/", .tags(["море"], matchAll: true)),
            ("  https://www.flickr.com/groups/34427469792@N01/pool/ \n", .group(id: "34427469792@N01"))
        ]
        for (text, source) in cases { XCTAssertEqual(try FollowAddress.parse(text).get(), source, text) }
    }

    func testAnAddressThatNamesNothingToFollowSaysWhatIsAccepted() {
        let refused: [(String, FollowAddress.Problem)] = [
            ("https://example.com/photos/12345678@N01/", .notFlickr("https://example.com/photos/12345678@N01/")),
            ("not an address at all", .notFlickr("not an address at all")),
            ("ftp://flickr.com/photos/12345678@N01/", .notFlickr("ftp://flickr.com/photos/12345678@N01/")),
            ("https://notflickr.com/photos/12345678@N01/", .notFlickr("https://notflickr.com/photos/12345678@N01/")),
            ("https://www.flickr.com/explore", .otherPage("https://www.flickr.com/explore")),
            ("https://www.flickr.com/photos/tags/", .otherPage("https://www.flickr.com/photos/tags/")),
            ("https://www.flickr.com/photos/annsmith/", .chosenName("annsmith")),
            ("https://www.flickr.com/groups/lighthouses/", .chosenName("lighthouses"))
        ]
        for (text, problem) in refused {
            XCTAssertEqual(FollowAddress.parse(text).failure, problem, text)
        }
        XCTAssertTrue(FollowAddress.Problem.otherPage("x").description.contains("flickr.com"), "it says what it accepts")
        XCTAssertTrue(FollowAddress.Problem.chosenName("annsmith").description.contains("12345678@N01"))
    }

    func testWhatIsTypedIsAnAddressAnIdOrTags() {
        XCTAssertEqual(try FollowAddress.read(" flickr.com/groups/34427469792@N01/ ").get(), .group(id: "34427469792@N01"))
        XCTAssertEqual(try FollowAddress.read("12345678@N01").get(), .photographer(id: "12345678@N01"))
        XCTAssertEqual(try FollowAddress.read("#Sea #Fog").get(), .tags(["sea", "fog"], matchAll: true))
        XCTAssertEqual(try FollowAddress.read("new york, море").get(), .tags(["newyork", "море"], matchAll: true))
        XCTAssertEqual(FollowAddress.read("  ").failure, .empty)
        XCTAssertEqual(FollowAddress.read("#!?").failure, .notFlickr("#!?"))
        XCTAssertEqual(FollowAddress.read("https://www.flickr.com/photos/annsmith/").failure, .chosenName("annsmith"))
        XCTAssertTrue(FollowAddress.Problem.empty.description.contains("type tags"))
    }

    func testAKeylessFeedSaysItsTitle() throws {
        let body = #"{"title": "Uploads from Ann &amp; Bo", "items": []}"#
        XCTAssertEqual(try FeedPage.decode(Data(body.utf8), from: PublicFeed.url()).title, "Uploads from Ann & Bo")
        XCTAssertNil(try FeedPage.decode(Data(#"{"items": []}"#.utf8), from: PublicFeed.url()).title)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
