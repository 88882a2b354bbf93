import Foundation
import PhotoFeed
import PhotomaniaUI
import TestFixtures
import TestSupport
import XCTest

/// What the values GApplication parsed ask for (GLib's parser itself is tested end to end).
final class LaunchOptionsTests: XCTestCase {
    private func interpret(
        _ values: [String: String], _ arguments: [String] = [], directory: String? = nil
    )
        -> Result<LaunchOptions.Request, LaunchError>
    {
        LaunchOptions.interpret(values: values, arguments: arguments, directory: directory)
    }

    func testNoArgumentsRunsOnTheConfiguredFeed() {
        XCTAssertEqual(try interpret([:]).get(), .init())
    }

    func testFeedAcceptsHTTPHTTPSFileAndPaths() {
        XCTAssertEqual(try interpret(["feed": "https://example.org/f.json"]).get().feed, .url(URL(string: "https://example.org/f.json")!))
        XCTAssertEqual(try interpret(["feed": "/tmp/feed.json"]).get().feed, .url(URL(fileURLWithPath: "/tmp/feed.json")))
        XCTAssertEqual(try interpret(["feed": "file:///tmp/feed.json"]).get().feed, .url(URL(string: "file:///tmp/feed.json")!))
        XCTAssertEqual(
            try interpret(["feed": "feeds/f.json"], directory: "/home/ann").get().feed,
            .url(URL(fileURLWithPath: "/home/ann/feeds/f.json")), "a relative path is the launching shell's")
    }

    func testFlickrSourcesNeedNoURL() {
        XCTAssertEqual(try interpret(["feed": "flickr:recent"]).get().feed, .flickrRecent)
        XCTAssertEqual(try interpret(["feed": "flickr:search=red fox"]).get().feed, .flickrSearch("red fox"))
        XCTAssertEqual(try interpret(["feed": "flickr:public"]).get().feed, .flickrPublic)
        XCTAssertEqual(
            interpret(["feed": "flickr:search="]).failure,
            LaunchError("“flickr:search=” is not a Flickr feed; use flickr:recent, flickr:search=TEXT or flickr:public"))
    }

    func testPhotoScreenAndLinksBecomeDestinationsInOrder() {
        XCTAssertEqual(
            try interpret(
                ["photo": "53000000000", "screen": "recents"],
                ["photomania://photographer/Ann%20Lee", "photomania://nowhere"]
            ).get().destinations,
            [
                .link(.photo(id: "53000000000")), .screen("recents", context: nil),
                .link(.photographer(name: "Ann Lee")), .badLink("There is no screen called “nowhere”.")
            ])
        XCTAssertEqual(try interpret(["screen": "photo", "context": "7"]).get().destinations, [.screen("photo", context: "7")])
    }

    func testBadValuesAreErrorsWithAReason() {
        XCTAssertEqual(interpret(["photo": ""]).failure, LaunchError("--photo needs a photo id"))
        XCTAssertEqual(interpret(["context": "7"]).failure, LaunchError("--context goes with --screen"))
        XCTAssertEqual(interpret(["feed": "ftp://x/y"]).failure, LaunchError("“ftp:” feeds are not supported; use one of: http, https, file"))
        XCTAssertEqual(interpret(["feed": ""]).failure, LaunchError("the feed URL is empty"))
    }

    func testTheOptionsListedInHelp() {
        XCTAssertEqual(LaunchOptions.entries.map(\.name), ["feed", "photo", "screen", "context", "list-screens", "version"])
        XCTAssertTrue(LaunchOptions.summary.contains("photomania://photo/ID"))
    }

    func testTheCatalogueListsEveryScreenWithItsContext() {
        let listing = ScreenCatalogue.listing
        for entry in ScreenCatalogue.entries {
            XCTAssertTrue(listing.contains(entry.name + (entry.context.map { " \($0)" } ?? "")), entry.name)
        }
    }
}
