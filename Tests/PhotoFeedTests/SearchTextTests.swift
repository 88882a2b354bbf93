import Foundation
import PhotoFeed
import XCTest

final class SearchTextTests: XCTestCase {
    private func photo(_ title: String, description: String = "", by name: String = "Ann") -> Photo {
        Photo(id: title, title: title, subtitle: description, photographerID: name, photographerName: name,
              imageURL: URL(string: "https://example.com/\(title.count).jpg")!, thumbnailURL: nil)
    }

    func testEveryWordMustAppearInTheTitleDescriptionOrPhotographerWhateverItsCaseAndAccents() {
        let lake = photo("Évening at the LAKE", description: "Long exposure", by: "Zoë Fairweather")
        XCTAssertTrue(SearchText("evening").matches(lake))
        XCTAssertTrue(SearchText("  lake   zoe ").matches(lake), "words from two fields")
        XCTAssertTrue(SearchText("EXPOS").matches(lake), "part of a word, in the description")
        XCTAssertFalse(SearchText("lake dawn").matches(lake), "every word must be there")
        XCTAssertFalse(SearchText("zoë dusk").matches(lake))
        XCTAssertTrue(SearchText("ＬＡＫＥ").matches(lake), "full-width letters read as their plain forms")
    }

    func testEmptyOrBlankTextMatchesEverything() {
        XCTAssertTrue(SearchText("").isEmpty)
        XCTAssertTrue(SearchText(" \t ").isEmpty)
        XCTAssertTrue(SearchText(" ").matches(photo("Anything")))
        XCTAssertFalse(SearchText("a").isEmpty)
    }

    func testAPhotographerMatchesByNameOrByAnyOfTheirPhotos() {
        let ann = Photographer(name: "Ann Núñez", photos: [photo("Harbour", by: "Ann Núñez"), photo("Cliffs at dawn", by: "Ann Núñez")])
        XCTAssertTrue(SearchText("nunez").matches(ann))
        XCTAssertTrue(SearchText("dawn").matches(ann), "one of their photos")
        XCTAssertFalse(SearchText("dusk").matches(ann))
    }
}
