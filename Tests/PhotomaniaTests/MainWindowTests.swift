import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

final class MainWindowTests: WindowTestCase {
    // MARK: Helpers

    var photosList: PhotosViewController? {
        controller.navigation.viewControllers.compactMap { $0 as? PhotosViewController }.last
    }

    /// Activates the photographer `index` as a click would; waits until their photos are open.
    @discardableResult
    func choosePhotographer(_ index: Int) throws -> Photographer {
        controller.photographers.list.activateRow(at: index)
        let photographer = controller.photographers.photographers[index]
        try waitUntil("\(photographer.name)'s photos are open") { photosList?.photographer.name == photographer.name }
        try waitUntilDrawn(controller) // every row of them in the list
        return photographer
    }

    /// Activates the photo `index` of the photos list on top as a click would; waits until it is
    /// shown and first in the recents (the route's last step), as a person sees it before going on.
    @discardableResult
    func choosePhoto(_ index: Int) throws -> Photo {
        let list = try XCTUnwrap(photosList, "a photographer's photos are open")
        let photo = try XCTUnwrap(list.photos.dropFirst(index).first, "their photo \(index)")
        list.photoSections.activate(photo)
        try waitUntil("\(photo.title) is shown, and first in the recents") {
            controller.detail.photo == photo && controller.recents.photos.first == photo
        }
        return photo
    }

    /// Whether the photo shown has the pixels of its place on screen, to within 2%.
    var isDecodedAsShown: Bool {
        let image = controller.detail.image
        let shown = PixelSize(width: image.width * image.scaleFactor, height: image.height * image.scaleFactor)
        guard let texture = controller.detail.picture.texture else { return false }
        return !PhotoViewport.needsDecoding(texture.pixelSize, of: texture.sourceSize, toFit: shown, closely: true)
    }

    // MARK: Layout

    nonisolated func testAWideWindowShowsBothPanes() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.split.isCollapsed)
            XCTAssertTrue(controller.split.isPrimaryColumnVisible)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertEqual(controller.detail.state, .empty)
            XCTAssertTrue(controller.header.sidebarButton.isVisible)
            XCTAssertFalse(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.header.imageURLButton.isSensitive, "no photo, no URL")
            XCTAssertEqual(controller.window.title, "Photomania")
            XCTAssertEqual(controller.tabs!.tabs.map(\.title), ["Photographers", "Recents", "Favourites", "Following"])
        }
    }

    /// In the list of titles (the grid off), each photo's row shows its title over its
    /// description, a second line hidden when there is none (article 000's Subtitle cells).
    nonisolated func testAListOfTitlesShowsEachPhotosDescriptionOnItsSecondLine() throws {
        try onMain {
            try open(width: 1000)
            let photographer = try choosePhotographer(1)
            let photos = try XCTUnwrap(photosList)
            photos.photoSections.showAsGrid(false)
            try waitUntilDrawn(controller)
            /// The two lines of the row at `position`: its title, and its second line when shown.
            @MainActor func lines(_ position: Int) -> [String]? {
                guard let row = photos.list.rowWidget(at: position), let box = gtk_widget_get_first_child(row),
                    let title = gtk_widget_get_first_child(box), let second = gtk_widget_get_next_sibling(title)
                else { return nil }
                let text = { (label: UnsafeMutablePointer<GtkWidget>) in String(cString: gtk_label_get_text(OpaquePointer(label))) }
                return [text(title)] + (gtk_widget_get_visible(second) != 0 ? [text(second)] : [])
            }
            let rows = (0..<photos.list.count).compactMap(lines)
            let expected = photographer.photos.map { $0.subtitle.isEmpty ? [$0.title] : [$0.title, $0.subtitle] }
            for photo in expected { XCTAssertTrue(rows.contains(photo), "\(photo) among the rows \(rows)") }
            XCTAssertTrue(expected.contains { $0.count == 2 }, "the sample has described photos")
        }
    }

    nonisolated func testANarrowWindowShowsOnePaneAndBackAfterChoosingAPhoto() throws {
        try onMain {
            try open(width: 480)
            XCTAssertTrue(controller.split.isCollapsed)
            XCTAssertFalse(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.navigation.topViewController === controller.photographers, "with no photo chosen the master is on top")
            XCTAssertFalse(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.header.sidebarButton.isVisible)

            try choosePhotographer(0)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertTrue(controller.header.backButton.isVisible)
            XCTAssertEqual(controller.header.backButton.shownTitle, "", "narrow, only the arrow: the title keeps its room")
            XCTAssertEqual(controller.header.backButton.tooltip, "Back to Photographers (Alt+Left)", "the screen it returns to, told")

            let photo = try choosePhoto(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertTrue(controller.navigation.isShowing(controller.detail))
            XCTAssertTrue(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.split.isSecondaryColumnVisible)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.detail.picture.isMapped)

            controller.header.backButton.click()
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertTrue(controller.split.goBack(), "Escape, Alt+Left and the back mouse button go back too")
            XCTAssertTrue(controller.navigation.topViewController === controller.photographers)
            XCTAssertFalse(controller.split.goBack())
        }
    }

    /// Back names the screen it returns to beside its arrow where its column has room; in a
    /// narrower master column, and collapsed, the arrow alone. In three columns the photos have
    /// a column and a header of their own, and nothing to go back from.
    nonisolated func testBackShowsItsTitleOnlyWhereThereIsRoom() throws {
        try onMain {
            try open(width: 1000)
            controller.split.primaryColumnWidth.userWidth = 420 // the divider dragged wide
            try choosePhotographer(0)
            try waitUntil("the title beside the arrow in a 420 px column") { controller.header.backButton.shownTitle == "Photographers" }
            controller.split.primaryColumnWidth.userWidth = nil
            try waitUntil("the arrow alone in a 320 px column") { controller.header.backButton.shownTitle.isEmpty }
            try resize(to: 480)
            try waitUntil("the arrow alone, collapsed") { controller.header.backButton.shownTitle.isEmpty }
            XCTAssertEqual(controller.header.backButton.tooltip, "Back to Photographers (Alt+Left)")
            try resize(to: 1400)
            try waitUntil("three columns, the photos in theirs") { controller.split.arrangement == .threeColumns && !controller.header.backButton.isVisible }
            XCTAssertEqual(controller.header.photosTitle.title, controller.model.photographers[0].name)
            XCTAssertTrue(controller.header.photosBar.isMapped)
        }
    }

    nonisolated func testInANarrowWindowAnotherPhotoCanBeChosenAfterGoingBack() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            try choosePhoto(0)
            controller.goBack()
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            let second = try choosePhoto(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the detail is pushed again")
            XCTAssertEqual(controller.detail.photo, second)
            controller.goBack()
            controller.goBack()
            try choosePhotographer(1)
            let third = try choosePhoto(0)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertEqual(controller.detail.photo, third)
        }
    }

    nonisolated func testInANarrowWindowARecentPhotoOpensOnTheRecentsTab() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            controller.tabs!.select(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
            controller.recents.list.activateRow(at: 0)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the detail moves to the selected tab")
            XCTAssertFalse(controller.photographers.navigationController!.viewControllers.contains { $0 === controller.detail })
            XCTAssertEqual(controller.detail.photo, photo)
            try resize(to: 1000)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
        }
    }

    nonisolated func testWideningRestoresBothPanesWithTheSamePhoto() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(2)
            let photo = try choosePhoto(3)
            try resize(to: 1000)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.split.isPrimaryColumnVisible)
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertEqual(photosList?.selectedPhoto, photo)
            try waitUntil("the image is shown") { controller.detail.state == .image && controller.detail.picture.isMapped }
        }
    }

    nonisolated func testWideningWithThePhotosListOnTopShowsItsFirstPhoto() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(1)
            try resize(to: 1000)
            let first = photosList?.photos.first
            XCTAssertNotNil(first)
            XCTAssertEqual(controller.detail.photo, first, "the first in the list's order (the latest day's first)")
            XCTAssertEqual(photosList?.selectedPhoto, first)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
        }
    }

    nonisolated func testNarrowingWithNoPhotoKeepsTheMasterOnTop() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try resize(to: 480)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertFalse(controller.navigation.viewControllers.contains { $0 === controller.detail })
        }
    }

    nonisolated func testNarrowingWithAPhotoKeepsThePhotoOnTop() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try resize(to: 480)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.header.backButton.isVisible)
            try resize(to: 1000)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertEqual(controller.detail.photo, photo)
        }
    }

    nonisolated func testDraggingInsideTheBandDoesNotFlap() throws {
        try onMain {
            try open(width: 700)
            var changes = 0
            let split = controller.split
            var layout = split.layout
            let observation = split.observe { [unowned split] in
                if split.layout != layout { changes += 1 }
                layout = split.layout
            }
            defer { withExtendedLifetime(observation) {} }
            for width in [650, 620, 605, 630, 610] { try resize(to: width) }
            XCTAssertEqual(changes, 0)
            try resize(to: 590)
            XCTAssertEqual(changes, 1)
            try resize(to: 620)
            XCTAssertEqual(changes, 1)
        }
    }

    nonisolated func testTheSidebarToggles() throws {
        try onMain {
            try open(width: 1000)
            controller.header.sidebarButton.click()
            try waitUntil("the sidebar hides") { !controller.split.isPrimaryColumnVisible }
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            controller.header.sidebarButton.click()
            try waitUntil("the sidebar shows") { controller.split.isPrimaryColumnVisible }
        }
    }
}
