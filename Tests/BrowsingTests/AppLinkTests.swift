import Browsing
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
