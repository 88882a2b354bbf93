import Foundation
import PhotoFeed
import XCTest

/// The image asked for is the smallest the feed lists that is as large as the photo drawn:
/// the medium (500 px) for a photo drawn small, else the large (1024 px), never more.
final class ImageSizeChoiceTests: XCTestCase {
    private func photo(
        large: String? = "https://x.invalid/1_b.jpg", medium: String? = "https://x.invalid/1.jpg",
        original: (Int, Int)? = nil
    ) throws -> Photo {
        let entry = FlickrPhoto(
            id: "1", owner: "12@N01", ownername: "Ann", title: "Harbour", description: nil, datetaken: nil,
            largeURL: large, mediumURL: medium, smallURL: "https://x.invalid/1_m.jpg")
        var withSize = entry
        if let (width, height) = original { (withSize.originalWidth, withSize.originalHeight) = (width, height) }
        return try Photo.from(withSize, relativeTo: nil).get()
    }

    func testWithoutProportionsTheMediumServesABoxNoLargerThanIt() throws {
        let photo = try photo()
        XCTAssertEqual(photo.imageURL(fittingWidth: 500, height: 400).absoluteString, "https://x.invalid/1.jpg")
        XCTAssertEqual(photo.imageURL(fittingWidth: 501, height: 300).absoluteString, "https://x.invalid/1_b.jpg")
        XCTAssertEqual(
            photo.imageURL(fittingWidth: 300, height: 900).absoluteString, "https://x.invalid/1_b.jpg",
            "a tall box may draw a portrait photo larger than the medium")
    }

    func testTheOriginalsProportionsTellHowLargeThePhotoIsDrawn() throws {
        let landscape = try photo(original: (4000, 3000))
        XCTAssertEqual(
            landscape.imageURL(fittingWidth: 900, height: 375).absoluteString, "https://x.invalid/1.jpg",
            "drawn 500 × 375: the medium is enough")
        XCTAssertEqual(landscape.imageURL(fittingWidth: 900, height: 380).absoluteString, "https://x.invalid/1_b.jpg")
    }

    func testOnlyWhatTheFeedListsIsAskedFor() throws {
        XCTAssertEqual(try photo(medium: nil).imageURL(fittingWidth: 100, height: 100).absoluteString, "https://x.invalid/1_b.jpg")
        XCTAssertEqual(
            try photo(large: nil).imageURL(fittingWidth: 2000, height: 2000).absoluteString, "https://x.invalid/1.jpg",
            "no larger image is made up")
        XCTAssertNil(try photo(large: nil).details.mediumImage, "the medium alone is the image")
    }

    func testThePublicFeedListsFlickrsMediumAndLargeSizesOfItsSmallImage() throws {
        let body =
            #"{"items": [{"title": "x", "link": "https://www.flickr.com/photos/a/2/", "media": {"m": "https://live.staticflickr.com/1/2_abc_m.jpg"}, "author": "a", "author_id": "1@N1"}]}"#
        let photo = try XCTUnwrap(FeedPage.decode(Data(body.utf8), from: PublicFeed.url()).photos.first)
        XCTAssertEqual(photo.imageURL.absoluteString, "https://live.staticflickr.com/1/2_abc_b.jpg")
        XCTAssertEqual(photo.details.mediumImage?.absoluteString, "https://live.staticflickr.com/1/2_abc.jpg")
        XCTAssertEqual(photo.thumbnailURL?.absoluteString, "https://live.staticflickr.com/1/2_abc_m.jpg")
    }
}
