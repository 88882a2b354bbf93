import Adaptive
import CGtk
import Foundation
import GtkKit
import TestSupport
import XCTest

@testable import AdaptiveGtk

/// A navigation stack's swipe back: the top page follows the finger towards the trailing edge
/// over the page under it, and pops when released past half (or flung); released early, it
/// comes back. Appearance callbacks as UIKit's interactive pop gives them.
final class NavigationSwipeTests: GtkTestCase {
    private let log = EventLog()
    private var navigation: NavigationController!
    private var (root, photos, photo) = (RecordingController?.none, RecordingController?.none, RecordingController?.none)

    nonisolated override func tearDown() {
        onMain {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            navigation = nil
        }
        super.tearDown()
    }

    /// Root, Photos, Photo in a stack filling a window 800 px wide.
    private func showThreePages() throws {
        root = RecordingController("Root", log: log)
        photos = RecordingController("Photos", log: log)
        photo = RecordingController("Photo", log: log)
        navigation = NavigationController(root: root!)
        window = try showInWindow(navigation, width: 800)
        navigation.push(photos!, animated: false)
        navigation.push(photo!, animated: false)
        try waitUntil("the photo is on top") { self.photo!.view.isMapped && self.navigation.view.width > 0 }
        _ = log.take()
    }

    private func emit(_ signal: String, _ x: Double, _ y: Double = 0) throws {
        pm_signal_emit_double2(raw(navigation.swipeGesture!.touch), signal, x, y)
        try waitUntilDrawn()
    }

    /// The departing page's left edge in the stack, while it shows.
    private var departingX: Int? {
        navigation.departing.isVisible ? navigation.departing.frame(in: navigation.view)?.x : nil
    }

    nonisolated func testThePageFollowsTheFingerAndPopsWhenReleasedPastHalf() throws {
        try onMain {
            try showThreePages()
            let width = Double(navigation.view.width)
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 40)
            XCTAssertTrue(navigation.isShowing(photos!), "the page under it is live beneath")
            XCTAssertEqual(log.take(), ["Photo.willDisappear", "Photos.willAppear", "Photos.isAppearing"])
            try waitUntil("the frozen page follows the finger") { self.departingX == 40 }
            try emit("drag-update", width * 0.3)
            try waitUntil("still following") { self.departingX == Int((width * 0.3).rounded()) }
            try emit("drag-update", width * 0.6)
            try emit("drag-end", width * 0.6)
            try waitUntil("it slides off and the stack pops") { self.navigation.viewControllers.count == 2 && self.departingX == nil }
            XCTAssertTrue(navigation.topViewController === photos)
            XCTAssertNil(photo!.parent)
            XCTAssertEqual(log.take(), ["Photo.willMove(nil)", "Photo.didDisappear", "Photos.didAppear", "Photo.didMove(nil)"])
        }
    }

    nonisolated func testAPageSetUnderTheTopIsLiveUnderTheSwipe() throws {
        try onMain {
            try showThreePages()
            let (first, second) = (RecordingController("First", log: log), RecordingController("Second", log: log))
            navigation.setViewControllers([root!, first, second])
            try waitUntil("the second is on top") { second.view.isMapped }
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 40)
            XCTAssertTrue(navigation.isShowing(first), "never shown before, it is put in the stack")
            try emit("drag-update", 700)
            try emit("drag-end", 700)
            try waitUntil("popped to it") { self.navigation.topViewController === first && first.appearanceState == .appeared }
        }
    }

    nonisolated func testAChangeOfTheStackDuringASwipePutsTheTopPageBackFirst() throws {
        try onMain {
            try showThreePages()
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 100)
            let pushed = RecordingController("Pushed", log: log)
            navigation.push(pushed, animated: false) // a link opened meanwhile
            try emit("drag-update", 700)
            try emit("drag-end", 700)
            try waitUntil("the pushed page is on top") { pushed.appearanceState == .appeared }
            try waitUntilDrawn()
            XCTAssertEqual(navigation.viewControllers.count, 4, "the swipe ended with the change: nothing popped")
            XCTAssertFalse(navigation.departing.isVisible)
            XCTAssertEqual([photos!, photo!].map(\.appearanceState), [.disappeared, .disappeared], "every transition ended")
            XCTAssertEqual(
                log.take(),
                [
                    "Photo.willDisappear", "Photos.willAppear", "Photos.isAppearing",
                    "Photos.willDisappear", "Photo.willAppear", "Photo.isAppearing", "Photos.didDisappear", "Photo.didAppear",
                    "Pushed.willMove(NavigationController)", "Photo.willDisappear", "Pushed.willAppear", "Pushed.isAppearing",
                    "Photo.didDisappear", "Pushed.didAppear", "Pushed.didMove(NavigationController)"
                ])
        }
    }

    nonisolated func testReleasedEarlyThePageComesBack() throws {
        try onMain {
            try showThreePages()
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 30)
            try emit("drag-update", 90)
            try emit("drag-end", 90)
            try waitUntil("it slides back") { self.departingX == nil && self.navigation.isShowing(self.photo!) }
            XCTAssertEqual(navigation.viewControllers.count, 3)
            XCTAssertEqual(
                log.take(),
                [
                    "Photo.willDisappear", "Photos.willAppear", "Photos.isAppearing",
                    "Photos.willDisappear", "Photo.willAppear", "Photo.isAppearing",
                    "Photos.didDisappear", "Photo.didAppear"
                ])
        }
    }

    nonisolated func testOnlyASwipeTowardsTheTrailingEdgeOfAStackWithSomewhereToGoBackPops() throws {
        try onMain {
            try showThreePages()
            try emit("drag-begin", 300, 200)
            try emit("drag-update", -60)
            try emit("drag-end", -60)
            XCTAssertFalse(navigation.departing.isVisible, "towards the leading edge is not back")
            navigation.allowsSwipeBack = false
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 200)
            try emit("drag-end", 200)
            XCTAssertFalse(navigation.departing.isVisible, "swipe back turned off")
            navigation.allowsSwipeBack = true
            navigation.pop(to: root!, animated: false)
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 200)
            try emit("drag-end", 200)
            XCTAssertFalse(navigation.departing.isVisible, "nothing under the root")
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    nonisolated func testRightToLeftThePageLeavesTowardsTheLeft() throws {
        try onMain {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            try showThreePages()
            try emit("drag-begin", 300, 200)
            try emit("drag-update", 60)
            XCTAssertFalse(navigation.departing.isVisible, "rightwards is forward right to left")
            try emit("drag-end", 60)
            try emit("drag-begin", 300, 200)
            try emit("drag-update", -50)
            try waitUntil("the page follows the finger left") { self.departingX == -50 }
            try emit("drag-update", -500)
            try emit("drag-end", -500)
            try waitUntil("popped") { self.navigation.viewControllers.count == 2 }
        }
    }

    /// A real finger on Wayland, through the test seat; on X, which cannot make touches, a
    /// mouse drag, which must not pop (a swipe back is a touch or a touchpad's).
    nonisolated func testARealSwipePops() throws {
        try onMain {
            try showThreePages()
            let title = "swipe-back-\(UUID().uuidString)"
            window!.title = title
            var surfaceX = 0.0
            var surfaceY = 0.0
            gtk_native_get_surface_transform(OpaquePointer(window!.pointer), &surfaceX, &surfaceY)
            let (x, y) = (Int(surfaceX) + 200, Int(surfaceY) + 200)
            guard let seat = TestSeat.wayland else {
                let xdotool = Process()
                xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
                xdotool.arguments = [
                    "search", "--sync", "--name", title, "mousemove", "--window", "%1", "\(x)", "\(y)",
                    "mousedown", "1", "mousemove_relative", "--sync", "300", "0", "mouseup", "1"
                ]
                try xdotool.run()
                try waitUntil("xdotool has ended") { !xdotool.isRunning }
                try waitUntilDrawn()
                XCTAssertEqual(navigation.viewControllers.count, 3, "a mouse drag is not a swipe back")
                return
            }
            try waitUntil("the compositor knows the window") { (try? seat.ask("query \(title)")) != nil }
            try seat.ask("swipe \(x) \(y) 60 20 \(title)") // slowly, a little: back where it was
            try waitUntil("a short slow swipe leaves the stack as it was") {
                self.log.events.contains("Photo.didAppear") && self.navigation.isShowing(self.photo!)
            }
            try seat.ask("swipe \(x) \(y) 500 10 \(title)")
            try waitUntil("a long swipe pops") { self.navigation.viewControllers.count == 2 && self.navigation.isShowing(self.photos!) }
            try seat.ask("touchpad \(x) \(y) -500 10 \(title)") // two fingers, as GTK reads them, towards back
            try waitUntil("two fingers on the touchpad pop too") { self.navigation.viewControllers.count == 1 }
        }
    }
}

/// A page whose content pans sideways while `pans`.
private final class PanningController: ViewController {
    var pans = true
    override var allowsNavigationSwipes: Bool { !pans }
}

extension NavigationSwipeTests {
    nonisolated func testAPageThatPansIsNotSwipedAway() throws {
        try onMain {
            let navigation = NavigationController(root: ViewController(title: "Root"))
            window = try showInWindow(navigation, width: 800)
            let panning = PanningController(title: "Zoomed")
            navigation.push(panning, animated: false)
            try waitUntil("the page is on top") { panning.view.isMapped }
            @MainActor func swipe() throws {
                for (signal, x) in [("drag-begin", 300.0), ("drag-update", 40), ("drag-update", 600), ("drag-end", 600)] {
                    pm_signal_emit_double2(raw(navigation.swipeGesture!.touch), signal, x, 0)
                    try waitUntilDrawn()
                }
            }
            try swipe()
            try waitUntilDrawn()
            XCTAssertTrue(navigation.topViewController === panning, "it pans")
            panning.pans = false
            try swipe()
            try waitUntil("popped once it no longer pans") { navigation.viewControllers.count == 1 }
        }
    }
}
