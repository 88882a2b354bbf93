import Foundation
import XCTest

@testable import PhotoFeed

final class SearchTextTests: XCTestCase {
    private func photo(_ title: String, description: String = "", by name: String = "Ann") -> Photo {
        Photo(
            id: title, title: title, subtitle: description, photographerID: name, photographerName: name,
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

    func testAccentsTypedOrStoredEitherWayMatchAlike() {
        let decomposed = photo("A\u{030A}ngstro\u{0308}m at dusk", by: "Nguye\u{0302}\u{0303}n")
        XCTAssertTrue(SearchText("ångström").matches(decomposed), "a precomposed search finds decomposed text")
        XCTAssertTrue(SearchText("nguyễn dusk").matches(decomposed))
        XCTAssertTrue(SearchText("A\u{030A}NGSTROM").matches(photo("Ångström")), "a decomposed search finds precomposed text")
        XCTAssertTrue(SearchText("花").matches(photo("桜と花")), "a word in another script")
        XCTAssertFalse(SearchText("花").matches(photo("桜と木")))
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

    func testAWordDoesNotSpanTwoFields() {
        let lake = photo("Evening at the lake", description: "Long exposure", by: "Zoë")
        XCTAssertTrue(SearchText("lake long").matches(lake))
        XCTAssertFalse(SearchText("lakelong").matches(lake))
        XCTAssertFalse(SearchText("exposurezoe").matches(lake))
    }

    func testAnIndexAnswersAsTheSearchTextDoes() {
        let photos = [
            photo("Évening at the LAKE", description: "Long exposure", by: "Zoë Fairweather"),
            photo("Harbour", by: "Ann Núñez"), photo("Cliffs at dawn", description: "Île de Ré", by: "Ann Núñez")
        ]
        let photographers = Photographer.group(photos)
        let index = SearchIndex()
        let filter = PhotoFilter(photos)
        var matched = 0
        for text in ["", "lake", "zoe lake", "ann", "ile re", "nunez dawn", "dusk", "ＬＡＫＥ", "harbour ann", "lakelong"] {
            let search = SearchText(text)
            XCTAssertEqual(filter.matching(search), photos.filter(search.matches), text)
            XCTAssertEqual(photographers.map { index.matches(search, $0) }, photographers.map(search.matches), text)
            matched += filter.matching(search).count
        }
        XCTAssertEqual(matched, 3 + 1 + 1 + 2 + 1 + 1 + 0 + 1 + 1 + 0)
    }

    /// Typed a key at a time, with keys taken back and words changed, the filter finds at each
    /// keystroke what the search alone finds, looking among the last results only when the
    /// search narrows them.
    func testAFilterTypedIntoFindsWhatTheSearchFinds() {
        let photos = (1...300).map { photo("Lake \($0)", description: $0 % 7 == 0 ? "Zoë at dawn" : "", by: "Photographer \($0 % 11)") }
        let filter = PhotoFilter(photos)
        let typed = [
            "l", "la", "lak", "lake", "lake ", "lake 1", "lake 12", "lake 1", "lake 13", "lake", "zoe", "zoe d", "zoe dusk", "zoe", "photographer 3 1",
            "1 photographer 3", ""
        ]
        for text in typed {
            let search = SearchText(text)
            XCTAssertEqual(filter.matching(search).map(\.title), photos.filter(search.matches).map(\.title), text)
        }
        XCTAssertTrue(SearchText("lake 12").narrows(SearchText("lake 1")))
        XCTAssertTrue(SearchText("zoe dawn").narrows(SearchText("dawn")))
        XCTAssertFalse(SearchText("lake 1").narrows(SearchText("lake 12")), "a key taken back widens the search")
        XCTAssertFalse(SearchText("zoe").narrows(SearchText("zoe d")))
        XCTAssertTrue(SearchText("x").narrows(SearchText()), "everything narrows the empty search")
    }
}

/// The quick way text all ASCII is folded gives what Foundation's folding gives.
final class FoldedTextTests: XCTestCase {
    func testASCIIIsFoldedAsFoundationFoldsIt() {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [every, "Evening at the LAKE", "Photo 12 by Photographer 7", "", "MiXeD 123 !?"] {
            XCTAssertEqual(FoldedText(text), FoldedText(folded: FoldedText.fold(text)), text)
        }
    }
}
