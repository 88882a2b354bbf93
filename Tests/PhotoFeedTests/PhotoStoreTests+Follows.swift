import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// The followed sources in the store: what they keep apart from the feed's listing, how the
/// listing and the trims treat their photos, their own capacity, an unfollow, and the photos
/// opened.
extension PhotoStoreTests {
    private var sea: String { FollowedSource.tags(["sea"], matchAll: true).key }
    private var ann: String { FollowedSource.photographer(id: "1@N01").key }

    func testFollowsKeepTheirOrderAndNameAndAreFollowedOnce() throws {
        let store = try PhotoStore(path: path)
        try store.follow(sea)
        try store.follow(ann, name: "Ann")
        try store.follow(sea, name: "ignored")
        try store.rename(sea, to: "Recent uploads tagged sea")
        XCTAssertEqual(try store.follows().map(\.source), [sea, ann])
        XCTAssertEqual(try store.follows().map(\.name), ["Recent uploads tagged sea", "Ann"])
        let position = try XCTUnwrap(store.follows().first?.position)
        try store.unfollow(sea)
        try store.follow(sea, name: "Sea", position: position)
        XCTAssertEqual(try store.follows().map(\.source), [sea, ann], "an unfollow undone takes its place back")
    }

    func testASourcesPhotosStayOutOfTheFeedsListingUnlessTheFeedHasThemToo() throws {
        let store = try PhotoStore(path: path)
        try store.upsert([photo(1)])
        try store.follow(sea)
        XCTAssertEqual(try store.storeSource(sea, photos: [photo(3), photo(2), photo(1)]), StoreChange(inserted: ["1", "2", "3"]))
        XCTAssertEqual(try store.photos().map(\.id), ["1"], "the feed lists only its own")
        XCTAssertEqual(try store.photographerCount(), 1)
        XCTAssertEqual(try store.sourcePhotos(of: sea).map(\.id), ["3", "2", "1"], "newest first, as the feed gave them")
        XCTAssertEqual(try store.storeSource(sea, photos: [photo(3, title: "Renamed"), photo(2)]), StoreChange(updated: ["3"]))

        XCTAssertEqual(try store.upsert([photo(2), photo(4)]), StoreChange(inserted: ["2", "4"]), "new to the listing")
        XCTAssertEqual(Set(try store.photos().map(\.id)), ["1", "2", "4"])
        let change = try store.upsert([photo(5)], replacing: true)
        XCTAssertEqual(change.removed, ["1", "2", "4"], "another feed's first page lists only its own")
        XCTAssertEqual(try store.photos().map(\.id), ["5"])
        XCTAssertEqual(try store.sourcePhotos(of: sea).map(\.id), ["3", "2", "1"], "the source keeps its photos")
        XCTAssertEqual(try store.count(), 4, "4 was only the feed's")
    }

    func testTheFeedsCapacityCountsItsListingAndNeverTakesASourcesPhotos() throws {
        let store = try PhotoStore(path: path, capacity: 3)
        try store.follow(sea)
        try store.storeSource(sea, photos: [photo(11), photo(12)])
        try store.upsert([photo(1), photo(2), photo(11)])
        try store.upsert([photo(3), photo(4)])
        XCTAssertEqual(
            Set(try store.photos().map(\.id)), ["2", "3", "4", "11"], "1 dropped as the oldest; 11, older still, kept as the source's")
        XCTAssertEqual(Set(try store.sourcePhotos(of: sea).map(\.id)), ["11", "12"])
    }

    func testASourceKeepsItsNewestPhotosOnly() throws {
        let store = try PhotoStore(path: path)
        let capacity = PhotoStore.sourceCapacity
        try store.follow(sea)
        try store.storeSource(sea, photos: (1...capacity).reversed().map { photo($0) })
        try store.star([photo(2)])
        let change = try store.storeSource(sea, photos: [photo(capacity + 2), photo(capacity + 1)])
        XCTAssertEqual(change.inserted, ["\(capacity + 1)", "\(capacity + 2)"])
        XCTAssertEqual(change.removed, ["1", "2"], "the two oldest")
        XCTAssertEqual(try store.sourcePhotos(of: sea).count, capacity)
        XCTAssertEqual(try store.sourcePhotos(of: sea).first?.id, "\(capacity + 2)")
        XCTAssertEqual(try store.count(), capacity + 1, "photo 1 dropped, photo 2 kept as a favourite")
    }

    func testAnUnfollowDropsWhatNothingElseKeepsAndAPageForItIsNotStored() throws {
        let store = try PhotoStore(path: path)
        try store.follow(sea)
        try store.follow(ann)
        try store.storeSource(sea, photos: [photo(1), photo(2), photo(3), photo(4)])
        try store.storeSource(ann, photos: [photo(4)])
        try store.upsert([photo(1)])
        try store.star([photo(2)])
        try store.recordView(of: photo(3))
        try store.unfollow(sea)
        XCTAssertEqual(try store.count(), 4, "all kept: the listing's, a favourite, a recent, Ann's")
        try store.unfollow(ann)
        XCTAssertEqual(Set(try store.photos().map(\.id)), ["1"])
        XCTAssertEqual(try store.count(), 3, "4 went with the last source that had it")
        XCTAssertEqual(try store.storeSource(sea, photos: [photo(9)]), StoreChange(), "a page fetched as it was unfollowed")
        XCTAssertEqual(try store.count(), 3)
        XCTAssertEqual(try store.sourceCounts(), [:])
    }

    func testAPhotoOpenedCountsAsOpenedForEverySourceThatHasIt() throws {
        let store = try PhotoStore(path: path)
        try store.follow(sea)
        try store.storeSource(sea, photos: [photo(1), photo(2)])
        try store.recordView(of: photo(2))
        try store.recordView(of: photo(2))
        XCTAssertEqual(try store.sourceCounts()[sea]?.unopened, 1, "2 opened")
        try store.follow(ann)
        try store.storeSource(ann, photos: [photo(2), photo(3)])
        XCTAssertEqual(try store.sourceCounts()[ann]?.unopened, 1, "2 opened before Ann's feed had it")
    }

    func testEachSourceIsCountedWithoutItsPhotosAndReadAloneOrWithTheOthers() throws {
        let store = try PhotoStore(path: path)
        try store.follow(sea)
        try store.follow(ann)
        try store.storeSource(sea, photos: [photo(3), photo(2), photo(1)])
        try store.storeSource(ann, photos: [photo(4), photo(2)])
        try store.recordView(of: photo(2))
        XCTAssertEqual(
            try store.sourceCounts(), [sea: StoredFollow.Count(photos: 3, unopened: 2), ann: StoredFollow.Count(photos: 2, unopened: 1)])
        XCTAssertEqual(try store.sourcePhotos(of: ann).map(\.id), ["4", "2"], "one source's, newest first")
        XCTAssertEqual(try store.sourcePhotos(of: nil).map(\.id), ["4", "2", "3", "1"], "every source's, each once, the fetched last first")
    }

    func testAVersionSixFileCountsItsRecentsAsOpenedAndListsItsPhotos() throws {
        try writeFile(
            version: 6,
            rows: """
                INSERT INTO photos VALUES ('1', 'One', '', 'a@N1', 'Ann', 'https://x.invalid/1.jpg', NULL, 1, NULL, NULL, NULL);
                INSERT INTO photos VALUES ('2', 'Two', '', 'b@N1', 'Bo', 'https://x.invalid/2.jpg', NULL, 2, NULL, NULL, NULL);
                INSERT INTO recents VALUES ('2', 3);
                """)
        let store = try PhotoStore(path: path)
        XCTAssertEqual(try store.photos().map(\.id), ["1", "2"])
        XCTAssertEqual(try store.photographerCount(), 2)
        try store.follow(sea)
        try store.storeSource(sea, photos: [photo(2)])
        XCTAssertEqual(try store.sourceCounts()[sea]?.unopened, 0, "2 viewed before following was")
    }
}
