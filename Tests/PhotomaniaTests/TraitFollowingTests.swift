import Adaptive
import CGtk
import Foundation
import GtkKit
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The app's controllers following their traits: each reacts to the trait it registered for,
/// once per real change, and not to the others.
final class TraitFollowingTests: WindowTestCase {
    /// A zoom chosen in the wide column does not survive the photo moving to the narrow
    /// window's stack: it is fitted again. A resize within the class keeps it.
    nonisolated func testThePhotoIsFittedAgainWhenItsColumnChangesClass() throws {
        try onMain {
            try open(width: 1000)
            controller.open(photoID: controller.model.photographers[0].photos[0].id)
            try waitUntil("the photo is shown") { controller.detail.state == .image }
            let image = controller.detail.image
            XCTAssertTrue(image.setZoom(image.fittedScale * 2))
            try resize(to: 980)
            XCTAssertNotNil(image.zoom, "the same class: the zoom stays")
            try resize(to: 480)
            try waitUntil("fitted again, collapsed") { image.zoom == nil }
            XCTAssertTrue(image.setZoom(image.fittedScale * 2))
            try resize(to: 1000)
            try waitUntil("fitted again, beside the list") { image.zoom == nil }
        }
    }

    /// The thumbnails grow with the desktop's text, as the names beside them do; a change of
    /// the colors leaves the strip as it is.
    nonisolated func testThumbnailsFollowTheTextScale() throws {
        try onMain {
            let desktop = try XCTUnwrap(DesktopSettings.current())
            defer { desktop.setTextScale(1) }
            try open(width: 1000)
            let photographers = controller.photographers
            photographers.setExpanded(true, for: photographers.photographers[0])
            try waitUntilDrawn(controller)
            let firstPicture = { () -> UnsafeMutablePointer<GtkWidget>? in
                pictures(in: photographers.list.rowWidget(at: 1)).first.map { UnsafeMutablePointer<GtkWidget>($0) }
            }
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(try XCTUnwrap(firstPicture()), &width, &height)
            XCTAssertEqual([width, height], [72, 54])
            let strip = firstPicture()
            desktop.setTextScale(1.25)
            try waitUntil("the thumbnails are a quarter larger") {
                guard let picture = firstPicture() else { return false }
                gtk_widget_get_size_request(picture, &width, &height)
                return [width, height] == [90, 68]
            }
            XCTAssertNotEqual(firstPicture(), strip, "the strip was built again at the new size")
            XCTAssertEqual(photographers.thumbnailScale, 1.25)
        }
    }
}
