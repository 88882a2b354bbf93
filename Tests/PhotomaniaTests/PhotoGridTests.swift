import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// A photographer's photos as a grid of square thumbnails (View as Grid): columns that follow
/// the column's width, the day headings kept, arrows that move in two dimensions, Enter that
/// opens, and the choice kept with the window.
final class PhotoGridTests: WindowTestCase {
    private func cell(_ photo: Photo) -> String { "button “\(photo.title)”" }

    /// Opens the photographer with the most photos, a grid unless asked otherwise; returns
    /// their photos by day.
    private func openGrid() throws -> (PhotosViewController, [PhotoSection]) {
        let photographer = try XCTUnwrap(controller.photographers.photographers.max { $0.photos.count < $1.photos.count })
        controller.navigate(\.photographer, photographer)
        try waitUntilDrawn(controller)
        let photos = try XCTUnwrap(controller.navigation.topViewController as? PhotosViewController)
        XCTAssertTrue(controller.actions.isEnabled(.viewAsGrid), "a list to switch")
        XCTAssertTrue(photos.photoSections.isGrid, "a photographer's photos are a grid unless asked otherwise")
        try waitUntil("the photos are a grid, their page in place") {
            photos.photoSections.isGrid && !cells(of: photos).isEmpty && photos.appearanceState == .appeared
        }
        return (photos, PhotoSection.byDay(photographer.photos, dayTitle: DayTitle.of))
    }

    /// A photographer with eight photos taken on one day and two the day before (rows of 3, 3
    /// and 2, then 2 in three columns), their pictures the sample's; the list pushed over the
    /// master as a grid, choosing a photo recorded in `chosen`.
    private func openTwoDays() throws -> (PhotosViewController, [[Photo]]) {
        let sample = controller.photographers.photographers[0].photos[0]
        func photo(_ number: Int, day: Int) -> Photo {
            Photo(
                id: "grid-\(number)", title: "Photo \(number)", subtitle: "", photographerID: "grid", photographerName: "Grid",
                imageURL: sample.imageURL, thumbnailURL: sample.thumbnailURL, taken: String(format: "2026-11-%02d 10:%02d:00", day, number))
        }
        let days = [(0..<8).map { photo($0, day: 30) }, (8..<10).map { photo($0, day: 29) }]
        let photos = PhotosViewController(photographer: Photographer(name: "Grid", photos: days.flatMap { $0 }))
        photos.onSelect = { [unowned self] in chosen = $0 }
        controller.navigation.push(photos, animated: false)
        try waitUntil("the photos are a grid") { photos.appearanceState == .appeared && cells(of: photos).count == 10 }
        XCTAssertEqual(PhotoSection.byDay(photos.photographer.photos, dayTitle: DayTitle.of).map(\.photos), days)
        return (photos, days)
    }

    private var chosen: Photo?

    /// The width of the grid's first cell on screen, 0 when none is.
    private func firstCellWidth(of photos: PhotosViewController) -> Int {
        widgets(of: gtk_button_get_type(), in: photos.list.widget).map { UnsafeMutablePointer<GtkWidget>($0) }
            .first { gtk_widget_has_css_class($0, "photo-cell") != 0 && gtk_widget_get_mapped($0) != 0 }
            .map { Int(gtk_widget_get_width($0)) } ?? 0
    }

    /// The names of the grid's cells on screen.
    private func cells(of photos: PhotosViewController) -> [String] {
        widgets(of: gtk_button_get_type(), in: photos.list.widget).compactMap { button in
            let widget = UnsafeMutablePointer<GtkWidget>(button)
            guard gtk_widget_has_css_class(widget, "photo-cell") != 0, gtk_widget_get_mapped(widget) != 0 else { return nil }
            return describe(accessible: widget)
        }
    }

    nonisolated func testTheGridsColumnsFollowTheColumnsWidthAndItsCellsAreSquare() throws {
        try onMain {
            try open(width: 480)
            let (photos, sections) = try openGrid()
            try waitUntil("the grid fills the list's width (\(photos.list.width) px) in four columns or more") {
                let grid = photos.photoSections.gridLayout
                return grid == GridLayout(width: photos.list.width - 28) && grid.columns >= 4
            }
            let wide = photos.photoSections.gridLayout
            let first = try XCTUnwrap(
                widgets(of: gtk_button_get_type(), in: photos.list.widget).map { UnsafeMutablePointer<GtkWidget>($0) }
                    .first { gtk_widget_has_css_class($0, "photo-cell") != 0 && gtk_widget_get_mapped($0) != 0 })
            try waitUntil("the cells are squares of \(wide.cellSize) px, not \(gtk_widget_get_width(first)) × \(gtk_widget_get_height(first))") {
                gtk_widget_get_width(first) == Int32(wide.cellSize) && gtk_widget_get_height(first) == Int32(wide.cellSize)
            }
            XCTAssertEqual(Array(cells(of: photos).prefix(2)), sections.flatMap(\.photos).prefix(2).map(cell), "each cell named by its photo's title")
            try waitUntil("every row is in the list") { photos.photoSections.adapter.isComplete }
            let headers = photos.photoSections.adapter.items.filter { $0.index == nil }.count
            XCTAssertEqual(headers, sections.filter { $0.title != nil }.count, "a heading for each day")
            XCTAssertEqual(
                photos.photoSections.adapter.items.count - headers,
                sections.map { wide.rows(holding: $0.photos.count) }.reduce(0, +), "the days' photos in rows of the columns")

            try resize(to: 360) // a wide grid's rows do not hold the window wide
            try waitUntil("a phone's width: three columns") {
                photos.photoSections.gridLayout.columns == 3 && photos.photoSections.gridLayout.cellSize < wide.cellSize
            }
            try resize(to: 1000)
            try waitUntil("beside the photo the column is narrower: three columns") { photos.photoSections.gridLayout.columns == 3 }
            try waitUntil("its rows follow") {
                photos.photoSections.adapter.items.count - headers == sections.map { ($0.photos.count + 2) / 3 }.reduce(0, +)
            }
        }
    }

    nonisolated func testArrowsMoveInTwoDimensionsAndEnterOpens() throws {
        try onMain {
            try open(width: 1000)
            let (photos, days) = try openTwoDays()
            XCTAssertEqual(photos.photoSections.gridLayout.columns, 3)
            try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
            photos.list.focusChosenRow()
            try waitUntil("entering the grid, the first cell has the keyboard") { focusedNode(in: controller.window) == cell(days[0][0]) }
            let moves: [(String, Photo)] = [
                ("Right", days[0][1]), ("Down", days[0][4]), ("Down", days[0][7]), ("Down", days[1][1]), ("Up", days[0][7]),
                ("Right", days[1][0]), ("Left", days[0][7]), ("Page_Up", days[0][1]), ("End", days[1][1]), ("Home", days[0][0]),
                ("Up", days[0][0]), ("Right", days[0][1])
            ]
            for (key, photo) in moves {
                try press(key, in: controller.window)
                try waitUntil("\(key) moves to \(photo.title), not \(focusedNode(in: controller.window))") {
                    focusedNode(in: controller.window) == cell(photo)
                }
            }
            try press("Return", in: controller.window)
            try waitUntil("Enter chose the photo") { chosen == days[0][1] }
        }
    }

    /// A photo clicked with the real pointer takes the keyboard focus itself, not its row: the
    /// next Right goes to the photo after it, and Return opens that one (#65's first case).
    nonisolated func testAClickedPhotoHasTheKeyboardFocus() throws {
        try onMain {
            try open(width: 1000)
            let (photos, days) = try openTwoDays()
            try waitUntilDrawn(controller) // the cells laid out where the pointer will find them
            let third = try XCTUnwrap(
                widgets(of: gtk_button_get_type(), in: photos.list.widget).map { UnsafeMutablePointer<GtkWidget>($0) }
                    .first { gtk_widget_has_css_class($0, "photo-cell") != 0 && describe(accessible: $0) == cell(days[0][2]) })
            try click(third, in: controller.window)
            try waitUntil("the click chose the third photo") { chosen == days[0][2] }
            try waitUntil("and gave it the keys, not its row") { focusedNode(in: controller.window) == cell(days[0][2]) }
            try press("Right", in: controller.window)
            try waitUntil("Right goes to the photo after it, on the next row") { focusedNode(in: controller.window) == cell(days[0][3]) }
            try press("Return", in: controller.window)
            try waitUntil("Return opens it") { chosen == days[0][3] }
        }
    }

    nonisolated func testRightToLeftTheArrowsAreMirrored() throws {
        try onMain {
            try open(width: 1000)
            let (photos, days) = try openTwoDays()
            photos.list.isRightToLeft = true
            try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
            photos.list.focusChosenRow()
            try waitUntil("the first cell") { focusedNode(in: controller.window) == cell(days[0][0]) }
            for (key, photo) in [("Left", days[0][1]), ("Left", days[0][2]), ("Right", days[0][1]), ("Down", days[0][4])] {
                try press(key, in: controller.window)
                try waitUntil("\(key) moves to \(photo.title), right to left") { focusedNode(in: controller.window) == cell(photo) }
            }
        }
    }

    /// The header's View as Grid stands over the list it switches: the master's bar beside the
    /// photo, the photos column's in three columns; pressed while a grid, and a click (or Space
    /// on it) switches.
    nonisolated func testTheHeadersToggleSwitchesTheListUnderIt() throws {
        try onMain {
            try open(width: 1000)
            let (photos, _) = try openGrid()
            let header = controller.header
            XCTAssertTrue(header.masterGridButton.isVisible && !header.photosGridButton.isVisible, "over the master, beside the photo")
            XCTAssertTrue(header.masterGridButton.isPressed, "pressed: a grid")
            try click(header.masterGridButton.widget, in: controller.window)
            try waitUntil("a click makes it a list") { !photos.photoSections.isGrid && !header.masterGridButton.isPressed }
            header.masterGridButton.grabFocus()
            try press("space", in: controller.window)
            try waitUntil("Space makes it a grid again") { photos.photoSections.isGrid && header.masterGridButton.isPressed }

            controller.goBack()
            try waitUntil("no list of photos on top, no toggle") { !header.masterGridButton.isVisible }
            try resize(to: 1300)
            controller.navigate(\.photographer, photos.photographer)
            try waitUntil("three columns: the toggle over the photos column") {
                header.photosGridButton.isVisible && !header.masterGridButton.isVisible
            }
        }
    }

    nonisolated func testBesideThePhotoAgainTheToggleIsDrawnPressedFromItsFirstFrame() throws {
        try onMain {
            try open(width: 360)
            let (photos, sections) = try openGrid()
            let all = sections.flatMap(\.photos)
            controller.choose(all[0], from: all)
            try waitUntil("the photo alone on top") { controller.navigation.topViewController === controller.detail }
            try waitUntilDrawn(controller)
            let toggle = controller.header.masterGridButton
            let drawnAs = GTK_STATE_FLAG_INSENSITIVE.rawValue | GTK_STATE_FLAG_CHECKED.rawValue
            let states = FrameSamples(of: controller.window) { toggle.isMapped ? gtk_widget_get_state_flags(toggle.widget).rawValue & drawnAs : nil }
            try resize(to: 1000)
            try waitUntilDrawn(controller)
            states.stop()
            XCTAssertTrue(controller.navigation.topViewController === photos && photos.photoSections.isGrid, "the grid beside the photo")
            XCTAssertFalse(states.values.isEmpty, "View as Grid over it")
            // A toggle turning pressed (or sensitive) on screen animates for some 11 frames.
            XCTAssertEqual(Set(states.values), [GTK_STATE_FLAG_CHECKED.rawValue], "pressed and sensitive from its first frame")
        }
    }

    /// A live update of one day is a small diff: a photo taken that day joins its row, which is
    /// rebound in place; no row is built or taken away.
    nonisolated func testALiveUpdateGoesIntoItsDayAlone() throws {
        try onMain {
            try open(width: 1000)
            let (photos, days) = try openTwoDays()
            let sections = photos.photoSections
            try waitUntil("every row is listed") { sections.adapter.isComplete }
            let rows = sections.adapter.items.count
            let splices = sections.adapter.splicesApplied
            let sample = days[0][0]
            let added = Photo(
                id: "grid-new", title: "Photo new", subtitle: "", photographerID: "grid", photographerName: "Grid",
                imageURL: sample.imageURL, thumbnailURL: sample.thumbnailURL, taken: "2026-11-29 11:00:00")
            sections.show(PhotoSection.byDay(days.flatMap { $0 } + [added], dayTitle: DayTitle.of))
            try waitUntil("the new photo has its cell") { cells(of: photos).contains(cell(added)) }
            XCTAssertEqual(sections.sections.map { $0.photos.count }, [8, 3], "into the day it was taken")
            XCTAssertEqual(sections.adapter.items.count, rows, "the day's row of two became a row of three")
            XCTAssertEqual(sections.adapter.splicesApplied - splices, 0, "no row built or taken away: that day's row rebound in place")
        }
    }

    /// Typing while a cell has the keyboard searches the grid, as it does a list.
    nonisolated func testTypingInTheGridSearchesIt() throws {
        try onMain {
            try open(width: 1000)
            let (photos, sections) = try openGrid()
            try click(controller.header.title.widget, in: controller.window) // the window takes the keys (Wayland)
            photos.list.focusChosenRow()
            let first = try XCTUnwrap(sections.first?.photos.first)
            try waitUntil("a cell has the keyboard") { focusedNode(in: controller.window) == cell(first) }
            let letters = String(first.title.lowercased().filter { $0.isASCII && $0.isLetter }.prefix(3))
            try type(letters, in: controller.window)
            try waitUntil("typing searched the grid for “\(letters)”") { photos.search.text == letters }
            XCTAssertTrue(photos.photos.contains(first))
            XCTAssertTrue(photos.photos.allSatisfy(SearchText(letters).matches))
            XCTAssertTrue(photos.photoSections.isGrid, "still a grid")
        }
    }

    nonisolated func testViewAsListComesBackAndTheChoiceIsRestoredWithTheWindow() throws {
        try onMain {
            try open(width: 1000)
            let (photos, _) = try openGrid()
            XCTAssertTrue(controller.actions.isOn(.viewAsGrid), "the menu's item is checked")
            controller.perform(.viewAsGrid)
            try waitUntil("a list of titles again") { !photos.photoSections.isGrid && cells(of: photos).isEmpty }
            XCTAssertFalse(photos.photoSections.adapter.items.contains { $0.controller is PhotoGridSectionController })
            XCTAssertFalse(controller.actions.isOn(.viewAsGrid), "the menu's item is unchecked")

            for grid in [false, true] {
                if grid { controller.perform(.viewAsGrid) }
                var state = RestorableState()
                photos.encodeRestorableState(with: &state)
                let restored = PhotosViewController(photographer: photos.photographer)
                restored.decodeRestorableState(with: state)
                XCTAssertEqual(restored.photoSections.isGrid, grid, "restored as it was left")
            }
        }
    }

    /// A grid of 600 photos by one photographer, three a day (a day to a row in three columns),
    /// their thumbnails from `server`; the grid, its rows all listed, and where each photo
    /// the grid asked the server for is in it.
    private func openManyDays(from server: ThumbnailServer) throws -> (PhotosViewController, requested: () -> Set<Int>) {
        let entries = (0..<600).map { (index: Int) -> TestFeed.Entry in
            let day: Int = index / 3
            let taken = String(format: "2025-%02d-%02d 10:%02d:00", 1 + day / 28, 1 + day % 28, index % 3)
            return TestFeed.Entry(
                id: "\(index)", owner: "Grid", title: "Photo \(index)", imageURL: server.image,
                thumbnailURL: server.thumbnail(index), taken: taken)
        }
        try open(width: 1000, feed: try TestFeed.write(entries, in: server.directory))
        let (photos, _) = try openGrid()
        try waitUntil("every row is listed", timeout: 30) { photos.photoSections.adapter.isComplete }
        // The rows are listed before the grid knows its width, a pixel high; what is on screen
        // is measured once they are laid out at the width.
        try waitUntil("the grid's cells are laid out at its width", found: { "cells \(self.firstCellWidth(of: photos)) px wide" }) {
            let layout = photos.photoSections.gridLayout
            return layout == GridLayout(width: photos.list.width - 28) && firstCellWidth(of: photos) == layout.cellSize
        }
        XCTAssertEqual(photos.photoSections.gridLayout.columns, 3, "a day to a row")
        // The place of each photo in the grid, by the index in its address; the photographer's
        // strip in the photographers list fetches its own thumbnails ahead, left out.
        let order = Dictionary(uniqueKeysWithValues: photos.photos.enumerated().map { (Int($1.id)!, $0) })
        let strip = Set(photos.photographer.photos.prefix(PhotographerSectionController.stripLength).map { Int($0.id)! })
        try server.release(strip)
        return (photos, { Set(server.requested().subtracting(strip).map { order[$0]! }) })
    }

    /// The photos of the grid's rows on screen and the working range beneath them: a day is a
    /// heading and a row of three.
    private func photosNearTheTop(of photos: PhotosViewController) throws -> Int {
        3 * (try XCTUnwrap(photos.list.visibleRange).upperBound + 1 + photos.photoSections.adapter.workingRange) / 2
    }

    /// The days beneath the screen, within the working range, have their thumbnails fetched
    /// before they are scrolled to.
    nonisolated func testTheDaysBeneathTheScreenAreFetchedAhead() throws {
        try onMain {
            let server = try ThumbnailServer()
            let (photos, requested) = try openManyDays(from: server)
            let onScreen = 3 * (try XCTUnwrap(photos.list.visibleRange).upperBound + 1) / 2
            let nearTop = try photosNearTheTop(of: photos)
            try waitUntil("the rows beneath the screen (\(onScreen + 9)..<\(nearTop)) are asked for", found: { "\(requested().sorted())" }) {
                requested().contains { $0 >= onScreen + 9 && $0 < nearTop }
            }
            XCTAssertLessThan(requested().max() ?? 0, nearTop + 3, "no further: \(requested().sorted())")
        }
    }

    /// Thumbnails come through the working range: those of the days on screen and the rows
    /// beneath, not the rest; a jump to the end asks for the end's and nothing for the days
    /// passed over, and the top's transfers still waiting for a connection are called off.
    /// The server holds each thumbnail until the list is at the end.
    nonisolated func testThumbnailsAreFetchedAheadOnlyNearTheRowsOnScreen() throws {
        try onMain {
            let server = try ThumbnailServer(holds: true)
            let (photos, requested) = try openManyDays(from: server)
            try waitUntil("the thumbnails near the top are asked for") { requested().contains { $0 < 6 } }
            let list = photos.list
            let nearTop = try photosNearTheTop(of: photos)
            XCTAssertLessThan(requested().max() ?? 0, nearTop + 3, "only the days on screen and the working range beneath: \(requested().sorted())")
            try waitUntil("the first transfers are at the server") { requested().count >= HTTPClient.Options(userAgent: "").maxConcurrentTransfers }

            list.scrollTo(list.count - 1) // straight there, as End does
            try waitUntil("the rows at the end are on screen") { (list.visibleRange?.lowerBound ?? 0) > list.count - 20 }
            try waitUntil("the working range has come to rest at the end") { photos.photoSections.adapter.workingRangeIsCurrent }
            try server.release() // the top's transfers end, and the connections go to the end's
            // The last 12 are the strip's.
            try waitUntil("the thumbnails at the end are asked for") { requested().contains { (540..<588).contains($0) } }
            XCTAssertLessThan(
                requested().filter { $0 < nearTop }.count, nearTop,
                "the top ones still waiting for a connection were called off: \(requested().sorted())")
            XCTAssertEqual(requested().filter { (nearTop + 3..<540).contains($0) }, [], "nothing for the days passed over")
        }
    }
}
