import Routing
import TestFixtures
import XCTest

final class SearchOptionsTests: MainActorTestCase {
    private let window = RouterTests.makeWindow(collapsed: false)

    private func names(_ options: SearchOptions) -> [String] {
        options.candidates(under: window).map { ($0 as! FakeScreen).name }
    }

    nonisolated func testEachOptionLooksWhereItSays() {
        onMain {
            XCTAssertEqual(names(.current), ["detail:none"])
            XCTAssertEqual(names(.up), ["split", "window"])
            XCTAssertEqual(names(.visible), ["window", "split", "tabs", "list", "photographers", "detail:none"])
            XCTAssertEqual(names(.contained), ["window", "split", "tabs", "list", "photographers", "recents-stack", "recents", "detail:none"])
        }
    }

    nonisolated func testCombinedOptionsTryTheNearestFirstAndEachScreenOnce() {
        onMain {
            XCTAssertEqual(
                names([.current, .up, .contained]),
                ["detail:none", "split", "window", "tabs", "list", "photographers", "recents-stack", "recents"])
        }
    }
}
