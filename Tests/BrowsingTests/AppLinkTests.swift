import Browsing
import PhotoFeed
import Routing
import TestFixtures
import XCTest

/// The places a `photomania://` link names, and the places a window is asked for.
final class AppLinkTests: XCTestCase {
    func testLinksNameThePlacesOfTheApp() {
        XCTAssertEqual(try AppLink.parse("photomania://photo/53000000000").get(), .photo(id: "53000000000"))
        XCTAssertEqual(try AppLink.parse("photomania://recents").get(), .recents)
        XCTAssertEqual(try AppLink.parse("photomania://search/red%20fox").get(), .search(text: "red fox"))
        XCTAssertEqual(AppLink.parse("photomania://photo").failure, .badArgument(screen: "photo"))
        XCTAssertEqual(AppLink.parse("photomania://recents/1").failure, .badArgument(screen: "recents"))
        XCTAssertEqual(AppLink.parse("photomania://settings").failure, .unknownScreen("settings"))
        XCTAssertEqual(AppLink.parse("photomania://photo/../../x").failure, .malformed)
        XCTAssertEqual(AppLink.parse("photomania://photo/1/2").failure, .badArgument(screen: "photo"), "one argument, not two")
        XCTAssertEqual(try AppLink.parse("photomania://following").get(), .following)
    }

    /// `follow/KIND/VALUE`: what the link follows, its value read as the kind reads it.
    func testAFollowLinkNamesASourceOfEachKind() {
        let follows: [(String, FollowedSource)] = [
            ("photomania://follow/photographer/12345678@N01", .photographer(id: "12345678@N01")),
            ("photomania://follow/tag/Sea%2CLighthouse", .tags(["sea", "lighthouse"], matchAll: true)),
            ("photomania://follow/tag/%D0%BC%D0%BE%D1%80%D0%B5", .tags(["море"], matchAll: true)),
            ("photomania://follow/group/34427469792@N01", .group(id: "34427469792@N01")),
            ("photomania://follow/favourites/12345678@N01", .favourites(id: "12345678@N01"))
        ]
        for (text, source) in follows { XCTAssertEqual(try AppLink.parse(text).get(), .follow(source), text) }
        for text in [
            "photomania://follow", "photomania://follow/photographer", "photomania://follow/photographer/annsmith",
            "photomania://follow/album/1@N01", "photomania://follow/tag/%21%3F"
        ] {
            XCTAssertEqual(AppLink.parse(text).failure, .badArgument(screen: "follow"), text)
        }
    }

    /// A link and a screen of the catalogue name the same photo or photographer alike.
    func testADestinationNamesItsPhotoOrPhotographerWhateverItsForm() {
        XCTAssertEqual(Destination.link(.photo(id: "7")).photoID, "7")
        XCTAssertEqual(Destination.screen("photo", context: "7").photoID, "7")
        XCTAssertNil(Destination.screen("photo", context: nil).photoID, "no id, no photo")
        XCTAssertNil(Destination.link(.recents).photoID)
        XCTAssertEqual(Destination.link(.photographer(name: "Ann")).photographerName, "Ann")
        XCTAssertEqual(Destination.screen("photographer", context: "Ann").photographerName, "Ann")
        XCTAssertEqual(Destination.screen("photographer-page", context: "Ann").photographerName, "Ann")
        XCTAssertNil(Destination.link(.search(text: "Ann")).photographerName)
        XCTAssertNil(Destination.badLink("photomania://x").photographerName)
    }
}
