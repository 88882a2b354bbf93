import Browsing
import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// What a window asked for waits for its feed's first fetch only when the feed may have it
/// and does not list it yet; without a window or a display.
final class WaitingPlacesTests: MainActorTestCase {
    private func photo(_ id: Int, by name: String = "Ann") -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "\(name)@N1", photographerName: name,
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    private func places(listing photos: [Photo]) -> WaitingPlaces {
        let model = BrowsingModel(feed: .flickrPublic)
        model.list(Photographer.group(photos))
        return WaitingPlaces(model: model)
    }

    /// What is listed, or names nothing a listing holds, opens at once; so does everything
    /// once the feed's first fetch has ended (what is missing is then said).
    nonisolated func testWhatIsListedOrNeedsNoListingOpensAtOnce() {
        onMain {
            let places = places(listing: [photo(1)])
            for destination: Destination in [
                .link(.photo(id: "1")), .link(.photographer(name: "Ann")), .screen("photographer-page", context: "Ann"),
                .link(.recents), .link(.search(text: "fox")), .badLink("photomania://x"), .screen("preferences", context: nil)
            ] {
                XCTAssertFalse(places.waits(destination, feedFetched: false), "\(destination)")
            }
            XCTAssertFalse(places.waits(.link(.photo(id: "9")), feedFetched: true), "after the fetch, said missing")
            XCTAssertEqual(places.takeAll(), [], "nothing was kept")
        }
    }

    /// A photo or photographer not listed while the first fetch runs waits; the places are
    /// handed back once, in the order asked.
    nonisolated func testWhatIsNotListedYetWaitsAndIsHandedBackInOrderOnce() {
        onMain {
            let places = places(listing: [photo(1)])
            XCTAssertTrue(places.waits(.link(.photo(id: "9")), feedFetched: false))
            XCTAssertFalse(places.waits(.link(.recents), feedFetched: false))
            XCTAssertTrue(places.waits(.screen("photographer", context: "Bob"), feedFetched: false))
            XCTAssertEqual(places.takeAll(), [.link(.photo(id: "9")), .screen("photographer", context: "Bob")])
            XCTAssertEqual(places.takeAll(), [], "handed back once")
        }
    }

    /// A page that has the photo last asked for lets it be decoded before it is listed.
    nonisolated func testThePhotoLastAskedForIsFoundInAPageAhead() {
        onMain {
            let places = places(listing: [])
            XCTAssertNil(places.photoAhead(in: [photo(8)]), "nothing asked")
            _ = places.waits(.link(.photo(id: "8")), feedFetched: false)
            _ = places.waits(.screen("photo", context: "9"), feedFetched: false)
            XCTAssertNil(places.photoAhead(in: [photo(8)]), "not the one asked last")
            XCTAssertEqual(places.photoAhead(in: [photo(8), photo(9, by: "Bob")]), photo(9, by: "Bob"))
        }
    }
}
