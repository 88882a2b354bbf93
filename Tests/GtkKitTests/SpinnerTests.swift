import CGtk
import GtkKit
import TestSupport
import XCTest

/// A spinner animates only on screen: one left spinning on a page no longer shown would keep
/// the window's frame clock ticking, a frame's work 60 times a second, for nothing.
final class SpinnerTests: GtkTestCase {
    nonisolated func testASpinnerAnimatesOnlyWhileItsPageIsShown() throws {
        try onMain {
            let spinner = Spinner(accessibleLabel: "Loading")
            spinner.isSpinning = true
            let pages = Stack(transition: GTK_STACK_TRANSITION_TYPE_NONE)
            pages.add(spinner, name: "loading")
            pages.add(Label("Done"), name: "done")
            let window = Window()
            self.window = window
            window.setChild(pages)
            window.present()
            try waitUntil("the spinner is on screen") { spinner.isMapped }
            XCTAssertTrue(spinner.isAnimating)
            pages.show(named: "done")
            try waitUntil("the spinner's page is hidden") { !spinner.isMapped }
            XCTAssertFalse(spinner.isAnimating, "hidden: no animation, no ticks")
            XCTAssertTrue(spinner.isSpinning, "still busy, and shown so when it is back")
            pages.show(named: "loading")
            try waitUntil("the spinner animates again") { spinner.isAnimating }
            spinner.isSpinning = false
            XCTAssertFalse(spinner.isAnimating)
        }
    }
}
