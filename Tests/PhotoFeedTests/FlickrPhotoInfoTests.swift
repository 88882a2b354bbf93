import Foundation
import PhotoFeed
import XCTest

/// `flickr.photos.getInfo` read onto a stored photo: what Flickr says now wins, what it leaves
/// out (and the images, which it does not list) stays.
final class FlickrPhotoInfoTests: XCTestCase {
    private let stored = Photo(
        id: "7", title: "Old", subtitle: "", photographerID: "p@N1", photographerName: "ann",
        imageURL: URL(string: "https://x.invalid/7_b.jpg")!, thumbnailURL: URL(string: "https://x.invalid/7_m.jpg"),
        taken: "2026-11-30 07:05:09",
        details: PhotoDetails(
            license: .attribution, originalWidth: 4000, originalHeight: 3000,
            mediumImage: URL(string: "https://x.invalid/7.jpg")))

    func testWhatFlickrSaysNowReplacesTheStoredMetadataAndTheImagesStay() throws {
        let answer =
            #"{"photo": {"id": "7", "license": "9", "owner": {"nsid": "p@N1", "username": "ann"}, "title": {"_content": "New"}, "location": {"latitude": "59.3", "longitude": "18.1"}}, "stat": "ok"}"#
        let photo = try FlickrPhotoInfo.refresh(stored, from: Data(answer.utf8))
        XCTAssertEqual(photo.title, "New")
        XCTAssertEqual(photo.details.license, .publicDomainDedication)
        XCTAssertEqual(photo.details.location, PhotoDetails.Location(latitude: 59.3, longitude: 18.1))
        XCTAssertEqual(photo.taken, stored.taken, "a date Flickr left out stays")
        XCTAssertEqual([photo.imageURL, photo.thumbnailURL, photo.details.mediumImage], [stored.imageURL, stored.thumbnailURL, stored.details.mediumImage])
        XCTAssertEqual(photo.details.originalWidth, 4000)
        XCTAssertEqual(photo.details.page?.absoluteString, "https://www.flickr.com/photos/p@N1/7/", "no page given: Flickr's address for it")
    }

    func testARefusalOrAnAnswerAboutAnotherPhotoIsAnError() {
        let refusal = #"{"stat": "fail", "code": 1, "message": "Photo \"7\" not found (invalid ID)"}"#
        XCTAssertThrowsError(try FlickrPhotoInfo.refresh(stored, from: Data(refusal.utf8))) {
            XCTAssertEqual($0 as? FeedError, .flickr(code: 1, message: "Photo \"7\" not found (invalid ID)"))
        }
        let another = #"{"photo": {"id": "8", "owner": {"nsid": "p@N1"}}, "stat": "ok"}"#
        XCTAssertThrowsError(try FlickrPhotoInfo.refresh(stored, from: Data(another.utf8)))
        XCTAssertThrowsError(try FlickrPhotoInfo.refresh(stored, from: Data("<html>".utf8)))
    }

    func testTheRequestAsksForOnePhotoWithTheKeyAndNoPages() {
        let url = FlickrRequest(method: .info(photoID: "7"), apiKey: "K").url().absoluteString
        XCTAssertEqual(url, "https://api.flickr.com/services/rest/?method=flickr.photos.getInfo&photo_id=7&api_key=K&format=json&nojsoncallback=1")
        XCTAssertFalse(FlickrRequest(method: .info(photoID: "7"), apiKey: "K").description.contains("K"))
    }
}
