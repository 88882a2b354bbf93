import Foundation
import PhotoFeed
import PhotomaniaUI
import TestFixtures
import TestSupport
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func testNoArgumentsRunsOnTheConfiguredFeed() {
        XCTAssertEqual(try LaunchOptions.parse([]).get(), .run(.init()))
    }

    func testHelpAndVersion() {
        XCTAssertEqual(try LaunchOptions.parse(["--help"]).get(), .help)
        XCTAssertEqual(try LaunchOptions.parse(["--version"]).get(), .version)
        XCTAssertTrue(LaunchOptions.usage.contains("--feed FEED"))
        XCTAssertTrue(LaunchOptions.usage.contains("flickr:search=TEXT"))
    }

    func testFeedAcceptsHTTPHTTPSFileAndPaths() {
        XCTAssertEqual(try LaunchOptions.parse(["--feed", "https://example.org/f.json"]).get(),
                       .run(.init(feed: .url(URL(string: "https://example.org/f.json")!))))
        XCTAssertEqual(try LaunchOptions.parse(["--feed=http://127.0.0.1:8080/f"]).get(),
                       .run(.init(feed: .url(URL(string: "http://127.0.0.1:8080/f")!))))
        XCTAssertEqual(try LaunchOptions.parse(["--feed", "/tmp/feed.json"]).get(),
                       .run(.init(feed: .url(URL(fileURLWithPath: "/tmp/feed.json")))))
        XCTAssertEqual(try LaunchOptions.parse(["--feed", "file:///tmp/feed.json"]).get(),
                       .run(.init(feed: .url(URL(string: "file:///tmp/feed.json")!))))
    }

    func testFlickrSourcesNeedNoURL() {
        XCTAssertEqual(try LaunchOptions.parse(["--feed", "flickr:recent"]).get(), .run(.init(feed: .flickrRecent)))
        XCTAssertEqual(try LaunchOptions.parse(["--feed=flickr:search=red fox"]).get(), .run(.init(feed: .flickrSearch("red fox"))))
        XCTAssertEqual(try LaunchOptions.parse(["--feed", "flickr:public"]).get(), .run(.init(feed: .flickrPublic)))
        XCTAssertEqual(LaunchOptions.parse(["--feed", "flickr:search="]).failure,
                       LaunchError("“flickr:search=” is not a Flickr feed; use flickr:recent, flickr:search=TEXT or flickr:public"))
    }

    func testPhotoOpensAPhotoById() {
        XCTAssertEqual(try LaunchOptions.parse(["--photo", "53000000000", "--feed", "/f.json"]).get(),
                       .run(.init(feed: .url(URL(fileURLWithPath: "/f.json")), photoID: "53000000000")))
        XCTAssertEqual(LaunchOptions.parse(["--photo"]).failure, LaunchError("--photo needs a photo id"))
    }

    func testBadArgumentsAreErrorsWithAReason() {
        XCTAssertEqual(LaunchOptions.parse(["--feed"]).failure, LaunchError("--feed needs a URL"))
        XCTAssertEqual(LaunchOptions.parse(["--feed", "ftp://x/y"]).failure,
                       LaunchError("“ftp:” feeds are not supported; use http, https or file"))
        XCTAssertEqual(LaunchOptions.parse(["--fead", "x"]).failure, LaunchError("unknown option “--fead”"))
        XCTAssertEqual(LaunchOptions.parse(["--feed", ""]).failure, LaunchError("the feed URL is empty"))
    }
}
