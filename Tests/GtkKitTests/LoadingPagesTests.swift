import CGtk
import GtkKit
import TestSupport
import XCTest

/// The loading page appears only for a load that takes a while, and only a page that replaces
/// it once seen crossfades.
final class LoadingPagesTests: GtkTestCase {
    nonisolated func testTheLoadingPageWaitsAndOnlyASeenOneIsFadedFrom() throws {
        try onMain {
            let pages = LoadingPages(loading: "loading", waiting: "waiting", delay: 100)
            ["waiting", "loading", "result"].forEach { pages.stack.add(Label($0), name: $0) }
            let window = Window()
            self.window = window
            window.setChild(pages.stack)
            window.present()
            pages.beginLoading()
            XCTAssertEqual(pages.visiblePage, "waiting")
            pages.show(named: "result")
            XCTAssertEqual(pages.visiblePage, "result")
            XCTAssertFalse(pages.stack.isTransitionRunning, "a quick load: no fade from a page never shown")
            try waitForTimers(dueWithin: 150)
            XCTAssertEqual(pages.visiblePage, "result", "the cancelled loading page never comes")

            pages.beginLoading()
            try waitUntil("a slow load shows the loading page") { pages.visiblePage == "loading" }
            try waitUntilDrawn()
            pages.show(named: "result")
            XCTAssertTrue(pages.stack.isTransitionRunning, "the result fades in over the loading page the user saw")
        }
    }
}
