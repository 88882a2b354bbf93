import Adaptive
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The photo on its own in a narrow window: the header keeps Back, the title (whole) and the
/// main menu; the photo's actions go to a bar under it in a tall window, into the main menu
/// in a short one; every one of them is reached by keyboard.
final class CompactPhotoHeaderTests: WindowTestCase {
    /// A window `width`×`height` showing the first photographer's first photo on its own,
    /// its actions placed as `placement` says, the header keeping the title; its header.
    private func showPhotoAlone(width: Int, height: Int, placing placement: ToolbarPlacement) throws -> WindowHeader {
        try open(width: width)
        try resize(to: width, height: height)
        let photos = try XCTUnwrap(controller.photographers.photographers.first?.photos)
        controller.choose(photos[0], from: photos)
        try waitUntil("the photo is on top, its image on screen") {
            controller.navigation.topViewController === controller.detail && controller.imageIsOnScreen
        }
        try waitUntilDrawn(controller)
        XCTAssertEqual(controller.header.photoActions, placement)
        assertHeaderKeepsTheTitle()
        return controller.header
    }

    /// The header keeps Back, the title, whole, and the main menu; the lists' buttons go.
    private func assertHeaderKeepsTheTitle(file: StaticString = #filePath, line: UInt = #line) {
        let header = controller.header
        XCTAssertTrue(header.backButton.isMapped && header.menuButton.isMapped, "Back and the menu", file: file, line: line)
        for button in [header.refreshButton, header.searchButton, header.recentsButton] {
            XCTAssertFalse(button.isMapped, "Refresh, Search and Recent Photos belong to the lists", file: file, line: line)
        }
        XCTAssertEqual(header.title.title, controller.detail.title)
        // Before, at 420 px, the title had four letters' room.
        XCTAssertGreaterThanOrEqual(
            header.title.width, min(header.title.naturalWidth, 120), "room for the title: \(header.title.title)",
            file: file, line: line)
    }

    nonisolated func testANarrowTallWindowPutsThePhotosActionsInABarUnderItReachedWithTab() throws {
        try onMain {
            let header = try showPhotoAlone(width: 360, height: 700, placing: .bottomBar)
            let buttons = header.photoBarButtons
            XCTAssertEqual(buttons.map(\.accessibleLabel), WindowHeader.photoMenuActions.map(\.title))
            XCTAssertTrue(buttons.allSatisfy { header.photoBar.isAncestor(of: $0) && $0.isMapped }, "all under the photo")
            XCTAssertFalse(
                header.imageURLButton.isMapped || header.fullscreenButton.isMapped || header.detailsButton.isMapped,
                "not in the header too")
            XCTAssertGreaterThan(bounds(header.photoBar).minY, bounds(controller.detail.picture).maxY - 1, "under the photo")
            try waitUntil("within a phone's width, once pushed") { bounds(header.photoBar).maxX <= 360 }
            // Tab goes round the window: every action of the bar is reached.
            try click(controller.detail.picture.widget, in: controller.window)
            var reached: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<30 {
                try press("Tab", in: controller.window)
                if let focus = gtk_root_get_focus(cast(controller.window.pointer)) { reached.append(focus) }
            }
            for button in buttons { XCTAssertTrue(reached.contains(button.widget), "Tab reaches \(button.accessibleLabel)") }
            try XCTUnwrap(header.photoBarButton(for: .rotateClockwise)).grabFocus()
            try press("space", in: controller.window)
            XCTAssertEqual(controller.detail.image.quarterTurns, 1, "Space on Rotate turns the photo")
            let imageURL = try XCTUnwrap(header.photoBarButton(for: .showImageURL))
            imageURL.grabFocus()
            try press("space", in: controller.window)
            try waitUntil("its popover opens over the bar") {
                controller.screens.imageURLPresentation.isOnScreen && controller.screens.imageURLPresentation.anchor === imageURL
            }
            controller.screens.imageURLPresentation.dismiss()

            let menu = header.menuButton.menu
            let list = try XCTUnwrap(controller.navigation.viewControllers.dropLast().last, "the list under the photo")
            let scrolled = widgets(of: gtk_scrolled_window_get_type(), in: list.view.widget)
            let heights = FrameSamples(of: controller.window) {
                let shown = scrolled.filter { gtk_widget_get_mapped(UnsafeMutablePointer<GtkWidget>($0)) != 0 }
                return shown.isEmpty ? nil : shown.map { gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment($0)) }
            }
            try resize(to: 1000)
            try waitUntilDrawn(controller)
            heights.stop()
            XCTAssertTrue(controller.navigation.topViewController === list, "the list comes back beside the photo")
            // Laid out once, not shorter for a frame by the bars that go (the photo's, the tabs' switcher): GTK's scrollbar then fades in and out, 21 frames.
            XCTAssertEqual(Set(heights.values).count, 1, "the list laid out at one height: \(heights.values)")
            XCTAssertEqual(header.photoActions, .header, "wide, they are back in the photo's bar")
            XCTAssertTrue(header.menuButton.menu === menu, "the main menu is kept (GTK builds a new one's popover anew): its items are the same")
            XCTAssertFalse(header.photoBar.isMapped)
            XCTAssertTrue(header.detailBar.isAncestor(of: header.imageURLButton) && header.imageURLButton.isMapped)
        }
    }

    nonisolated func testAShortNarrowWindowPutsThePhotosActionsInTheMainMenu() throws {
        try onMain {
            let header = try showPhotoAlone(width: 520, height: 360, placing: .menu)
            XCTAssertFalse(header.photoBar.isMapped, "no bar to take the photo's height")
            XCTAssertFalse(controller.tabs?.isSwitcherVisible ?? false, "nor the tabs' switcher")
            XCTAssertFalse(header.imageURLButton.isMapped || header.fullscreenButton.isMapped)
            XCTAssertEqual(header.menuButton.menu.sections.first?.map(\.action), WindowHeader.photoMenuActions.map(\.detailedName))
            try press("F10", in: controller.window)
            try waitUntil("F10 opens the main menu, its first item with the keys", found: { self.controller.keysGo(menuOpen: header.menuButton.isOpen) }) {
                header.menuButton.menuHasKeyboardFocus
            }
            try chooseMenuItem(WindowAction.rotateClockwise.title, in: controller.window)
            try waitUntil("the photo turns") { controller.detail.image.quarterTurns == 1 }
            // On Wayland the menu's popup holds the keys until the compositor has taken it down.
            try waitUntil("the menu is gone from the screen") { !header.menuButton.isMenuMapped }
            try press("F10", in: controller.window)
            try waitUntil("F10 opens the main menu, its first item with the keys", found: { self.controller.keysGo(menuOpen: header.menuButton.isOpen) }) {
                header.menuButton.menuHasKeyboardFocus
            }
            try chooseMenuItem(WindowAction.showImageURL.title, in: controller.window)
            try waitUntil("the Image URL opens from the menu, a sheet on screen") {
                controller.screens.imageURLPresentation.isOnScreen && controller.screens.imageURLPresentation.style == .sheet
            }
            controller.screens.imageURLPresentation.dismiss()
        }
    }
}
