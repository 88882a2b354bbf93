import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// What Flickr's terms ask of a client that shows other people's photos: a link back to the
/// photo's page, a credit line with the licence wherever the photo is alone, and Flickr's notice.
final class PhotoCreditTests: WindowTestCase {
    nonisolated func testOpenOnFlickrOpensThePhotosPageInTheBrowser() throws {
        try onMain {
            let browser = try URIRecorder()
            defer { browser.remove() }
            try open(width: 1000)
            XCTAssertFalse(controller.actions.isEnabled(.openOnFlickr), "no photo, no page")
            let photo = controller.model.photographers[1].photos[0]
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            XCTAssertTrue(controller.actions.isEnabled(.openOnFlickr))
            controller.imageURL.loadViewIfNeeded() // as the popover does when it is first shown
            XCTAssertEqual(
                controller.imageURL.openOnFlickrButton.actionName, WindowAction.openOnFlickr.detailedName,
                "the Image URL popover's button is the action's")
            // The action as the menu and the popover's button activate it; a popover left open at
            // the end of a test can meet GTK 4.8's tooltip timer on its freed surface under
            // AddressSanitizer's timing (a GLib critical, twice in CI).
            g_action_group_activate_action(OpaquePointer(controller.window.pointer), WindowAction.openOnFlickr.rawValue, nil)
            let page = "https://www.flickr.com/photos/\(photo.photographerID)/\(photo.id)/"
            try waitUntil("the browser was given the photo's page, not its image") { browser.opened == [page] }
        }
    }

    nonisolated func testTheCreditLineNamesTheOwnerAndTheLicenceOrWhereToReadIt() throws {
        try onMain {
            try open(width: 1000)
            let photo = controller.model.photographers[1].photos[0]
            XCTAssertNil(photo.details.license, "the sample feed, as the public one, carries no licence")
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            controller.perform(.fullscreen)
            try waitUntil("full screen") { controller.fullscreen.isActive }
            XCTAssertEqual(
                controller.fullscreen.title.subtitle, "\(photo.photographerName) · Licence: see the photo's page",
                "the full-screen header credits the owner, and says where the licence is")
            let licensed = Photo(
                id: photo.id, title: photo.title, subtitle: photo.subtitle, photographerID: photo.photographerID,
                photographerName: "Ann Smith", imageURL: photo.imageURL, thumbnailURL: nil,
                details: PhotoDetails(license: .attributionShareAlike))
            XCTAssertEqual(licensed.credit, "Ann Smith · CC BY-SA 2.0")
        }
    }

    nonisolated func testAboutCarriesFlickrsNotice() throws {
        try onMain {
            try open(width: 1000)
            controller.perform(.about)
            let about = try XCTUnwrap(controller.dialogs.about)
            try waitUntil("About is shown") { about.isMapped }
            let texts = widgets(of: gtk_label_get_type(), in: about.widget).map { String(cString: gtk_label_get_label($0)) }
            XCTAssertTrue(texts.contains { $0.contains(AppInfo.flickrNotice) }, "Flickr's notice on the Legal page")
            about.close()
            try waitUntil("About is gone") { controller.dialogs.about == nil } // before the next test opens its window
        }
    }
}
