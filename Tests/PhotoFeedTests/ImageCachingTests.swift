import Foundation
import Synchronization
import PhotoFeed
import TestFixtures
import XCTest

final class ImageCachingTests: XCTestCase {
    func testTheDiskCacheEvictsTheLeastRecentlyUsedAtItsCap() throws {
        let directory = try Fixtures.temporaryDirectory()
        let clock = Mutex(Date(timeIntervalSince1970: 1_000_000))
        // Each use a minute after the one before: the order is the clock's, not the disk's.
        let cache = DiskCache(directory: directory, capacity: 3000) {
            clock.withLock { $0 = $0.addingTimeInterval(60); return $0 }
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
