import Browsing
import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// A window's browsing, without a window or a display.
final class BrowsingModelTests: MainActorTestCase {
    private func photo(_ id: Int, by name: String = "Ann") -> Photo {
        Photo(
            id: "\(id)", title: "Photo \(id)", subtitle: "", photographerID: "\(name)@N1", photographerName: name,
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    private func photographers() -> [Photographer] {
        Photographer.group([photo(1), photo(2), photo(3), photo(4, by: "Bob"), photo(5, by: "Bob")])
    }

    nonisolated func testPhotosAndPhotographersAreFoundByIDAndNameFromTheListingAndTheSearch() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            var heard: [BrowsingModel.Change] = []
            let observation = model.observe { heard.append($0) }
            XCTAssertTrue(model.list(photographers()))
            XCTAssertFalse(model.list(photographers()), "the same listing again changes nothing")
            XCTAssertEqual(model.photo(withID: "4")?.photographerName, "Bob")
            XCTAssertEqual(model.photographer(named: "Ann")?.photos.count, 3)
            XCTAssertNil(model.photo(withID: "9"))
            model.found([photo(9, by: "Cy")])
            XCTAssertEqual(model.photo(withID: "9")?.photographerName, "Cy", "a search's photo is found too")
            model.switchFeed(to: .flickrRecent)
            XCTAssertTrue(model.isEmpty)
            XCTAssertNil(model.photo(withID: "4"), "another feed lists nothing of the old one")
            XCTAssertEqual(heard, [.listing, .listing, .feed])
            withExtendedLifetime(observation) {}
        }
    }

    /// Previous and Next go through the list the photo was chosen from, in its order then; a
    /// step keeps it, another choice replaces it, a link falls back on the photographer's photos
    /// in their list's order.
    nonisolated func testTheSequenceIsTheListThePhotoWasChosenFrom() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic) { $0.photos.reversed() }
            model.list(photographers())
            let recents = [photo(5, by: "Bob"), photo(2), photo(1)]
            model.choosing(from: recents)
            model.show(recents[1])
            XCTAssertEqual(model.sequence.photos, recents)
            XCTAssertTrue(model.availableSteps == (true, true))
            XCTAssertEqual(model.neighbours, [photo(1), photo(5, by: "Bob")], "nearest first, the next before the previous")
            let next = model.step(1)
            XCTAssertEqual(next, photo(1))
            model.show(next)
            XCTAssertTrue(model.wasStepped)
            XCTAssertEqual(model.sequence.photos, recents, "kept while stepping, whatever the recents became")
            XCTAssertNil(model.step(1), "nothing past the end")
            model.show(photo(2)) // a link: no list chosen from
            XCTAssertFalse(model.wasStepped)
            XCTAssertEqual(model.sequence.photos.map(\.id), ["3", "2", "1"], "its photographer's photos, in their list's order")
            model.choosing(from: [photo(4, by: "Bob")])
            model.show(photo(1)) // a list that does not hold it: its photographer's
            XCTAssertEqual(model.sequence.photos.map(\.id), ["3", "2", "1"])
            model.show(nil)
            XCTAssertTrue(model.availableSteps == (false, false))
        }
    }

    nonisolated func testAPhotoOfNoListIsASequenceOfItsOwn() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.show(photo(7, by: "Dee"))
            XCTAssertEqual(model.sequence.photos, [photo(7, by: "Dee")])
            XCTAssertEqual(model.stepToFirst(), photo(7, by: "Dee"))
        }
    }
}
