import Foundation
import GtkKit
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// One header bar per column, joined into one when the split view collapses.
final class ColumnHeadersTests: WindowTestCase {
    nonisolated func testEachColumnHasItsBarAndCollapsingJoinsThem() throws {
        try onMain {
            try open(width: 1000)
            let header = controller.header
            let photo = controller.model.photographers[0].photos[0]
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            XCTAssertTrue(header.masterBar.isMapped && header.detailBar.isMapped, "wide: a bar over each column")
            // Adwaita's style gives header bars a margin of -1 px: they reach one pixel past their box.
            let master = bounds(header.masterBar)
            let list = bounds(controller.split.primary.view)
            let detail = bounds(header.detailBar)
            let photoPane = bounds(controller.detail.view)
            XCTAssertEqual(master.minX, list.minX, accuracy: 1, "the master's bar over its column")
            XCTAssertEqual(master.maxX, list.maxX, accuracy: 1)
            XCTAssertEqual(detail.minX, photoPane.minX, accuracy: 1, "the detail's bar over the photo")
            XCTAssertEqual(detail.maxX, photoPane.maxX, accuracy: 1)
            XCTAssertLessThanOrEqual(master.maxY, list.minY + 1, "above them")
            XCTAssertEqual(header.title.title, photo.photographerName, "the master's bar names the master's screen")
            XCTAssertEqual(header.detailTitle.title, photo.title, "the detail's bar names the photo")
            XCTAssertTrue(header.detailBar.isAncestor(of: header.imageURLButton) && header.detailBar.isAncestor(of: header.menuButton))
            XCTAssertTrue(header.masterBar.isAncestor(of: header.refreshButton) && header.masterBar.isAncestor(of: header.backButton))
            XCTAssertTrue(header.masterBar.showsStartTitleButtons && !header.masterBar.showsEndTitleButtons, "controls at the window's edges")
            XCTAssertTrue(!header.detailBar.showsStartTitleButtons && header.detailBar.showsEndTitleButtons)
            XCTAssertTrue(header.backButton.isCompact, "a narrow master column keeps its title's room")

            try resize(to: 480)
            XCTAssertFalse(header.detailBar.isMapped, "collapsed: the detail's bar goes with its column")
            XCTAssertTrue(header.masterBar.isAncestor(of: header.imageURLButton) && header.masterBar.isAncestor(of: header.menuButton), "joined")
            XCTAssertEqual(header.photoActions, .bottomBar, "the photo is on top, its actions in the bar under it")
            XCTAssertTrue(header.photoBar.isMapped && !header.imageURLButton.isVisible)
            XCTAssertEqual(header.title.title, photo.title, "the screen on top")
            XCTAssertTrue(header.masterBar.showsStartTitleButtons && header.masterBar.showsEndTitleButtons, "one bar, the window's width")

            try resize(to: 1000)
            XCTAssertTrue(header.detailBar.isAncestor(of: header.imageURLButton) && header.detailBar.isAncestor(of: header.menuButton), "apart again")
            controller.perform(.toggleSidebar)
            try waitUntilDrawn(controller)
            XCTAssertFalse(header.masterBar.isMapped, "the sidebar hidden")
            XCTAssertTrue(header.detailBar.showsStartTitleButtons && header.detailBar.showsEndTitleButtons, "the detail's bar is the window's")
        }
    }
}
