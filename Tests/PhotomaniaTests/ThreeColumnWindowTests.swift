import Adaptive
import Foundation
import GtkKit
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A wide window's three columns: photographers | their photos | the photo, each under its own
/// bar, and what the user chose kept as the window narrows to two columns, one stack, and back.
final class ThreeColumnWindowTests: WindowTestCase {
    nonisolated func testPhotographersTheirPhotosAndThePhotoEachUnderItsBar() throws {
        try onMain {
            try open(width: 1400)
            let header = controller.header
            let photo = controller.model.photographers[1].photos[0]
            XCTAssertEqual(controller.split.arrangement, .threeColumns)
            XCTAssertEqual(header.photosTitle.title, "", "nothing chosen yet")
            XCTAssertTrue(controller.split.supplementaryPlaceholder?.view.isMapped == true, "the photos column says what to do")
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            let photos = try XCTUnwrap(controller.openPhotoLists.last)
            XCTAssertTrue(photos.navigationController === controller.split.supplementary, "the photos in their own column")
            XCTAssertTrue(controller.photographers.view.isMapped && photos.view.isMapped && controller.detail.view.isMapped)
            var columns: [CGRect] { [controller.split.primary.view, photos.view, controller.detail.view].map(bounds) }
            var bars: [CGRect] { [header.masterBar, header.photosBar, header.detailBar].map(bounds) }
            // The bars follow the columns' layout one frame later (they are outside the split view).
            try waitUntil("the bars are laid out over the columns") { zip(bars, columns).allSatisfy { abs($0.maxX - $1.maxX) <= 1 } }
            for (bar, column) in zip(bars, columns) {
                XCTAssertEqual(bar.minX, column.minX, accuracy: 1, "each bar over its column")
                XCTAssertEqual(bar.maxX, column.maxX, accuracy: 1)
                XCTAssertLessThanOrEqual(bar.maxY, column.minY + 1)
            }
            XCTAssertLessThan(columns[0].maxX, columns[1].minX + 1, "photographers, then photos, then the photo")
            XCTAssertLessThan(columns[1].maxX, columns[2].minX + 1)
            XCTAssertEqual(header.photosTitle.title, photo.photographerName)
            XCTAssertEqual(header.detailTitle.title, photo.title)
            XCTAssertFalse(header.backButton.isVisible, "nothing to go back from")
            XCTAssertEqual(controller.photographers.list.selectedIndex, 1, "the photographer is selected")
            XCTAssertEqual(photos.selectedPhoto, photo, "and the photo")
            XCTAssertTrue(header.masterBar.showsStartTitleButtons && !header.photosBar.showsStartTitleButtons)
            XCTAssertTrue(!header.masterBar.showsEndTitleButtons && !header.photosBar.showsEndTitleButtons, "controls at the window's edges only")
            XCTAssertTrue(!header.detailBar.showsStartTitleButtons && header.detailBar.showsEndTitleButtons)

            controller.perform(.toggleSidebar)
            try waitUntilDrawn(controller)
            XCTAssertFalse(controller.photographers.view.isMapped, "the sidebar away")
            XCTAssertTrue(photos.view.isMapped && header.photosBar.showsStartTitleButtons, "the photos lead, with the window's controls")
        }
    }

    /// Three → two → one → two → three columns: the same photographer's photos, the same photo,
    /// both still selected, at every step.
    nonisolated func testNarrowingAndWideningKeepsThePhotographerAndThePhoto() throws {
        try onMain {
            try open(width: 1400)
            let photo = controller.model.photographers[2].photos[1]
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            let photos = try XCTUnwrap(controller.openPhotoLists.last)
            for (width, arrangement) in [(1000, ColumnArrangement.twoColumns), (480, .collapsed), (1000, .twoColumns), (1400, .threeColumns)] {
                try resize(to: width)
                try waitUntil("\(arrangement) at \(width) px") { controller.split.arrangement == arrangement }
                XCTAssertTrue(controller.openPhotoLists.last === photos, "the same photos list at \(width) px")
                XCTAssertEqual(photos.selectedPhoto, photo, "its photo selected at \(width) px")
                assertShows(photo)
                switch arrangement {
                case .threeColumns: XCTAssertTrue(photos.navigationController === controller.split.supplementary)
                case .twoColumns: XCTAssertTrue(controller.navigation.topViewController === photos, "on top of the master")
                case .collapsed:
                    XCTAssertEqual(
                        controller.navigation.viewControllers.suffix(2).map { $0 as AnyObject }.map(ObjectIdentifier.init),
                        [ObjectIdentifier(photos), ObjectIdentifier(controller.detail)], "the photo over its list")
                }
            }
            XCTAssertEqual(controller.photographers.list.selectedIndex, 2)
        }
    }

    /// Photos chosen in the Photographers tab go to their column when the window widens with
    /// Recents selected, and back onto the Photographers tab when it narrows.
    nonisolated func testPhotosChosenInAnotherTabKeepTheirColumn() throws {
        try onMain {
            try open(width: 1000, layout: .tabs)
            controller.photographers.list.activateRow(at: 3)
            let photos = try XCTUnwrap(controller.openPhotoLists.last)
            controller.tabs!.select(1)
            try resize(to: 1400)
            XCTAssertTrue(photos.navigationController === controller.split.supplementary, "in the photos column")
            XCTAssertTrue(photos.view.isMapped)
            try resize(to: 1000)
            XCTAssertTrue(photos.navigationController === controller.photographers.navigationController, "back over the photographers")
            XCTAssertTrue(controller.navigation.viewControllers.elementsEqual([controller.recents], by: ===), "Recents stays as it was")
            XCTAssertTrue(controller.photographers.navigationController?.viewControllers.first === controller.photographers)
        }
    }

    nonisolated func testChoosingAnotherPhotographerReplacesThePhotosColumn() throws {
        try onMain {
            try open(width: 1400)
            controller.photographers.list.activateRow(at: 0)
            let first = try XCTUnwrap(controller.openPhotoLists.last)
            controller.photographers.list.activateRow(at: 1)
            let second = try XCTUnwrap(controller.openPhotoLists.last)
            XCTAssertFalse(first === second)
            XCTAssertEqual(controller.openPhotoLists.count, 1, "one photographer's photos at a time")
            XCTAssertEqual(controller.header.photosTitle.title, controller.model.photographers[1].name)
            XCTAssertEqual(controller.split.primaryNavigation.viewControllers.count, 1, "the photographers stay in theirs")
        }
    }
}
