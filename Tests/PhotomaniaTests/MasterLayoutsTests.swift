import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import Routing
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The master's three layouts, each run narrow and wide: the same routes reach the same
/// screens whatever the layout, and only the layout's own screens differ.
final class MasterLayoutsTests: WindowTestCase {
    private var stack: [ViewController] { controller.navigation.viewControllers }

    nonisolated func testTheTabsLayoutHasNoRecentsButton() throws {
        try onMain {
            try open(width: 1000, layout: .tabs)
            XCTAssertNotNil(controller.tabs)
            XCTAssertFalse(controller.header.recentsButton.isVisible)
            controller.perform(.showRecents)
            XCTAssertEqual(controller.tabs?.selectedIndex, 1, "the shortcut selects the Recents tab")
        }
    }

    nonisolated func testTheTabSwitcherIsInTheHeaderWhereItFitsAndABottomBarHiddenUnderAPhotoWhenNarrow() throws {
        try onMain {
            try open(width: 1400, layout: .tabs)
            let tabs = try XCTUnwrap(controller.tabs)
            let header = controller.header
            XCTAssertTrue(header.showsTabSwitcher, "a wide column, at the root: in the master's header")
            XCTAssertFalse(tabs.isSwitcherVisible, "not twice")
            XCTAssertLessThanOrEqual(header.masterBar.minimumWidth, controller.split.primary.view.width, "it fits")
            try resize(to: 1000)
            XCTAssertTrue(header.showsTabSwitcher, "a 320 px column has room for it too, icons alone")
            XCTAssertTrue(header.searchButton.isVisible, "beside Search")
            XCTAssertFalse(tabs.isSwitcherVisible)
            XCTAssertLessThanOrEqual(header.masterBar.minimumWidth, controller.split.primary.view.width, "it fits")
            try resize(to: 1400)
            let photo = controller.model.photographers[0].photos[0]
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            XCTAssertTrue(header.showsTabSwitcher, "three columns: a photographer's photos have their own column")
            XCTAssertEqual(header.photosTitle.title, photo.photographerName, "and their own header")
            try resize(to: 480)
            XCTAssertTrue(tabs.isSwitcherAtBottom, "narrow: a bar at the bottom")
            XCTAssertFalse(header.showsTabSwitcher)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertFalse(tabs.isSwitcherVisible, "hidden while the photo is on top")
            controller.goBack()
            try waitUntilDrawn(controller)
            XCTAssertTrue(tabs.isSwitcherVisible, "back on a list")
            try resize(to: 1400)
            XCTAssertFalse(tabs.isSwitcherAtBottom)
            try waitUntilDrawn(controller)
            XCTAssertTrue(header.showsTabSwitcher, "three columns: the photos back in theirs, the master at its root")
            XCTAssertFalse(tabs.isSwitcherVisible)
            controller.perform(.showRecents)
            try waitUntilDrawn(controller)
            XCTAssertTrue(header.showsTabSwitcher, "the Recents tab is a root too")
        }
    }

    /// A short window (compact height: a phone on its side) has no bar at the bottom: the tabs'
    /// switcher moves up into the header, narrow as wide; tall again, the bar comes back.
    nonisolated func testAShortWindowMovesTheBottomBarUpIntoTheHeader() throws {
        try onMain {
            try open(width: 520, layout: .tabs)
            let tabs = try XCTUnwrap(controller.tabs)
            let header = controller.header
            XCTAssertTrue(tabs.isSwitcherAtBottom && tabs.isSwitcherVisible, "narrow and tall: the bar at the bottom")
            for width in [360, 520, 1200] {
                try resize(to: width, height: 360)
                try waitUntil("\(width)×360 is short") {
                    controller.split.traitHost.traitCollection?.verticalSizeClass == .compact && !controller.split.traitHost.hasWorkAfterLayout
                }
                try waitUntilDrawn(controller)
                XCTAssertFalse(tabs.isSwitcherAtBottom, "no bar at the bottom at \(width)×360")
                XCTAssertNotEqual(header.showsTabSwitcher, tabs.isSwitcherVisible, "one switcher, at the top, at \(width)×360")
                XCTAssertTrue(header.showsTabSwitcher, "in the header at \(width)×360, icons alone")
                XCTAssertLessThanOrEqual(header.masterBar.minimumWidth, controller.split.primary.view.width, "it fits at \(width)×360")
            }
            try resize(to: 520)
            try waitUntil("tall again") {
                controller.split.traitHost.traitCollection?.verticalSizeClass == .regular && !controller.split.traitHost.hasWorkAfterLayout
            }
            try waitUntilDrawn(controller)
            XCTAssertTrue(tabs.isSwitcherAtBottom && tabs.isSwitcherVisible, "the bar is back")
            XCTAssertFalse(header.showsTabSwitcher)
        }
    }

    nonisolated func testTheStackLayoutPushesRecentsFromTheHeader() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width, layout: .stack)
                XCTAssertNil(controller.tabs)
                XCTAssertTrue(controller.header.recentsButton.isVisible)
                XCTAssertTrue(stack.first === controller.photographers)
                let photographer = controller.photographers.photographers[1]
                controller.open(.link(.photographer(name: photographer.name)))
                try waitUntilDrawn(controller)
                XCTAssertEqual((stack.last as? PhotosViewController)?.photographer, photographer)
                controller.header.recentsButton.click()
                try waitUntilDrawn(controller)
                XCTAssertTrue(controller.isShowingRecents)
                XCTAssertTrue(stack.last === controller.recents, "Recents is pushed over what was open")
                XCTAssertEqual(controller.restorationArchive["window"]?.bool(forKey: "recents"), true, "and remembered")
                let photo = photographer.photos[0]
                controller.open(.link(.photo(id: photo.id)))
                try waitUntilDrawn(controller)
                assertShows(photo)
                XCTAssertFalse(controller.isShowingRecents, "the photo's photographer replaced Recents")
                XCTAssertEqual(controller.recents.photos.first, photo)
                controller.perform(.showRecents)
                try waitUntilDrawn(controller)
                XCTAssertTrue(controller.isShowingRecents, "found again")
                closeWindow()
            }
        }
    }

    nonisolated func testTheAllPhotosLayoutListsEveryPhotoByTitle() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width, layout: .allPhotos)
                let all = try XCTUnwrap(stack.first as? AllPhotosViewController)
                let photos = controller.model.photographers.flatMap(\.photos)
                // Rows go in over several turns when a turn is slow (under a sanitizer).
                try waitUntil("every photo is listed") { all.photos.count == photos.count }
                XCTAssertEqual(Set(all.photos.map(\.id)), Set(photos.map(\.id)), "one list of every photo")
                XCTAssertEqual(all.photos, Photographer.byTitle(photos))
                XCTAssertTrue(controller.header.recentsButton.isVisible)
                all.list.activateRow(at: 3)
                try waitUntilDrawn(controller)
                assertShows(all.photos[3])
                XCTAssertEqual(controller.recents.photos.first, all.photos[3])
                controller.goBack()
                try waitUntilDrawn(controller)
                controller.perform(.showRecents)
                try waitUntilDrawn(controller)
                XCTAssertTrue(stack.last === controller.recents)
                controller.open(.screen("home", context: nil))
                try waitUntilDrawn(controller)
                XCTAssertTrue(stack.last === all, "home is the list of every photo")
                closeWindow()
            }
        }
    }

    nonisolated func testWideningWithEveryPhotoListedShowsTheFirst() throws {
        try onMain {
            try open(width: 480, layout: .allPhotos)
            let all = try XCTUnwrap(stack.first as? AllPhotosViewController)
            try resize(to: 1000)
            XCTAssertEqual(controller.detail.photo, all.photos.first, "the separate rule reads any list of photos")
        }
    }

    /// A change of layout is a route on the window: it replaces the split view's primary (the
    /// window's root of lists) with a new one around the same lists, and finds it when the
    /// master is in that layout already.
    nonisolated func testChangingTheLayoutIsARouteThatReplacesTheRootOfTheLists() throws {
        try onMain {
            try open(width: 1000)
            let photo = controller.model.photographers[1].photos[0]
            controller.open(photoID: photo.id)
            try waitUntilDrawn(controller)
            let tabs = try XCTUnwrap(controller.tabs)
            var result: RoutingResult?
            controller.switchMasterLayout(to: .stack) { result = $0 }
            let stackMaster = try XCTUnwrap(result?.get() as? NavigationController, "the route reached the new master")
            XCTAssertTrue(controller.split.primary === stackMaster, "the split view's primary replaced")
            XCTAssertNil(tabs.parent, "the tabs left")
            XCTAssertTrue(stackMaster.viewControllers.first === controller.photographers, "around the same list")
            try waitUntilDrawn(controller)
            assertShows(photo)
            controller.switchMasterLayout(to: .stack) { result = $0 }
            XCTAssertTrue(try XCTUnwrap(result?.get()) === stackMaster, "found, not built again")
            XCTAssertTrue(controller.split.primary === stackMaster)
            assertShows(photo)
        }
    }

    nonisolated func testTheLayoutIsChosenInPreferencesAndAppliesAtOnceWhereTheUserIs() throws {
        try onMain {
            for width in [1000, 480] {
                try open(width: width)
                XCTAssertNotNil(controller.tabs, "tabs by default")
                let photo = controller.model.photographers[1].photos[0]
                controller.open(photoID: photo.id)
                try waitUntilDrawn(controller)
                do { // Preferences go before the window they belong to
                    controller.perform(.preferences)
                    let preferences = try XCTUnwrap(controller.dialogs.preferences)
                    XCTAssertEqual(preferences.layoutRow.selected, 0)

                    preferences.layoutRow.selected = 2
                    XCTAssertEqual(controller.services.settings?.masterLayout, .allPhotos)
                    XCTAssertNil(controller.tabs, "applied at once")
                    XCTAssertTrue(stack.first is AllPhotosViewController)
                    try waitUntil("every photo is listed") {
                        (stack.first as? AllPhotosViewController)?.photos.count == controller.model.photographers.flatMap(\.photos).count
                    }
                    try waitUntilDrawn(controller)
                    assertShows(photo)
                    XCTAssertEqual(openPhotographer, photo.photographerName, "the photographer's photos under it, as before")

                    preferences.layoutRow.selected = 1
                    XCTAssertEqual(controller.services.settings?.masterLayout, .stack)
                    XCTAssertTrue(stack.first === controller.photographers)
                    XCTAssertTrue(controller.header.offersListButtons, "Recent Photos and Favourites from the header in this layout")
                    try waitUntil("its button shown, but not over the photo alone") { controller.header.recentsButton.isVisible == (width >= 600) }
                    try waitUntilDrawn(controller)
                    assertShows(photo)

                    preferences.layoutRow.selected = 0
                    XCTAssertNotNil(controller.tabs)
                    XCTAssertFalse(controller.header.recentsButton.isVisible)
                    try waitUntilDrawn(controller)
                    assertShows(photo)
                    controller.perform(.showRecents)
                    XCTAssertEqual(controller.tabs?.selectedIndex, 1, "the new layout's routes are the ones used")
                    preferences.window.destroy()
                    try waitUntil("Preferences are gone") { controller.dialogs.preferences == nil }
                }
                closeWindow()
            }
        }
    }

    /// The photographer whose photos are open in the master, if any.
    private var openPhotographer: String? {
        controller.split.primary.descendants.compactMap { ($0 as? PhotosViewController)?.photographer.name }.last
    }
}
