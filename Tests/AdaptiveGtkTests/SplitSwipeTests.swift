import Adaptive
import CGtk
import Foundation
import GtkKit
import TestSupport
import XCTest

@testable import AdaptiveGtk

/// `presentsWithGesture`: a swipe from the leading edge slides the sidebar in over the photo,
/// following the finger, and the other way out; released early, it goes back.
final class SplitSwipeTests: GtkTestCase {
    private let log = EventLog()
    private var split: SplitViewController!

    nonisolated override func tearDown() {
        onMain {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            split = nil
        }
        super.tearDown()
    }

    /// A double-column split view 1000 px wide showing only its secondary.
    private func showSecondaryOnly(width: Int = 1000) throws {
        split = SplitViewController(
            primary: NavigationController(root: RecordingController("Primary", log: log)),
            secondary: RecordingController("Secondary", log: log))
        split.preferredDisplayMode = .secondaryOnly
        window = try showInWindow(split, width: width)
        try waitUntil("the split view is laid out") { split.view.width > 0 && (split.isCollapsed || !split.primary.view.isMapped) }
        try waitUntilDrawn()
        _ = log.take()
    }

    /// Where the sidebar's left edge is in the split view.
    private var primaryX: Int? { split.primary.view.frame(in: split.view)?.x }

    /// The touch gesture's own signals, as a finger would make them (X cannot make touches):
    /// down at `x`, then each offset in turn.
    private func fingerDown(at x: Double) {
        pm_signal_emit_double2(raw(split.swipeGesture.touch), "drag-begin", x, 300)
    }

    private func finger(movedTo offset: Double, dy: Double = 0) throws {
        pm_signal_emit_double2(raw(split.swipeGesture.touch), "drag-update", offset, dy)
        try waitUntilDrawn()
    }

    private func fingerUp(at offset: Double) {
        pm_signal_emit_double2(raw(split.swipeGesture.touch), "drag-end", offset, 0)
    }

    nonisolated func testTheSidebarFollowsTheFingerFromTheLeadingEdgeAndStaysWhenPastHalf() throws {
        try onMain {
            try showSecondaryOnly()
            fingerDown(at: 8)
            try finger(movedTo: 10)
            XCTAssertEqual(split.displayMode, .secondaryOnly, "not a swipe before the threshold: a tap stays the children's")
            try finger(movedTo: 40)
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            try waitUntil("the sidebar is laid out just past the edge") { self.primaryX != nil }
            let width = split.primaryColumnWidth.width(in: 1000)
            XCTAssertEqual(primaryX!, 40 - width, accuracy: 2, "40 px of it shown")
            XCTAssertEqual(log.take(), ["Primary.willAppear", "Primary.isAppearing"], "it did not appear yet: it is on its way")
            try finger(movedTo: 140)
            try waitUntil("it follows the finger") { abs(self.primaryX! - (140 - width)) <= 2 }
            try finger(movedTo: Double(width) * 0.6)
            fingerUp(at: Double(width) * 0.6)
            try waitUntil("released past half, it slides the rest of the way in") { self.primaryX == 0 && split.swipe == nil }
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            XCTAssertEqual(split.preferredDisplayMode, .oneOverSecondary)
            XCTAssertEqual(log.take(), ["Primary.didAppear"], "once it is in")
        }
    }

    nonisolated func testReleasedEarlyTheSidebarGoesBackAndDisappears() throws {
        try onMain {
            try showSecondaryOnly()
            fingerDown(at: 4)
            try finger(movedTo: 30)
            try finger(movedTo: 60)
            fingerUp(at: 60)
            try waitUntil("it slides back out") { split.displayMode == .secondaryOnly && !split.primary.view.isMapped }
            XCTAssertEqual(split.preferredDisplayMode, .secondaryOnly, "the mode asked for before")
            XCTAssertEqual(
                log.take(), ["Primary.willAppear", "Primary.isAppearing", "Primary.willDisappear", "Primary.didDisappear"],
                "UIKit's cancelled interactive transition")
        }
    }

    nonisolated func testASwipeTheOtherWaySlidesTheSidebarOut() throws {
        try onMain {
            try showSecondaryOnly()
            split.preferredDisplayMode = .oneOverSecondary
            try waitUntil("the sidebar is over the secondary") { self.primaryX == 0 }
            let width = split.primaryColumnWidth.width(in: 1000)
            fingerDown(at: 500) // anywhere: the sidebar is shown
            try finger(movedTo: -30)
            try waitUntil("it follows the finger out") { abs(self.primaryX! + 30) <= 2 }
            try finger(movedTo: -Double(width) * 0.7)
            fingerUp(at: -Double(width) * 0.7)
            try waitUntil("it is hidden") { split.displayMode == .secondaryOnly }
        }
    }

    nonisolated func testSwipesThatAreNotForTheSidebarAreLeftAlone() throws {
        try onMain {
            try showSecondaryOnly()
            fingerDown(at: 200) // away from the edge
            try finger(movedTo: 100)
            fingerUp(at: 100)
            XCTAssertEqual(split.displayMode, .secondaryOnly, "a swipe must start at the leading edge")
            fingerDown(at: 5)
            try finger(movedTo: 2, dy: 40) // a vertical scroll
            fingerUp(at: 2)
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            split.presentsWithGesture = false
            fingerDown(at: 5)
            try finger(movedTo: 100)
            fingerUp(at: 100)
            XCTAssertEqual(split.displayMode, .secondaryOnly, "presentsWithGesture off")
            XCTAssertEqual(log.take(), [])
        }
    }

    nonisolated func testACollapsedSplitHasNoSidebarToSwipeIn() throws {
        try onMain {
            try showSecondaryOnly(width: 480)
            try waitUntil("collapsed") { split.isCollapsed }
            fingerDown(at: 5)
            try finger(movedTo: 100)
            fingerUp(at: 100)
            XCTAssertTrue(split.isCollapsed)
            XCTAssertNil(split.primary.view.frame(in: split.view).flatMap { $0.x < 0 ? $0 : nil }, "nothing slid in")
        }
    }

    nonisolated func testRightToLeftTheSidebarComesFromTheRight() throws {
        try onMain {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            try showSecondaryOnly()
            let width = split.primaryColumnWidth.width(in: 1000)
            fingerDown(at: 995)
            try finger(movedTo: 30)
            XCTAssertEqual(split.displayMode, .secondaryOnly, "rightwards, from the right edge, is not a reveal")
            fingerUp(at: 30)
            fingerDown(at: 995)
            try finger(movedTo: -60)
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            let right = split.view.width
            try waitUntil("60 px of it shown at the right edge") { abs(self.primaryX! - (right - 60)) <= 2 }
            try finger(movedTo: -Double(width))
            fingerUp(at: -Double(width))
            try waitUntil("all of it, against the right edge") { self.primaryX == right - width }
        }
    }

    /// Real events where the display server can make them: a finger, and two on a touchpad, on
    /// Wayland through the test seat; on X, a mouse's horizontal wheel, which must pass on.
    nonisolated func testRealSwipesOnTheScreenAndTheTouchpad() throws {
        try onMain {
            try showSecondaryOnly()
            guard let seat = TestSeat.wayland else {
                let title = "wheel-\(UUID().uuidString)"
                window!.title = title
                let xdotool = Process()
                xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
                xdotool.arguments = [
                    "search", "--sync", "--name", title, "mousemove", "--window", "%1", "500", "300",
                    "click", "--repeat", "6", "7"
                ]
                try xdotool.run()
                try waitUntil("xdotool has ended") { !xdotool.isRunning }
                try waitUntilDrawn()
                XCTAssertEqual(split.displayMode, .secondaryOnly, "a mouse wheel is not a swipe")
                return
            }
            let title = "swipe-\(UUID().uuidString)"
            window!.title = title
            try waitUntil("the compositor knows the window") { (try? seat.ask("query \(title)")) != nil }
            var surfaceX = 0.0
            var surfaceY = 0.0
            gtk_native_get_surface_transform(OpaquePointer(window!.pointer), &surfaceX, &surfaceY)
            let (x, y) = (Int(surfaceX) + 3, Int(surfaceY) + 300)
            try seat.ask("swipe \(x) \(y) 40 20 \(title)") // slowly, 40 px of 300: back
            try waitUntil("a slow short swipe goes back") { split.displayMode == .secondaryOnly && log.events.contains("Primary.didDisappear") }
            try seat.ask("swipe \(x) \(y) 400 12 \(title)") // past all of it
            try waitUntil("a long swipe brings the sidebar in") { self.primaryX == 0 && split.displayMode == .oneOverSecondary }
            // GTK reads a touchpad as libadwaita does: scrolling right (positive) is forward, here
            // out. 250 px in 160 ms is a fling.
            try seat.ask("touchpad \(x + 400) \(y) 250 10 \(title)")
            try waitUntil("two fingers on the touchpad slide it out") { split.displayMode == .secondaryOnly }
            try seat.ask("touchpad \(x + 400) \(y) -250 10 \(title)")
            try waitUntil("and back in") { split.displayMode == .oneOverSecondary && self.primaryX == 0 }
        }
    }
}
