import Adaptive
import AdaptiveGtk
import CGtk
import GtkKit
import PhotoFeed
@testable import PhotomaniaUI
import TestSupport
import XCTest

/// A photographer's photos as a grid of square thumbnails (View as Grid): columns that follow
/// the column's width, the day headings kept, arrows that move in two dimensions, Enter that
/// opens, and the choice kept with the window.
final class PhotoGridTests: WindowTestCase {
    private func cell(_ photo: Photo) -> String { "button “\(photo.title)”" }

    /// Opens the photographer with the most photos, as a grid; returns their photos by day.
    private func openGrid() throws -> (PhotosViewController, [PhotoSection]) {
        let photographer = try XCTUnwrap(controller.photographers.photographers.max { $0.photos.count < $1.photos.count })
        controller.navigate(\.photographer, photographer)
        settle()
        let photos = try XCTUnwrap(controller.navigation.topViewController as? PhotosViewController)
        XCTAssertTrue(controller.actions.isEnabled(.viewAsGrid), "a list to switch")
        controller.perform(.viewAsGrid)
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
            Photo(id: "grid-\(number)", title: "Photo \(number)", subtitle: "", photographerID: "grid", photographerName: "Grid",
                  imageURL: sample.imageURL, thumbnailURL: sample.thumbnailURL, taken: String(format: "2026-11-%02d 10:%02d:00", day, number))
        }
        let days = [(0..<8).map { photo($0, day: 30) }, (8..<10).map { photo($0, day: 29) }]
        let photos = PhotosViewController(photographer: Photographer(name: "Grid", photos: days.flatMap { $0 }))
        photos.onSelect = { [unowned self] in chosen = $0 }
        controller.navigation.push(photos, animated: false)
        photos.photoSections.showAsGrid(true)
        try waitUntil("the photos are a grid") { photos.appearanceState == .appeared && cells(of: photos).count == 10 }
        XCTAssertEqual(PhotoSection.byDay(photos.photographer.photos, dayTitle: DayTitle.of).map(\.photos), days)
        return (photos, days)
    }

    private var chosen: Photo?

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
            let first = try XCTUnwrap(widgets(of: gtk_button_get_type(), in: photos.list.widget).map { UnsafeMutablePointer<GtkWidget>($0) }
                .first { gtk_widget_has_css_class($0, "photo-cell") != 0 && gtk_widget_get_mapped($0) != 0 })
            try waitUntil("the cells are squares of \(wide.cellSize) px, not \(gtk_widget_get_width(first)) × \(gtk_widget_get_height(first))") {
                gtk_widget_get_width(first) == Int32(wide.cellSize) && gtk_widget_get_height(first) == Int32(wide.cellSize)
            }
            XCTAssertEqual(Array(cells(of: photos).prefix(2)), sections.flatMap(\.photos).prefix(2).map(cell), "each cell named by its photo's title")
            try waitUntil("every row is in the list") { photos.photoSections.adapter.isComplete }
            let headers = photos.photoSections.adapter.items.filter { $0.index == nil }.count
            XCTAssertEqual(headers, sections.filter { $0.title != nil }.count, "a heading for each day")
            XCTAssertEqual(photos.photoSections.adapter.items.count - headers,
                           sections.map { wide.rows(holding: $0.photos.count) }.reduce(0, +), "the days' photos in rows of the columns")

            try resize(to: 360) // a wide grid's rows do not hold the window wide
            try waitUntil("a phone's width: three columns") { photos.photoSections.gridLayout.columns == 3 && photos.photoSections.gridLayout.cellSize < wide.cellSize }
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
            try press("Right", in: controller.window)
            try waitUntil("the first cell has the keyboard") { focusedNode(in: controller.window) == cell(days[0][0]) }
            let moves: [(String, Photo)] = [
                ("Right", days[0][1]), ("Down", days[0][4]), ("Down", days[0][7]), ("Down", days[1][1]), ("Up", days[0][7]),
                ("Right", days[1][0]), ("Left", days[0][7]), ("Page_Up", days[0][1]), ("End", days[1][1]), ("Home", days[0][0]),
                ("Up", days[0][0]), ("Right", days[0][1]),
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

    nonisolated func testRightToLeftTheArrowsAreMirrored() throws {
        try onMain {
            try open(width: 1000)
            let (photos, days) = try openTwoDays()
            photos.list.isRightToLeft = true
            try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
            photos.list.focusChosenRow()
            try press("Left", in: controller.window)
            try waitUntil("the first cell") { focusedNode(in: controller.window) == cell(days[0][0]) }
            for (key, photo) in [("Left", days[0][1]), ("Left", days[0][2]), ("Right", days[0][1]), ("Down", days[0][4])] {
                try press(key, in: controller.window)
                try waitUntil("\(key) moves to \(photo.title), right to left") { focusedNode(in: controller.window) == cell(photo) }
            }
        }
    }

    nonisolated func testViewAsListComesBackAndTheChoiceIsRestoredWithTheWindow() throws {
        try onMain {
            try open(width: 1000)
            let (photos, _) = try openGrid()
            XCTAssertTrue(controller.actions.isOn(.viewAsGrid), "the menu's item is checked")
            var state = RestorableState()
            photos.encodeRestorableState(with: &state)
            let restored = PhotosViewController(photographer: photos.photographer)
            restored.decodeRestorableState(with: state)
            XCTAssertTrue(restored.photoSections.isGrid, "restored as a grid")

            controller.perform(.viewAsGrid)
            try waitUntil("a list of titles again") { !photos.photoSections.isGrid && cells(of: photos).isEmpty }
            XCTAssertFalse(photos.photoSections.adapter.items.contains { $0.controller is PhotoGridSectionController })
        }
    }
}
