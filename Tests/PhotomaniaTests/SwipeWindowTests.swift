import CGtk
import GtkKit
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The window's swipes, through the touch gestures' own signals (X cannot make touches; the
/// toolkit's tests swipe real fingers on Wayland): the sidebar from the edge over the photo,
/// and back from the photo to the list it was chosen in, but not while the photo is zoomed.
final class SwipeWindowTests: WindowTestCase {
    /// A finger down at `x` of `gesture`'s widget, moved to each offset, lifted.
    private func swipe(_ gesture: SwipeGesture, from x: Double, through offsets: [Double]) throws {
        pm_signal_emit_double2(raw(gesture.touch), "drag-begin", x, 300)
        for offset in offsets {
            pm_signal_emit_double2(raw(gesture.touch), "drag-update", offset, 0)
            try waitUntilDrawn()
        }
        pm_signal_emit_double2(raw(gesture.touch), "drag-end", offsets.last ?? 0, 0)
    }

    nonisolated func testASwipeFromTheLeadingEdgeShowsTheHiddenSidebarOverThePhoto() throws {
        try onMain {
            try open(width: 1000)
            let photo = controller.model.photographers[2].photos[0]
            controller.open(photoID: photo.id)
            controller.perform(.toggleSidebar)
            // The sidebar is the primary column: the photographer's photos on top of the photographers.
            let sidebar = controller.split.primary.view
            try waitUntil("only the photo shows") { controller.split.displayMode == .secondaryOnly && !sidebar.isMapped }
            try swipe(controller.split.swipeGesture, from: 6, through: [30, 150, 400])
            try waitUntil("the sidebar is over the photo") {
                controller.split.displayMode == .oneOverSecondary && sidebar.isMapped && sidebar.frame(in: controller.split.view)?.x == 0
            }
            XCTAssertEqual(controller.detail.photo, photo)
            try waitUntilDrawn(controller)
            controller.goBack()
            try waitUntil("Escape closes it again") { controller.split.displayMode == .secondaryOnly }
        }
    }

    nonisolated func testASwipeBackLeavesThePhotoForItsListButNotWhileItIsZoomed() throws {
        try onMain {
            try open(width: 480)
            let photo = controller.model.photographers[1].photos[0]
            controller.open(photoID: photo.id)
            try waitUntil("the photo is shown, over its photographer's photos") {
                controller.navigation.topViewController === controller.detail && controller.detail.state == .image
                    && !controller.navigation.isTransitioning
            }
            let gesture = try XCTUnwrap(controller.navigation.swipeGesture)
            XCTAssertTrue(controller.detail.image.setZoom(3))
            try swipe(gesture, from: 100, through: [40, 300])
            try waitUntilDrawn(controller)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "a zoomed photo pans instead")
            XCTAssertTrue(controller.detail.image.fit())
            try swipe(gesture, from: 100, through: [40, 300])
            try waitUntil("back to the photographer's photos") { controller.navigation.topViewController === controller.openPhotoLists.last }
            XCTAssertTrue(controller.header.backButton.isVisible, "and Back goes on to the photographers")
        }
    }
}
