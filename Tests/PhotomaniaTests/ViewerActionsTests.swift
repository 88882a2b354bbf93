import CGtk
import Foundation
import GtkKit
import PhotoFeed
@testable import PhotomaniaUI
import TestFixtures
import TestSupport
import XCTest

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
        try waitUntil("\(photo.title) is on screen") { controller.detail.photo == photo && controller.detail.state == .image }
        return photo
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
                return !PhotoDetailViewController.needsDecoding(shown, toFit: PixelSize(width: image.width * image.scaleFactor, height: image.height * image.scaleFactor), closely: true)
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
