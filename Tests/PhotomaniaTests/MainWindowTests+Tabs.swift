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

// Tabs: the recents tab and the tab chosen, across collapsing, widening and a background fetch.
extension MainWindowTests {
    nonisolated func testViewedPhotosAppearInRecentsNewestFirst() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let first = try choosePhoto(0)
            let second = try choosePhoto(1)
            XCTAssertEqual(controller.recents.photos, [second, first])
            controller.tabs!.select(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
            controller.recents.list.activateRow(at: 1)
            XCTAssertEqual(controller.detail.photo, first)
            XCTAssertEqual(controller.recents.photos, [first, second])
            XCTAssertEqual(controller.recents.list.selectedIndex, 0)
        }
    }

    nonisolated func testTheSelectedTabIsKeptAcrossCollapseAndExpand() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try choosePhoto(2)
            controller.tabs!.select(1)
            try resize(to: 480)
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the detail is pushed onto the selected tab")
            try resize(to: 1000)
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
        }
    }

    nonisolated func testWideningWithRecentsOnTopShowsTheNewestRecentPhoto() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(1)
            try choosePhoto(0)
            let newest = try choosePhoto(3)
            try resize(to: 480)
            controller.goBack()
            controller.tabs!.select(1)
            try resize(to: 1000)
            XCTAssertEqual(controller.detail.photo, newest)
        }
    }

    nonisolated func testABackgroundFetchLeavesTheChosenTabAlone() throws {
        try onMain {
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: nil, fetchInterval: 0.2)
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == .list }
            controller.tabs!.select(1)
            var (fetches, loading) = (0, false)
            try waitUntil("two background fetches ran") {
                if controller.isLoading != loading {
                    loading.toggle()
                    if loading { fetches += 1 }
                }
                return fetches >= 2 && !loading
            }
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
        }
    }
}
