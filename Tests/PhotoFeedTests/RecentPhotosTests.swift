import Foundation
import PhotoFeed
import XCTest

final class RecentPhotosTests: XCTestCase {
    private func photo(_ id: Int) -> Photo {
        Photo(
            id: "\(id)", title: "t\(id)", subtitle: "", photographerID: "o", photographerName: "O",
            imageURL: URL(string: "https://x.invalid/\(id).jpg")!, thumbnailURL: nil)
    }

    func testNewestFirstAndEachOnce() {
        var recents = RecentPhotos()
        [1, 2, 3, 2].forEach { recents.record(photo($0)) }
        XCTAssertEqual(recents.photos.map(\.id), ["2", "3", "1"])
    }

    func testTheCapIsAppliedAfterRemovingDuplicates() {
        var recents = RecentPhotos(limit: 20)
        (1...20).forEach { recents.record(photo($0)) }
        recents.record(photo(7))
        XCTAssertEqual(recents.photos.count, 20, "a repeat view keeps 20, not 19")
        XCTAssertEqual(recents.photos.first?.id, "7")
        recents.record(photo(21))
        XCTAssertEqual(recents.photos.count, 20)
        XCTAssertEqual(recents.photos.last?.id, "2", "the oldest falls off")
    }

    func testRestoringKeepsTheOrder() {
        XCTAssertEqual(RecentPhotos(limit: 2, photos: [photo(3), photo(2), photo(1)]).photos.map(\.id), ["3", "2"])
    }
}
