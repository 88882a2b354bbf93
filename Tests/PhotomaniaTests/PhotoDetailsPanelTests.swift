import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import Localization
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The details panel (Details, Alt+Return), after Loupe's properties: beside the photo in a
/// regular-width window, a page over it in a compact one, moving between the two as the window
/// changes; its fields, their links and tags.
final class PhotoDetailsPanelTests: WindowTestCase {
    private var info: PhotoInfoViewController { controller.details.info }
    private var captions: [String] { info.info?.fields.map(\.caption) ?? [] }

    /// A photo with everything Flickr can say of it.
    private func placedPhoto(like photo: Photo) -> Photo {
        Photo(
            id: photo.id, title: photo.title, subtitle: "Shot at dawn.", photographerID: photo.photographerID,
            photographerName: photo.photographerName, imageURL: photo.imageURL, thumbnailURL: photo.thumbnailURL,
            taken: "2026-11-30 07:05:09",
            details: PhotoDetails(
                page: PhotoDetails.flickrPage(owner: photo.photographerID, id: photo.id), license: .attribution,
                uploaded: Date(timeIntervalSince1970: 1_764_541_800), tags: ["harbour", "dawn"],
                location: .init(latitude: 48.8566, longitude: 2.3522)))
    }

    private func choose(_ index: Int) throws -> Photo {
        let photo = controller.model.photographers[1].photos[index]
        controller.open(photoID: photo.id)
        try waitUntilDrawn(controller)
        assertShows(photo)
        return photo
    }

    nonisolated func testAltReturnShowsTheDetailsBesideThePhotoWideAndAsAPageNarrowAndTheyMoveWithTheWindow() throws {
        try onMain {
            try open(width: 1000)
            let photo = try choose(0)
            try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
            controller.detail.focusView()
            XCTAssertFalse(controller.header.detailsButton.isPressed)
            try press("alt+Return", in: controller.window)
            XCTAssertTrue(controller.details.isShown)
            XCTAssertTrue(controller.header.detailsButton.isPressed, "the header's button shows them shown")
            XCTAssertTrue(info.parent === controller.detail, "beside the photo, in its column")
            try waitUntil("the details appeared beside the photo") { info.appearanceState == .appeared && info.view.width > 0 }
            let (photoFrame, infoFrame) = (bounds(controller.detail.photoPane), bounds(info.view))
            XCTAssertGreaterThan(infoFrame.minX, photoFrame.maxX - 1, "on the photo's trailing side")
            XCTAssertEqual(photoFrame.width + infoFrame.width + 1, CGFloat(controller.detail.view.width), accuracy: 1, "the photo shrinks beside them")
            XCTAssertEqual(captions.first, "Title")
            XCTAssertEqual(info.info?.fields.first?.value, .text(photo.title))

            try resize(to: 480)
            try waitUntil("narrow, the details are a page over the photo") { controller.navigation.topViewController === info }
            XCTAssertTrue(controller.navigation.previousViewController === controller.detail, "Back returns to the photo")
            XCTAssertEqual(controller.header.title.title, "Details")
            try resize(to: 1000)
            try waitUntil("wide again, beside the photo") { info.parent === controller.detail && info.appearanceState == .appeared }
            try resize(to: 480)
            try waitUntil("a page again") { controller.navigation.topViewController === info }
            controller.goBack()
            try waitUntil("Back returns to the photo") { controller.navigation.topViewController === controller.detail }
            try waitUntilDrawn(controller)
            XCTAssertFalse(controller.details.isShown, "going back from the page hides the details")
            XCTAssertFalse(controller.header.detailsButton.isPressed)
            try resize(to: 1000)
            XCTAssertNil(info.parent, "and they stay hidden when the window widens")

            controller.perform(.showDetails)
            XCTAssertTrue(info.parent === controller.detail)
            controller.header.detailsButton.click()
            XCTAssertNil(info.parent, "the header's button hides them")
            XCTAssertFalse(controller.header.detailsButton.isPressed)
            XCTAssertFalse(controller.details.isShown)
            let hiddenFor = info.info?.fields.first?.value
            let other = try XCTUnwrap(controller.model.photographers.flatMap(\.photos).first { $0 != photo })
            controller.open(photoID: other.id)
            try waitUntil("another photo is shown") { controller.detail.photo == other && controller.detail.state == .image }
            XCTAssertEqual(info.info?.fields.first?.value, hiddenFor, "hidden, the panel is not rebuilt for each photo")
            controller.perform(.showDetails)
            XCTAssertEqual(info.info?.fields.first?.value, .text(controller.detail.photo?.title ?? ""), "shown again, it is")
        }
    }

    nonisolated func testRightToLeftTheDetailsStandOnTheLeft() throws {
        try onMain {
            try open(width: 1000)
            _ = try choose(0)
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) // as in Hebrew
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            controller.perform(.showDetails)
            try waitUntil("laid out right to left") { info.view.width > 0 && bounds(info.view).minX < bounds(controller.detail.photoPane).minX }
            try waitUntilDrawn(controller)
            XCTAssertLessThan(bounds(info.view).maxX, bounds(controller.detail.photoPane).minX + 1, "the trailing side is the left")
        }
    }

    nonisolated func testEveryFieldWithAValueAndNoneWithout() throws {
        try onMain {
            try open(width: 1000)
            let plain = try choose(0)
            controller.perform(.showDetails)
            try waitUntil("the image's size is known") { captions.contains("Image Size") }
            let described = !plain.subtitle.isEmpty && plain.subtitle != plain.title
            XCTAssertEqual(
                captions,
                ["Title"] + (described ? ["Description"] : []) + ["Owner"] + (plain.dayTaken == nil ? [] : ["Taken"])
                    + ["Licence", "Image Size", "File Size"], "the sample says nothing more: nothing is shown empty")
            let fields = try XCTUnwrap(info.info?.fields)
            let license = try XCTUnwrap(fields.first { $0.caption == "Licence" })
            XCTAssertEqual(license.value, .link("See the photo's page", try XCTUnwrap(plain.details.page)), "no licence made up")
            XCTAssertEqual(license.note, "Not given by this feed")
            XCTAssertEqual(
                fields.first { $0.caption == "Owner" }?.value, .photographer(plain.photographerName, photostream: try XCTUnwrap(plain.photostream)))
            let texture = try XCTUnwrap(controller.detail.picture.texture)
            XCTAssertEqual(
                fields.first { $0.caption == "Image Size" }?.value,
                .text("\(texture.sourceWidth) × \(texture.sourceHeight) pixels"))
            XCTAssertNil(fields.first { $0.caption == "Location" }, "no place for a photo without one")

            let placed = placedPhoto(like: plain)
            controller.detail.show(placed)
            try waitUntil("the placed photo's details, its image loaded") {
                info.info?.fields.contains { $0.caption == "Location" } == true && captions.contains("Image Size")
            }
            let all = try XCTUnwrap(info.info?.fields)
            XCTAssertEqual(
                all.map(\.caption),
                [
                    "Title", "Description", "Owner", "Taken", "Uploaded", "Tags", "Licence", "Image Size",
                    "File Size", "Location"
                ], "in Loupe's order, each with a value")
            XCTAssertEqual(all.first { $0.caption == "Taken" }?.value, .text("November 30, 2026, 07:05"), "the camera's time, as the language says it")
            XCTAssertEqual(all.first { $0.caption == "Tags" }?.value, .tags(["harbour", "dawn"]))
            let placedLicense = try XCTUnwrap(all.first { $0.caption == "Licence" })
            XCTAssertEqual(placedLicense.value, .link("CC BY 2.0", URL(string: "https://creativecommons.org/licenses/by/2.0/")!))
            XCTAssertEqual(placedLicense.note, "Attribution License", "Flickr's name beside the short one")
            XCTAssertEqual(all.first { $0.caption == "Location" }?.value, .place("48.85660, 2.35220", URL(string: "geo:48.8566,2.3522")!))
        }
    }

    /// In Russian, from the app's own catalogue (`data/locale`, compiled by scripts/setup.sh):
    /// the captions, the sizes and the dates as a Russian reader has them.
    nonisolated func testTheFieldsInRussian() throws {
        try onMain {
            try open(width: 1000)
            let photo = placedPhoto(like: try choose(0))
            let (language, messages) = (ProcessInfo.processInfo.environment["LANGUAGE"], String(cString: setlocale(LC_MESSAGES, nil)))
            Localization.start(domain: AppInfo.textDomain, directory: AppPaths.localeDirectory.path)
            setenv("LANGUAGE", "ru", 1)
            setlocale(LC_MESSAGES, "C.UTF-8") // gettext ignores LANGUAGE in the plain C locale
            defer {
                if let language { setenv("LANGUAGE", language, 1) } else { unsetenv("LANGUAGE") }
                setlocale(LC_MESSAGES, messages)
            }
            let fields = PhotoInfo(photo, image: (1024, 768, 2_000_000)).fields
            XCTAssertEqual(
                fields.map(\.caption),
                [
                    "Название", "Описание", "Автор", "Снято", "Загружено", "Метки", "Лицензия",
                    "Размер изображения", "Размер файла", "Место"
                ])
            XCTAssertEqual(fields.first { $0.caption == "Размер изображения" }?.value, .text("1024 × 768 пикселей"))
            // The day first, as the Russian catalogue orders it; the month's name is the system's
            // for LC_TIME (ноября under ru_RU, which this machine lacks; the C locale's here).
            XCTAssertEqual(fields.first { $0.caption == "Снято" }?.value, .text("30 November 2026, 07:05"))
        }
    }

    /// How the photo was taken, from its image's EXIF (a JPEG written by
    /// `Tests/Fixtures/make-exif-images.py`); an image without EXIF (the sample's PNGs) shows none.
    nonisolated func testTheCameraSettingsComeFromTheImagesEXIF() throws {
        try onMain {
            try open(width: 1000)
            let plain = try choose(0)
            controller.perform(.showDetails)
            try waitUntil("the sample's image is shown") { captions.contains("Image Size") }
            try waitUntilDrawn(controller)
            XCTAssertFalse(captions.contains("Camera"), "a PNG without EXIF: no camera fields")
            let jpeg = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("Fixtures/images/exif.jpg")
            let withEXIF = Photo(
                id: "exif-1", title: "Harbour", subtitle: "", photographerID: plain.photographerID,
                photographerName: plain.photographerName, imageURL: jpeg, thumbnailURL: nil)
            controller.detail.show(withEXIF)
            try waitUntil("the camera's settings are read") { captions.contains("Camera") }
            let fields = try XCTUnwrap(info.info?.fields)
            func value(_ caption: String) -> PhotoInfo.Value? { fields.first { $0.caption == caption }?.value }
            XCTAssertEqual(value("Camera"), .text("Canon EOS R6"))
            XCTAssertEqual(value("Lens"), .text("RF 35mm F1.8 MACRO IS STM"))
            XCTAssertEqual(value("Exposure"), .text("1/250 s"))
            XCTAssertEqual(value("Aperture"), .text("ƒ/2.8"))
            XCTAssertEqual(value("ISO"), .text("200"))
            XCTAssertEqual(value("Focal Length"), .text("35 mm"))
            XCTAssertEqual(
                Array(captions.suffix(6)), ["Camera", "Lens", "Exposure", "Aperture", "ISO", "Focal Length"],
                "after the image's size, as Loupe orders them")
        }
    }

    nonisolated func testATagFiltersTheListWithoutAKeyAndOpenInMapsOpensThePlace() throws {
        try onMain {
            let maps = try URIRecorder(scheme: "geo")
            defer { maps.remove() }
            try open(width: 1000)
            let plain = try choose(0)
            controller.perform(.showDetails)
            controller.detail.show(placedPhoto(like: plain))
            try waitUntil("the tags are shown, the image loaded") { !buttons(labelled: "harbour").isEmpty && captions.contains("Image Size") }
            gtk_widget_activate(try XCTUnwrap(buttons(labelled: "harbour").first))
            try waitUntil("the list is filtered by the tag") { controller.header.masterSearch.bar.text == "harbour" }
            gtk_widget_activate(try XCTUnwrap(buttons(labelled: "Open in Maps").first))
            try waitUntil("the maps application got the place") { maps.opened == ["geo:48.8566,2.3522"] }
        }
    }

    /// A tag's context menu (Menu, from the keyboard) follows the tag; the owner's Follow button
    /// follows the photographer, and shows it.
    nonisolated func testATagsMenuFollowsTheTagAndTheOwnersButtonThePhotographer() throws {
        try onMain {
            try open(width: 1000)
            let photo = placedPhoto(like: try choose(0))
            controller.perform(.showDetails)
            controller.detail.show(photo)
            try waitUntil("the tags are shown") { buttons(labelled: "harbour").first.map { gtk_widget_get_mapped($0) != 0 } == true }
            let follows = controller.services.library.follows
            let harbour = try XCTUnwrap(buttons(labelled: "harbour").first)
            let follow = try XCTUnwrap(info.followButton)
            follow.grabFocus()
            try press("Tab", "Tab", "Tab", in: controller.window) // the two dates, selectable, then the first tag
            XCTAssertTrue(gtk_widget_has_focus(harbour) != 0, "the third Tab comes to the tag's button itself")
            try press("Menu", in: controller.window)
            let menu = try XCTUnwrap(info.tagMenus["harbour"])
            try waitUntil("Menu opens the tag's menu, with the keys") { menu.isOpen && menu.hasKeyboardFocus }
            try chooseMenuItem("Follow “harbour”", in: controller.window)
            try waitUntil("the tag is followed") { follows.isFollowed(.tags(["harbour"], matchAll: true)) }
            XCTAssertEqual(controller.messages.toasts.lastToast, "Following #harbour")
            XCTAssertFalse(follows.isFollowed(.tags(["dawn"], matchAll: true)), "only the tag chosen")

            XCTAssertFalse(follow.isPressed)
            try click(follow.widget, in: controller.window)
            try waitUntil("the photographer is followed") { follows.isFollowed(.photographer(id: photo.photographerID)) }
            XCTAssertTrue(follow.isPressed, "the button shows it")
            try click(follow.widget, in: controller.window)
            try waitUntil("pressed again, they are let go") { !follows.isFollowed(.photographer(id: photo.photographerID)) }
            XCTAssertFalse(follow.isPressed)
        }
    }

    nonisolated func testTheDetailsShownAreRestoredWithTheWindow() throws {
        try onMain {
            try open(width: 1000)
            let photo = try choose(0)
            controller.perform(.showDetails)
            let archive = controller.restorationArchive
            closeWindow()
            try open(width: 1000)
            controller.navigator.restore(StateRestoration(archive: archive), in: controller.split)
            try waitUntilDrawn(controller)
            assertShows(photo)
            XCTAssertTrue(controller.details.isShown)
            XCTAssertTrue(info.parent === controller.detail)
        }
    }

    /// The buttons under the details whose label is `text`.
    private func buttons(labelled text: String) -> [UnsafeMutablePointer<GtkWidget>] {
        widgets(of: gtk_button_get_type(), in: info.view.widget).map { UnsafeMutablePointer<GtkWidget>($0) }.filter {
            gtk_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } == text
        }
    }
}
