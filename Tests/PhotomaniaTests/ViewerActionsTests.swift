import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The everyday actions people carry between image viewers, through the keys eog and Loupe
/// give them: each acts on the photo on screen and is disabled while there is none.
final class ViewerActionsTests: WindowTestCase {
    /// A wide window showing the first photographer's photo `index` of `photos`, its image on
    /// screen.
    @discardableResult
    private func showPhoto(_ index: Int = 0) throws -> Photo {
        let photos = try XCTUnwrap(controller.photographers.photographers.first?.photos)
        let photo = photos[index]
        controller.choose(photo, from: photos)
        try waitUntil("\(photo.title) is on screen") { controller.detail.photo == photo && controller.imageIsOnScreen }
        return photo
    }

    /// The wheel over the photo goes to the photo before or after while the photo fits, and
    /// scrolls it once zoomed; Ctrl with it zooms, and so does the wheel alone with "Mouse Wheel
    /// Zooms" set. A scroll across always steps: on Wayland, whose test seat has no wheel, two
    /// fingers across the touchpad are what is tried.
    nonisolated func testTheWheelOverThePhotoStepsOrZooms() throws {
        try onMain {
            try open(width: 1000)
            let photos = try XCTUnwrap(controller.photographers.photographers.first { $0.photos.count >= 3 }?.photos)
            controller.choose(photos[0], from: photos)
            try waitUntil("the first photo is on screen") { controller.detail.photo == photos[0] && controller.imageIsOnScreen }
            let image = controller.detail.image
            try wheel(image.widget, in: controller.window, step: 1, across: true)
            try waitUntil("a scroll across goes to the next photo") { controller.detail.photo == photos[1] && controller.imageIsOnScreen }
            guard TestSeat.wayland == nil else { return }

            try wheel(image.widget, in: controller.window, step: 1)
            try waitUntil("the wheel down goes to the one after") { controller.detail.photo == photos[2] && controller.imageIsOnScreen }
            try wheel(image.widget, in: controller.window, step: -1)
            try waitUntil("up, to the one before") { controller.detail.photo == photos[1] && controller.imageIsOnScreen }
            try wheel(image.widget, in: controller.window, step: -1, control: true)
            try waitUntil("Ctrl with the wheel zooms in") { image.zoom != nil }
            try wheel(image.widget, in: controller.window, step: 1)
            XCTAssertEqual(controller.detail.photo, photos[1], "zoomed, the wheel scrolls the photo, not away from it")

            image.fit()
            let settings = try XCTUnwrap(controller.services.settings)
            settings.wheelZooms = true
            try wheel(image.widget, in: controller.window, step: -1)
            try waitUntil("set to zoom, the wheel zooms") { image.zoom != nil }
            XCTAssertEqual(controller.detail.photo, photos[1])
            settings.wheelZooms = false
        }
    }

    /// Ctrl+R turns the photo a quarter clockwise and Ctrl+Shift+R back: its sides swap on
    /// screen, decoded again to fill the pane turned; each photo keeps its own turn while the
    /// window is open; F5 alone refreshes.
    nonisolated func testCtrlRTurnsThePhotoOnScreenAndEachPhotoKeepsItsTurn() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.actions.isEnabled(.rotateClockwise), "no photo yet: nothing to turn")
            try showPhoto(0)
            XCTAssertTrue(controller.actions.isEnabled(.rotateClockwise))
            let image = controller.detail.image
            let upright = try XCTUnwrap(image.picture.texture).pixelSize
            XCTAssertGreaterThan(upright.width, upright.height, "the sample's photo is landscape")
            try press("ctrl+r", in: controller.window)
            let turned = try XCTUnwrap(image.picture.texture)
            XCTAssertEqual(image.quarterTurns, 1)
            XCTAssertGreaterThan(turned.pixelHeight, turned.pixelWidth, "portrait once turned")
            XCTAssertEqual(turned.sourceSize, try XCTUnwrap(image.texture).sourceSize.turned(by: 1))
            try waitUntil("decoded again to fit the pane on its side") {
                let shown = image.picture.texture!
                return !PhotoViewport.needsDecoding(
                    shown.pixelSize, of: shown.sourceSize, toFit: PixelSize(width: image.width * image.scaleFactor, height: image.height * image.scaleFactor),
                    closely: true)
            }
            XCTAssertGreaterThan(image.picture.texture!.pixelHeight, image.picture.texture!.pixelWidth, "still on its side")

            try showPhoto(1)
            XCTAssertEqual(image.quarterTurns, 0, "another photo is upright")
            try showPhoto(0)
            XCTAssertEqual(image.quarterTurns, 1, "the first keeps its turn")
            try press("ctrl+shift+r", in: controller.window)
            XCTAssertEqual(image.quarterTurns, 0)
            try press("ctrl+shift+r", in: controller.window)
            XCTAssertEqual(image.quarterTurns, 3, "a quarter counterclockwise from upright")
            XCTAssertEqual(actions(forAccelerator: "<Control>r"), ["win.rotate-clockwise"], "Ctrl+R no longer refreshes")
            XCTAssertEqual(actions(forAccelerator: "F5"), ["win.refresh"])
        }
    }

    /// Ctrl+F8 hands the photo's own bytes, kept in the app's backgrounds folder, to the
    /// desktop's Wallpaper portal with its preview; a toast says it is set. Only the
    /// background in use is kept there.
    nonisolated func testCtrlF8SetsThePhotoAsTheBackgroundThroughThePortal() throws {
        try onMain {
            try open(width: 1000)
            let portal = try TestWallpaperPortal()
            controller.sharing.wallpaperPortal = WallpaperPortal(busName: portal.busName)
            XCTAssertFalse(controller.actions.isEnabled(.setAsBackground), "no photo yet")
            let first = try showPhoto(0)
            try press("ctrl+F8", in: controller.window)
            try waitUntil("a toast says it is set") { controller.messages.toasts.lastToast == "Set as background" }
            XCTAssertEqual(portal.requests.map(\.bytes), [try Data(contentsOf: first.imageURL)], "the photo's own bytes")
            XCTAssertEqual(portal.requests.first?.showPreview, true, "the portal shows it first")
            let parent = try XCTUnwrap(portal.requests.first?.parent)
            // Weston has no xdg-foreign, so on Wayland the handle may be empty.
            XCTAssertTrue(
                TestSeat.wayland == nil ? parent.hasPrefix("x11:") : parent.isEmpty || parent.hasPrefix("wayland:"),
                "over this window: \(parent)")
            let second = try showPhoto(1)
            try press("ctrl+F8", in: controller.window)
            try waitUntil("the portal is handed the second") { portal.requests.count == 2 && controller.messages.toasts.lastToast == "Set as background" }
            try waitUntil("the first is no longer kept") {
                (try? FileManager.default.contentsOfDirectory(atPath: WindowSharing.backgroundsFolder.path)) == [PhotoFile.suggestedName(for: second)]
            }
        }
    }

    /// Where no portal sets backgrounds (Debian 12 without GNOME's), the window says so, and
    /// a user's cancel in the preview says nothing.
    nonisolated func testADesktopThatCannotSetTheBackgroundIsSaidAbove() throws {
        try onMain {
            try open(width: 1000)
            let portal = try TestWallpaperPortal(servesWallpaper: false)
            controller.sharing.wallpaperPortal = WallpaperPortal(busName: portal.busName)
            try showPhoto(0)
            controller.perform(.setAsBackground)
            try waitUntil("the window says why") { controller.messages.bannerMessage?.contains("no portal that sets it") == true }
            let cancelling = try TestWallpaperPortal()
            cancelling.response = 1
            controller.sharing.wallpaperPortal = WallpaperPortal(busName: cancelling.busName)
            controller.messages.banner.isVisible = false
            controller.perform(.setAsBackground)
            try waitUntil("the portal is asked") { cancelling.requests.count == 1 }
            try cancelling.deliverResponses()
            try waitUntilDrawn()
            XCTAssertNil(controller.messages.bannerMessage, "a cancel is the user's own: nothing to say")
            XCTAssertNotEqual(controller.messages.toasts.lastToast, "Set as background")
        }
    }

    /// Ctrl+P opens GTK's print dialog over the window; closing it prints nothing and says
    /// nothing. The page it prints holds the photo at full resolution with its title and
    /// credit line under it.
    nonisolated func testCtrlPPrintsThePhotoWithItsTitleAndCredit() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.actions.isEnabled(.print), "no photo yet")
            let photo = try showPhoto(0)
            try press("ctrl+p", in: controller.window)
            try waitUntil("the print dialog is on screen over the window") {
                guard let shown = Self.mappedWindow(titled: "Print") else { return false }
                return UnsafeMutableRawPointer(gtk_window_get_transient_for(shown)) == controller.window.pointer
            }
            XCTAssertNotNil(controller.sharing.printing)
            gtk_window_close(Self.mappedWindow(titled: "Print"))
            try waitUntil("closing the dialog ends the job") { controller.sharing.printing == nil }
            XCTAssertNil(controller.messages.bannerMessage, "a cancel says nothing")

            var full: Texture?
            controller.detail.fullImage { full = try? $0.get() }
            try waitUntil("the full image is had") { full != nil }
            let file = try Fixtures.temporaryDirectory().appendingPathComponent("photo.pdf")
            try WindowSharing.print(photo, full!).exportPDF(to: file)
            let page = try PDFContents(reading: file)
            XCTAssertTrue(page.text.contains(photo.title) && page.text.contains(photo.credit), "the title and credit: \(page.text)")
            let original = try Texture(decoding: Data(contentsOf: photo.imageURL))
            XCTAssertEqual(page.imageSizes.map { [$0.width, $0.height] }, [[original.pixelWidth, original.pixelHeight]], "at full resolution")
        }
    }

    /// Ctrl+Shift+O offers the applications for the photo's image, the desktop's default
    /// first; Enter starts it on the photo's own bytes, kept in a file it can read.
    nonisolated func testCtrlShiftOOpensThePhotoInTheApplicationChosen() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.actions.isEnabled(.openWith), "no photo yet")
            let photo = try showPhoto(0)
            let viewer = try URIRecorder(contentType: photo.imageURL.pathExtension == "png" ? "image/png" : "image/jpeg")
            defer { viewer.remove() }
            // Opened before: two days ago, and a minute ago.
            let folder = WindowSharing.openedFolder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let (old, recent) = (folder.appendingPathComponent("old.jpg"), folder.appendingPathComponent("recent.jpg"))
            for (file, age) in [(old, 2 * 86400.0), (recent, 60.0)] {
                try Data("x".utf8).write(to: file)
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
            }
            try press("ctrl+shift+o", in: controller.window)
            try waitUntil("the chooser is on screen") { controller.sharing.chooser.map { gtk_widget_get_mapped(cast($0.pointer)) != 0 } ?? false }
            try waitUntilDrawn(controller)
            try press("Return", in: Window(adopting: controller.sharing.chooser!.pointer))
            try waitUntil("the viewer is started on a file", timeout: 20) { !viewer.opened.isEmpty }
            // GIO hands a local file to %u as its path.
            let file = URL(fileURLWithPath: viewer.opened[0])
            XCTAssertEqual(try Data(contentsOf: file), try Data(contentsOf: photo.imageURL), "the photo's own bytes, there to be read")
            XCTAssertNil(controller.sharing.chooser, "the chooser closed")
            XCTAssertFalse(FileManager.default.fileExists(atPath: old.path), "a photo opened days ago goes")
            XCTAssertTrue(FileManager.default.fileExists(atPath: recent.path), "one opened a minute ago may still be read")
            XCTAssertNil(controller.messages.bannerMessage)
        }
    }

    /// Menu or Shift+F10 on the photo opens its context menu, the keys then choose in it; a
    /// secondary click opens it where the pointer is.
    nonisolated func testThePhotosContextMenuOpensFromTheKeyboardAndTheSecondaryButton() throws {
        try onMain {
            try open(width: 1000)
            try showPhoto(0)
            let menu = try XCTUnwrap(controller.detail.contextMenu)
            var menusMade: Int { widgets(of: gtk_popover_menu_get_type(), in: controller.detail.view.widget).count }
            XCTAssertEqual(menusMade, 0, "the menu is made when it first opens, not with the photo")
            try click(controller.detail.picture.widget, in: controller.window)
            try waitUntil("the photo takes the keys", found: { self.controller.picked(atMiddleOf: self.controller.detail.picture) }) {
                controller.detail.picture.containsFocus
            }
            try press("Menu", in: controller.window)
            try waitUntil("Menu opens the context menu, its first item with the keys", found: { self.controller.keysGo(menuOpen: menu.isOpen) }) {
                menu.isOpen && menu.hasKeyboardFocus
            }
            XCTAssertEqual(menusMade, 1)
            try press("Escape", in: controller.window)
            try waitUntil("Escape closes it") { !menu.isOpen }
            try waitUntil("the photo has the keys again") { controller.detail.picture.containsFocus }
            try press("shift+F10", in: controller.window)
            try waitUntil("Shift+F10 opens it") { menu.isOpen }
            // The menu takes the keys once on screen (a popover of its own on X11 and Wayland).
            try waitUntil("its first item has the keys", found: { self.controller.keysGo(menuOpen: menu.isOpen) }) { menu.hasKeyboardFocus }
            try chooseMenuItem(WindowAction.copyImage.title, in: controller.window)
            try waitUntil("the photo is copied") { controller.messages.toasts.lastToast == "Image copied" }
            XCTAssertFalse(menu.isOpen)
            try click(controller.detail.picture.widget, in: controller.window, secondary: true)
            try waitUntil("a secondary click opens it") { menu.isOpen }
            menu.close()
            try waitUntil("closed") { !menu.isOpen }
        }
    }

    /// The actions the application runs for `accelerator`.
    private func actions(forAccelerator accelerator: String) -> [String] {
        let application = gtk_window_get_application(cast(controller.window.pointer))
        guard let names = gtk_application_get_actions_for_accel(application, accelerator) else { return [] }
        defer { g_strfreev(names) }
        return sequence(state: names) { cursor -> String? in
            defer { cursor += 1 }
            return cursor.pointee.map { String(cString: $0) }
        }.map { $0 }
    }
}
