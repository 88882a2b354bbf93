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

// State restoration: the window as it was left.
extension MainWindowTests {
    nonisolated func testTheWindowComesBackWhereItWasLeft() throws {
        try onMain {
            let config = try Fixtures.temporaryDirectory()
            let data = Fixtures.repository.appendingPathComponent("data")
            let session = SessionFile(url: try Fixtures.temporaryDirectory().appendingPathComponent("session.json"))
            let first = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: AppSettings.open(configDirectory: config, dataDirectory: data))
            first.window.defaultSize = (900, 640)
            first.window.present()
            first.reload()
            try waitUntil("the first window lists the feed") { first.photographers.visiblePage == .list }
            let photographer = first.photographers.photographers[4]
            first.navigate(\.photographer, photographer)
            let photo = photographer.photos[1]
            first.navigate(\.photo, photo)
            first.tabs!.select(1)
            first.split.primaryColumnWidth.userWidth = 333
            first.split.supplementaryColumnWidth.userWidth = 345
            first.split.preferredDisplayMode = .twoOverSecondary // a mode of three columns
            XCTAssertTrue(session.write(SavedSession(windows: [first.saveState()])))
            first.close()
            try waitUntilDrawn()

            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: data))
            XCTAssertEqual(settings.windowSize.width, 900, "the size a new window opens at")
            let saved = try XCTUnwrap(session.read().windows.first)
            XCTAssertEqual(saved.width, 900)
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: nil, restoring: saved)
            XCTAssertEqual(controller.window.defaultSize.width, 900, "the size is known before the first frame")
            XCTAssertEqual(controller.split.primaryColumnWidth.userWidth, 333)
            XCTAssertEqual(controller.split.supplementaryColumnWidth.userWidth, 345)
            XCTAssertEqual(controller.split.preferredDisplayMode, .twoOverSecondary)
            XCTAssertEqual(controller.tabs!.selectedIndex, 1, "the tab is chosen before the first frame")
            controller.window.present()
            controller.reload()
            var photos: PhotosViewController? { controller.photographers.navigationController!.viewControllers.last as? PhotosViewController }
            try waitUntil("the photo is back, in its photographer's photos") { controller.detail.photo == photo && photos != nil }
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
            XCTAssertEqual(photos?.photographer, photographer, "the photographers tab still holds their photos")
            XCTAssertNil(controller.bannerMessage)
        }
    }
}
