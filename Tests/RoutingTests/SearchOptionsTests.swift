import Routing
import XCTest

final class SearchOptionsTests: XCTestCase {
    private let window = RouterTests.makeWindow(collapsed: false)

    private func names(_ options: SearchOptions) -> [String] {
        options.candidates(under: window).map { ($0 as! FakeScreen).name }
    }

    func testEachOptionLooksWhereItSays() {
        XCTAssertEqual(names(.current), ["detail:none"])
        XCTAssertEqual(names(.up), ["split", "window"])
        XCTAssertEqual(names(.visible), ["window", "split", "tabs", "list", "photographers", "detail:none"])
        XCTAssertEqual(names(.contained), ["window", "split", "tabs", "list", "photographers", "recents-stack", "recents", "detail:none"])
    }

    func testCombinedOptionsTryTheNearestFirstAndEachScreenOnce() {
        XCTAssertEqual(names([.current, .up, .contained]),
                       ["detail:none", "split", "window", "tabs", "list", "photographers", "recents-stack", "recents"])
    }
}
