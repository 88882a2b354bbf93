import Browsing
import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// A window's browsing, without a window or a display.
final class BrowsingModelTests: MainActorTestCase {
    private func photo(_ id: Int, by name: String = "Ann", title: String? = nil) -> Photo {
        Photo(
            id: "\(id)", title: title ?? "Photo \(id)", subtitle: "", photographerID: "\(name)@N1", photographerName: name,
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

    /// Previous and Next go through the list the photo was chosen in, in its order then; a
    /// step keeps it, another choice replaces it, a link falls back on the photographer's photos
    /// in their list's order.
    nonisolated func testTheSequenceIsTheListThePhotoWasChosenIn() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic) { $0.photos.reversed() }
            model.list(photographers())
            let recents = [photo(5, by: "Bob"), photo(2), photo(1)]
            model.choose(recents[1], in: recents)
            XCTAssertEqual(model.sequence.photos, recents)
            XCTAssertTrue(model.availableSteps == (true, true))
            XCTAssertEqual(model.neighbours, [photo(1), photo(5, by: "Bob")], "nearest first, the next before the previous")
            XCTAssertEqual(model.step(1), photo(1))
            XCTAssertEqual(model.photo, photo(1), "a step chooses the photo it goes to")
            XCTAssertTrue(model.wasStepped)
            XCTAssertEqual(model.sequence.photos, recents, "kept while stepping, whatever the recents became")
            model.choose(photo(2)) // a link: no list chosen in
            XCTAssertFalse(model.wasStepped)
            XCTAssertEqual(model.sequence.photos.map(\.id), ["3", "2", "1"], "its photographer's photos, in their list's order")
            model.choose(photo(1), in: [photo(4, by: "Bob")]) // a list that does not hold it: its photographer's
            XCTAssertEqual(model.sequence.photos.map(\.id), ["3", "2", "1"])
        }
    }

    nonisolated func testAPhotoOfNoListIsASequenceOfItsOwn() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            XCTAssertTrue(model.availableSteps == (false, false), "nothing chosen, nothing to step to")
            model.choose(photo(7, by: "Dee"))
            XCTAssertEqual(model.sequence.photos, [photo(7, by: "Dee")])
            XCTAssertTrue(model.availableSteps == (false, false))
            XCTAssertEqual(model.neighbours, [])
            XCTAssertNil(model.stepToFirst(), "the first photo is the one on screen")
        }
    }

    /// The model leads: whoever follows it hears the choice, with the photo readable, before
    /// any screen shows it; a step past either end chooses nothing and says nothing.
    nonisolated func testAChoiceIsHeardAtOnceAndAStepPastTheEndIsNot() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.list(photographers())
            var heard: [String?] = []
            let observation = model.observe { if $0 == .photo { heard.append(model.photo?.id) } }
            let ann = [photo(1), photo(2), photo(3)]
            model.choose(ann[2], in: ann)
            XCTAssertNil(model.step(1), "nothing past the end")
            XCTAssertEqual(model.photo, ann[2], "still the last photo")
            XCTAssertEqual(model.step(-1), ann[1])
            XCTAssertEqual(model.step(-1), ann[0])
            XCTAssertNil(model.step(-1), "nothing before the first")
            XCTAssertEqual(heard, ["3", "2", "1"])
            withExtendedLifetime(observation) {}
        }
    }

    /// A slideshow starting over goes to the first photo of the sequence, kept as it was.
    nonisolated func testStartingOverGoesToTheFirstPhotoOfTheSequence() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.list(photographers())
            let favourites = [photo(4, by: "Bob"), photo(1), photo(2)]
            model.choose(favourites[2], in: favourites)
            XCTAssertEqual(model.stepToFirst(), favourites[0])
            XCTAssertTrue(model.wasStepped)
            XCTAssertEqual(model.sequence.photos, favourites)
            XCTAssertNil(model.stepToFirst(), "already at the first")
        }
    }

    /// A choice the window could not show is put back whole: the photo, its sequence and how
    /// it was reached.
    nonisolated func testAnEarlierChoiceIsPutBackWhole() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.list(photographers())
            let bob = [photo(4, by: "Bob"), photo(5, by: "Bob")]
            model.choose(bob[0], in: bob)
            _ = model.step(1)
            let earlier = model.choice
            model.choose(photo(1))
            XCTAssertNotEqual(model.choice, earlier)
            var heard = 0
            let observation = model.observe { if $0 == .photo { heard += 1 } }
            model.restore(earlier)
            XCTAssertEqual(model.photo, bob[1])
            XCTAssertEqual(model.sequence.photos, bob)
            XCTAssertTrue(model.wasStepped)
            XCTAssertEqual(heard, 1)
            withExtendedLifetime(observation) {}
        }
    }

    /// The chosen photographer is heard when it changes, not when the same one is chosen again,
    /// and follows the listing (their photos as fetched now); another feed chooses none.
    nonisolated func testTheChosenPhotographerIsHeardAndFollowsTheListing() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.list(photographers())
            var heard: [String?] = []
            let observation = model.observe { if $0 == .photographer { heard.append(model.chosenPhotographer?.name) } }
            model.choose(photographer: model.photographer(named: "Bob"))
            model.choose(photographer: model.photographer(named: "Bob"))
            model.list(Photographer.group([photo(1), photo(4, by: "Bob"), photo(5, by: "Bob"), photo(6, by: "Bob")]))
            XCTAssertEqual(model.chosenPhotographer?.photos.count, 3, "Bob as listed now")
            model.choose(photographer: nil)
            model.choose(photographer: model.photographer(named: "Ann"))
            model.switchFeed(to: .flickrRecent)
            XCTAssertNil(model.chosenPhotographer)
            XCTAssertEqual(heard, ["Bob", nil, "Ann", nil])
            withExtendedLifetime(observation) {}
        }
    }

    /// A listing that retitles the photo on screen gives the model its new title; Previous and
    /// Next still go from it through the sequence chosen before.
    nonisolated func testThePhotoOnScreenFollowsTheListingAndStillSteps() {
        onMain {
            let model = BrowsingModel(feed: .flickrPublic)
            model.list(photographers())
            let ann = [photo(1), photo(2), photo(3)]
            model.choose(ann[1], in: ann)
            model.list(Photographer.group([photo(1), photo(2, title: "Harbour at dawn"), photo(3)]))
            XCTAssertEqual(model.photo?.title, "Harbour at dawn")
            XCTAssertTrue(model.availableSteps == (true, true))
            XCTAssertEqual(model.step(1), photo(3))
        }
    }
}
