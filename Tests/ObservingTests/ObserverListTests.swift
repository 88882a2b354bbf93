import Observing
import TestFixtures
import XCTest

final class ObserverListTests: MainActorTestCase {
    nonisolated func testAnObserverIsCalledUntilItsTokenGoes() {
        onMain {
            let list = ObserverList<Int>()
            var heard: [String] = []
            var first: ObserverToken? = list.add { heard.append("first \($0)") }
            let second = list.add { heard.append("second \($0)") }
            list.notify(1)
            first = nil
            list.notify(2)
            second.cancel()
            list.notify(3)
            XCTAssertEqual(heard, ["first 1", "second 1", "second 2"])
            XCTAssertEqual(list.count, 0)
            withExtendedLifetime(first) {}
        }
    }

    nonisolated func testATokenOutlivingItsListDoesNothing() {
        onMain {
            var list: ObserverList<Void>? = ObserverList()
            let token = list?.add {}
            list = nil
            token?.cancel()
            XCTAssertNil(list)
        }
    }
}
