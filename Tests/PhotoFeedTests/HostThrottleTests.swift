import PhotoFeed
import XCTest

final class HostThrottleTests: XCTestCase {
    func testARefusalHalvesTheHostsShareAndServedTransfersGiveItBackOneByOne() {
        var throttle = HostThrottle(ceiling: 6, recovery: 2)
        XCTAssertEqual(throttle.limit(for: "live.staticflickr.com"), 6)
        throttle.refused(by: "live.staticflickr.com")
        XCTAssertEqual(throttle.limit(for: "live.staticflickr.com"), 3)
        XCTAssertEqual(throttle.limit(for: "api.flickr.com"), 6, "other hosts keep theirs")
        throttle.refused(by: "live.staticflickr.com")
        throttle.refused(by: "live.staticflickr.com")
        XCTAssertEqual(throttle.limit(for: "live.staticflickr.com"), 1, "never below one")
        let shares = (0..<12).map { _ in
            throttle.served(by: "live.staticflickr.com")
            return throttle.limit(for: "live.staticflickr.com")
        }
        XCTAssertEqual(shares, [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6])
    }
}
