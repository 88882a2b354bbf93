import Adaptive
import CGtk
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// What people do with the photo on screen, with real keys and clicks: Previous and Next
/// through the list it was chosen from, full screen, Copy Image.
final class PhotoViewingTests: WindowTestCase {
    /// Waits until `photo` is on screen, decoded, with no transition running.
    private func waitForPhoto(_ photo: Photo, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitUntil("\(photo.title) is shown", found: { self.controller.photoShown }, file: file, line: line) {
            controller.detail.photo == photo && controller.imageIsOnScreen && !controller.navigation.isTransitioning
        }
        assertShows(photo, file: file, line: line)
    }

    /// Chooses the photographer `index` and their photo `photoIndex` as clicks would; their
    /// photos list and the photo chosen.
    private func choose(photographer index: Int, photo photoIndex: Int) throws -> (PhotosViewController, Photo) {
        controller.navigate(\.photographer, controller.model.photographers[index])
        let list = try XCTUnwrap(controller.openPhotoLists.last, "the photographer's photos are open")
        let photo = try XCTUnwrap(list.photos.dropFirst(photoIndex).first, "the photographer's photo \(photoIndex)")
        list.photoSections.activate(photo)
        try waitForPhoto(photo)
        return (list, photo)
    }

    nonisolated func testLeftAndRightOnThePhotoStepThroughItsPhotographersPhotosSelectingTheirRowsWideAndNarrow() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width)
                let (list, first) = try choose(photographer: 1, photo: 0)
                let photos = list.photos
                XCTAssertFalse(controller.detail.availableSteps.previous, "nothing before the first")
                try click(controller.detail.picture.widget, in: controller.window) // the photo takes the keys
                XCTAssertTrue(
                    controller.detail.previousButton.isVisible == false && controller.detail.nextButton.isVisible,
                    "the pointer over the photo shows Next, not Previous")
                try press("Right", in: controller.window)
                try waitForPhoto(photos[1])
                try press("Right", in: controller.window)
                try waitForPhoto(photos[2])
                XCTAssertEqual(list.selectedPhoto, photos[2], "the row follows")
                try press("Left", "Left", "Left", in: controller.window)
                try waitForPhoto(first)
                XCTAssertEqual(list.selectedPhoto, first)
                XCTAssertFalse(controller.detail.availableSteps.previous)
                try press("Left", in: controller.window)
                XCTAssertEqual(controller.detail.photo, first, "no step past the first")
                XCTAssertTrue(controller.detail.picture.hasFocusWithin, "and the photo keeps the keys")
                if width < 600 {
                    controller.goBack()
                    try waitUntil("Back goes to the list the steps went through") { controller.navigation.topViewController === list }
                } else {
                    gtk_widget_set_direction(controller.detail.photoPane.widget, GTK_TEXT_DIR_RTL)
                    try press("Left", in: controller.window)
                    try waitForPhoto(photos[1]) // right to left, Left is the next photo, even from the first
                    controller.detail.showStepButtons()
                    XCTAssertEqual(controller.detail.previousButton.tooltip, "Previous Photo (Right)", "the key right to left")
                    XCTAssertEqual(controller.detail.nextButton.tooltip, "Next Photo (Left)")
                }
                closeWindow()
            }
        }
    }

    nonisolated func testStepsGoThroughRecentsInTheOrderTheyHadWhenThePhotoWasChosenWideAndNarrow() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width)
                let viewed = (0..<3).map { controller.model.photographers[$0].photos[0] }
                viewed.forEach { controller.open(photoID: $0.id) }
                controller.navigate(\.recents, ())
                try waitUntil("Recents lists them, newest first") {
                    controller.recents.photos == viewed.reversed() && controller.recents.view.isMapped && !controller.navigation.isTransitioning
                }
                let recents = controller.recents.photos
                controller.recents.photoSections.activate(recents[1])
                try waitForPhoto(recents[1])
                XCTAssertEqual(controller.recents.photos.first, recents[1], "viewed, it goes first")
                controller.perform(.nextPhoto)
                try waitForPhoto(recents[2])
                XCTAssertEqual(controller.recents.selectedPhoto, recents[2])
                XCTAssertFalse(controller.detail.availableSteps.next, "the last of Recents as it was")
                controller.perform(.previousPhoto)
                try waitForPhoto(recents[1])
                controller.perform(.previousPhoto)
                try waitForPhoto(recents[0])
                XCTAssertTrue(controller.isShowingRecents)
                closeWindow()
            }
        }
    }

    nonisolated func testStepsGoThroughEveryPhotoInAnAllPhotosWindowWideAndNarrow() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width, layout: .allPhotos)
                let list = try XCTUnwrap(controller.master.layout.feedList as? PhotoListViewController)
                let photos = list.photos
                list.photoSections.activate(photos[4])
                try waitForPhoto(photos[4])
                controller.perform(.nextPhoto)
                try waitForPhoto(photos[5])
                XCTAssertEqual(list.selectedPhoto, photos[5])
                if width < 600 {
                    controller.goBack()
                    try waitUntil("back at every photo") { controller.navigation.topViewController === list }
                    XCTAssertFalse(controller.isShowingPhoto)
                }
                closeWindow()
            }
        }
    }

    /// The full-screen layout: the photo alone, no header bar, no side column.
    private func assertFullscreen(file: StaticString = #filePath, line: UInt = #line) throws {
        try waitUntil("full screen", file: file, line: line) {
            controller.fullscreen.isActive && !controller.header.masterBar.isMapped && !controller.header.detailBar.isMapped
                && controller.detail.picture.isMapped
                && (controller.split.isCollapsed
                    ? controller.navigation.topViewController === controller.detail
                    : !controller.split.isPrimaryColumnVisible && !controller.split.isSupplementaryColumnVisible)
        }
        if TestSeat.wayland != nil { try waitUntil("the compositor made the window full screen") { controller.window.isFullscreen } }
    }

    /// Which side columns show.
    private var visibleColumns: (primary: Bool, supplementary: Bool) {
        (controller.split.isPrimaryColumnVisible, controller.split.isSupplementaryColumnVisible)
    }

    nonisolated func testFullscreenShowsThePhotoAloneAndLeavingBringsBackTheColumns() throws {
        try onMain {
            try open(width: 1000)
            let (_, photo) = try choose(photographer: 2, photo: 1)
            let (mode, columns) = (controller.split.displayMode, visibleColumns)
            XCTAssertTrue(columns.primary || columns.supplementary, "the photographer's photos beside the photo")
            try click(controller.detail.picture.widget, in: controller.window, count: 2)
            try assertFullscreen()
            XCTAssertEqual(controller.split.displayMode, .secondaryOnly)
            XCTAssertFalse(controller.fullscreen.revealer.isRevealed)
            let motion = try XCTUnwrap(eventControllers(on: controller.fullscreen.view, ofType: gtk_event_controller_motion_get_type()).first)
            pm_signal_emit_double2(raw(motion), "motion", 300, 1)
            XCTAssertTrue(controller.fullscreen.revealer.isRevealed, "the pointer at the top edge brings the header")
            XCTAssertEqual(controller.fullscreen.title.title, photo.title)
            pm_signal_emit_double2(raw(motion), "motion", 300, 400)
            XCTAssertFalse(controller.fullscreen.revealer.isRevealed, "and it goes when the pointer leaves it")
            try press("Escape", in: controller.window)
            try waitUntil("the columns are back") {
                !controller.fullscreen.isActive && visibleColumns == columns && controller.header.detailBar.isMapped
                    && controller.split.displayMode == mode && !controller.window.isFullscreen
            }
            XCTAssertEqual(controller.detail.photo, photo)
            try press("F11", in: controller.window)
            try assertFullscreen()
            try press("F11", in: controller.window)
            try waitUntil("F11 leaves it too") { !controller.fullscreen.isActive && controller.header.masterBar.isMapped }
        }
    }

    /// UIKit's compact height (a phone on its side): in a short window the full-screen header
    /// comes and goes at once; in a tall one it slides. The window is short here because the
    /// desktop's text is large (the breakpoints are in the text's units): a window manager
    /// sizes a full-screen window to the screen, 1200 px high in the tests.
    nonisolated func testInAShortWindowTheFullscreenHeaderComesAndGoesAtOnce() throws {
        try onMain {
            let desktop = try XCTUnwrap(DesktopSettings.current())
            defer { desktop.setTextScale(1) }
            try open(width: 1000)
            _ = try choose(photographer: 2, photo: 1)
            controller.perform(.fullscreen)
            try assertFullscreen()
            let motion = try XCTUnwrap(eventControllers(on: controller.fullscreen.view, ofType: gtk_event_controller_motion_get_type()).first)
            let revealer = controller.fullscreen.revealer
            for (scale, short) in [(1.0, false), (3.5, true)] {
                desktop.setTextScale(scale)
                try waitUntil("\(controller.split.view.height) px high at text scale \(scale) is \(short ? "compact" : "regular")") {
                    controller.split.traitHost.traitCollection?.verticalSizeClass == (short ? .compact : .regular)
                }
                // Whether a slide then runs to its end is GTK's (and the compositor's frames).
                pm_signal_emit_double2(raw(motion), "motion", 300, 1)
                XCTAssertTrue(revealer.isRevealed, "text scale \(scale): the header comes")
                XCTAssertEqual(revealer.isChildRevealed, short, "text scale \(scale): all the way in at once only when short")
                pm_signal_emit_double2(raw(motion), "motion", 300, 300)
                XCTAssertFalse(revealer.isRevealed, "text scale \(scale): the header goes")
                if short { XCTAssertFalse(revealer.isChildRevealed, "all the way out at once") }
            }
        }
    }

    nonisolated func testANarrowWindowGoesFullscreenOnlyFromThePhotoAndComesBackToIt() throws {
        try onMain {
            try open(width: 480)
            XCTAssertFalse(controller.header.fullscreenButton.isVisible, "no photo on screen")
            controller.perform(.fullscreen)
            XCTAssertFalse(controller.fullscreen.isActive)
            let (list, photo) = try choose(photographer: 0, photo: 2)
            let button = try XCTUnwrap(controller.header.photoBarButton(for: .fullscreen) as? Button)
            XCTAssertTrue(button.isMapped, "in the bar under the photo")
            button.click()
            try assertFullscreen()
            controller.perform(.fullscreen)
            try waitUntil("out of full screen, narrow again") {
                !controller.fullscreen.isActive && controller.header.masterBar.isMapped && !controller.window.isFullscreen
                    && controller.split.view.width == 480 && controller.split.isCollapsed
            }
            assertShows(photo)
            controller.goBack()
            try waitUntil("Back goes to the photographer's photos") { controller.navigation.topViewController === list }
        }
    }

    nonisolated func testSavingTheWindowInFullscreenSavesTheColumnsItWillComeBackTo() throws {
        try onMain {
            try open(width: 1000)
            _ = try choose(photographer: 1, photo: 0)
            controller.perform(.fullscreen)
            try assertFullscreen()
            let saved = controller.saveState()
            XCTAssertFalse(controller.fullscreen.isActive, "saving leaves full screen")
            XCTAssertNotEqual(saved.controllers["split"]?.string(forKey: "display-mode"), DisplayMode.secondaryOnly.rawValue)
        }
    }

    nonisolated func testCtrlCOnThePhotoCopiesThePictureAtFullResolution() throws {
        try onMain {
            try open(width: 1000)
            let (_, photo) = try choose(photographer: 3, photo: 0)
            let shown = try XCTUnwrap(controller.detail.picture.texture)
            try click(controller.detail.picture.widget, in: controller.window)
            try press("ctrl+c", in: controller.window)
            let clipboard = gtk_widget_get_clipboard(controller.window.widget)
            try waitUntil("the picture is copied") { controller.messages.toasts.lastToast == "Image copied" }
            var value = GValue()
            g_value_init(&value, gdk_texture_get_type())
            defer { g_value_unset(&value) }
            let content = try XCTUnwrap(gdk_clipboard_get_content(clipboard), "the clipboard is the window's own")
            XCTAssertNotEqual(gdk_content_provider_get_value(content, &value, nil), 0)
            let texture = try XCTUnwrap(OpaquePointer(g_value_get_object(&value)), "a picture on the clipboard")
            XCTAssertEqual(Int(gdk_texture_get_width(texture)), shown.sourceWidth, "the image's own pixels, not the ones fitted")
            XCTAssertEqual(Int(gdk_texture_get_height(texture)), shown.sourceHeight)
            XCTAssertEqual(controller.detail.photo, photo)
        }
    }

    nonisolated func testDraggingThePhotoOutOffersItsPictureAndItsAddress() throws {
        try onMain {
            try open(width: 1000)
            let source = try XCTUnwrap(eventControllers(on: controller.detail.imagePage, ofType: gtk_drag_source_get_type()).first)
            XCTAssertNil(pm_drag_source_prepare(source, 10, 10), "no photo, no drag")
            let (_, photo) = try choose(photographer: 4, photo: 1)
            let provider = try XCTUnwrap(pm_drag_source_prepare(source, 10, 10))
            defer { g_object_unref(provider) }
            let formats = gdk_content_provider_ref_formats(provider)
            defer { gdk_content_formats_unref(formats) }
            XCTAssertNotEqual(gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()), 0, "the picture itself")
            for (mimeType, text) in [("text/uri-list", photo.imageURL.absoluteString + "\r\n"), ("text/plain;charset=utf-8", photo.imageURL.absoluteString)] {
                let written = try XCTUnwrap(pm_content_provider_text(provider, mimeType), mimeType)
                defer { g_free(written) }
                XCTAssertEqual(String(cString: written), text)
            }
            var value = GValue()
            g_value_init(&value, gdk_texture_get_type())
            defer { g_value_unset(&value) }
            XCTAssertNotEqual(gdk_content_provider_get_value(provider, &value, nil), 0)
            let texture = try XCTUnwrap(OpaquePointer(g_value_get_object(&value)), "the picture offered")
            XCTAssertEqual(Int(gdk_texture_get_width(texture)), controller.detail.picture.texture?.pixelWidth)
        }
    }

    nonisolated func testASlideshowStepsInFullscreenPausesOnAClickAndStopsAtTheEndOrStartsOver() throws {
        try onMain {
            try open(width: 1000)
            let settings = try XCTUnwrap(controller.services.settings)
            settings.slideshowInterval = 3
            let clock = ManualScheduler()
            controller.slideshow.clock = clock
            let (list, _) = try choose(photographer: 5, photo: 3)
            let photos = list.photos
            XCTAssertEqual(photos.count, 5, "the fourth photo, then the last")
            controller.perform(.slideshow)
            try assertFullscreen()
            XCTAssertEqual(controller.slideshow.state, .running)
            XCTAssertEqual(clock.pending, [3], "the next step in the interval chosen")
            clock.advance(3)
            try waitUntil("the next photo, the interval later") { controller.detail.photo == photos[4] }
            XCTAssertEqual(list.selectedPhoto, photos[4], "its row follows")
            try click(controller.detail.picture.widget, in: controller.window)
            XCTAssertEqual(controller.slideshow.state, .paused, "a click pauses it")
            XCTAssertEqual(clock.pending, [], "paused, no step waits")
            clock.advance(10)
            XCTAssertEqual(controller.detail.photo, photos[4], "a paused slideshow stays")
            // As a person reaches for the header's button: the pointer at the top edge brings the
            // header down (set by hand, it went up again at the next motion GTK reported below it).
            @MainActor func clickSlideshowButton() throws {
                try hover(x: Double(controller.window.width) / 2, y: 1, in: controller.window)
                try waitUntil("the pointer at the top edge brings the header down") {
                    gtk_revealer_get_child_revealed(OpaquePointer(controller.fullscreen.revealer.pointer)) != 0
                }
                try click(controller.slideshow.button.widget, in: controller.window)
            }
            try clickSlideshowButton()
            XCTAssertEqual(controller.slideshow.state, .running, "the header's button goes on")
            try clickSlideshowButton()
            XCTAssertEqual(controller.slideshow.state, .paused, "and pauses it (the click is the button's alone)")
            try clickSlideshowButton()
            XCTAssertEqual(controller.slideshow.state, .running)
            XCTAssertEqual(clock.pending, [3], "going on waits a whole interval")
            clock.advance(3)
            try waitUntil("at the end it stops") { controller.slideshow.state == .stopped }
            XCTAssertEqual(controller.messages.toasts.lastToast, "Slideshow ended")
            XCTAssertEqual(controller.detail.photo, photos[4])
            settings.slideshowLoops = true
            controller.slideshow.stop()
            controller.perform(.slideshow)
            clock.advance(3)
            try waitUntil("looping, the last photo is followed by the first") { controller.detail.photo == photos[0] }
            try press("Escape", in: controller.window)
            try waitUntil("leaving full screen ends it") { controller.slideshow.state == .stopped && !controller.fullscreen.isActive }
        }
    }

    /// While its window is off screen (unmapped: its scene in the background) the slideshow
    /// waits, still running; back on screen it goes on.
    nonisolated func testASlideshowWaitsWhileItsWindowIsOffScreen() throws {
        try onMain {
            try open(width: 1000)
            try XCTUnwrap(controller.services.settings).slideshowInterval = 1
            let clock = ManualScheduler()
            controller.slideshow.clock = clock
            let (list, _) = try choose(photographer: 5, photo: 0)
            controller.perform(.slideshow)
            try assertFullscreen()
            controller.window.isVisible = false
            try waitUntil("the window is off screen") { !controller.window.isMapped }
            let shown = try XCTUnwrap(controller.detail.photo)
            try waitUntil("off screen, no step waits") { clock.pending.isEmpty }
            clock.advance(10)
            XCTAssertEqual(controller.detail.photo, shown, "the slideshow stays off screen")
            XCTAssertEqual(controller.slideshow.state, .running, "it waits: neither paused nor stopped")
            controller.window.present()
            try waitUntil("back on screen, a whole interval to the next step") { clock.pending == [1] }
            clock.advance(1)
            let next = list.photos[try XCTUnwrap(list.photos.firstIndex(of: shown)) + 1]
            try waitUntil("back on screen, it steps on") { controller.detail.photo == next }
        }
    }
}
