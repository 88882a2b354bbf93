import Foundation
import PhotoFeed
import Synchronization
import TestFixtures
import XCTest

final class ImageCachingTests: XCTestCase {
    func testTheDiskCacheEvictsTheLeastRecentlyUsedAtItsCap() throws {
        let directory = try Fixtures.temporaryDirectory()
        let clock = Mutex(Date(timeIntervalSince1970: 1_000_000))
        // Each use a minute after the one before: the order is the clock's, not the disk's.
        let cache = DiskCache(directory: directory, capacity: 3000) {
            clock.withLock {
                $0 = $0.addingTimeInterval(60)
                return $0
            }
        }
        let urls = (1...4).map { URL(string: "https://x.invalid/\($0).jpg")! }
        cache.store(Data(count: 1000), for: urls[0])
        cache.store(Data(count: 1000), for: urls[1])
        cache.store(Data(count: 1000), for: urls[2])
        XCTAssertNotNil(cache.data(for: urls[0]), "using the first makes the second the oldest")
        cache.store(Data(count: 1000), for: urls[3])
        XCTAssertEqual(cache.size, 3000)
        XCTAssertNil(cache.data(for: urls[1]))
        XCTAssertNotNil(cache.data(for: urls[0]))
        cache.store(Data(count: 5000), for: urls[1])
        XCTAssertNil(cache.data(for: urls[1]), "larger than the whole cache: not kept")
    }

    /// A favourite's image: pinned, it is kept whatever the cap and Clear Cache do, counted
    /// apart; unpinned, it is the most recently used of the others.
    func testAPinnedFileStaysOutsideTheCapUntilUnpinned() throws {
        let directory = try Fixtures.temporaryDirectory()
        let clock = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let cache = DiskCache(directory: directory, capacity: 2000) {
            clock.withLock {
                $0 = $0.addingTimeInterval(60)
                return $0
            }
        }
        let urls = (1...4).map { URL(string: "https://x.invalid/\($0).jpg")! }
        cache.store(Data(count: 1000), for: urls[0])
        XCTAssertTrue(cache.pin(urls[0]))
        XCTAssertFalse(cache.pin(urls[3]), "nothing cached to pin")
        let large = URL(string: "https://x.invalid/large.jpg")!
        XCTAssertTrue(cache.pin(large, data: Data(count: 3000)), "bytes larger than the cap are pinned as given")
        for url in urls[1...3] { cache.store(Data(count: 1000), for: url) }
        XCTAssertEqual(cache.data(for: urls[0]), Data(count: 1000), "pinned, never evicted")
        XCTAssertTrue(cache.contains(urls[0]))
        XCTAssertEqual(cache.size, 2000, "the cap counts the others only")
        XCTAssertEqual(cache.pinnedSize, 4000)
        cache.removeAll()
        XCTAssertEqual(cache.data(for: urls[0]), Data(count: 1000), "Clear Cache keeps the favourites")
        cache.store(Data(count: 1000), for: urls[1])
        cache.store(Data(count: 1000), for: urls[2])
        cache.unpin(urls[0])
        XCTAssertEqual(cache.pinnedSize, 3000)
        XCTAssertNotNil(cache.data(for: urls[0]), "back among the others as the most recently used")
        XCTAssertNil(cache.data(for: urls[1]), "the oldest went to make room")
        XCTAssertEqual(cache.size, 2000)
    }

    func testTheMemoryCacheIsBoundedByCost() {
        let cache = MemoryCache<String, Int>(capacity: 100)
        cache.insert(1, cost: 40, for: "a")
        cache.insert(2, cost: 40, for: "b")
        XCTAssertEqual(cache["a"], 1)
        cache.insert(3, cost: 40, for: "c")
        XCTAssertNil(cache["b"], "the least recently used goes")
        XCTAssertEqual(cache.totalCost, 80)
        cache.insert(4, cost: 101, for: "d")
        XCTAssertNil(cache["d"])
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
    }
}
