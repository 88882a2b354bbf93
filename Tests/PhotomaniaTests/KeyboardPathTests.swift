import Foundation
import GtkKit
import PhotoFeed
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The window by keyboard alone, as a person without a pointer (or with a screen reader) uses
/// it: real keys on the display server, the focused node read after each (its role and the name
/// a screen reader says), and the trail of keys and nodes printed when one is not where it
/// should be.
final class KeyboardPathTests: WindowTestCase {
    /// Each key pressed so far, and the node it left the focus on.
    private var trail: [String] = []

    /// Presses `key`, then waits until the focus is on `expected()` (read again while waiting:
    /// a list the key opened may still be filling).
    private func press(
        _ key: String, expecting expected: @autoclosure () -> String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try press(key, in: controller.window)
        defer { trail.append("\(key) → \(focusedNode(in: controller.window))") }
        try waitUntil(
            "after \(key) the focus is on \(expected()), not \(focusedNode(in: controller.window)); the keys so far: "
                + (trail + ["\(key) → \(focusedNode(in: controller.window))"]).joined(separator: ", "),
            file: file, line: line
        ) { focusedNode(in: controller.window) == expected() }
    }

    /// Presses `key` where the focus is not known beforehand; the node it leaves the focus on
    /// joins the trail.
    private func press(_ key: String) throws {
        try press(key, in: controller.window)
        trail.append("\(key) → \(focusedNode(in: controller.window))")
    }

    private func row(_ name: String) -> String { "list item “\(name)”" }
    /// A photo's cell in a photographer's grid of photos.
    private func cell(_ photo: Photo) -> String { "button “\(photo.title)”" }
    private func button(_ button: Button) -> String { "button “\(button.accessibleLabel)”" }
    private func image(_ photo: Photo) -> String { "img “\(photo.title)”" }

    /// The second photographer and their photos in list order (by day, the headings left out).
    private func secondPhotographer() -> (photographer: Photographer, photos: [Photo]) {
        let photographer = controller.photographers.photographers[1]
        return (photographer, PhotoSection.byDay(photographer.photos, dayTitle: DayTitle.of).flatMap(\.photos))
    }

    /// Launches at `width` and waits for the focus on the first photographer, where it starts.
    private func launch(width: Int) throws {
        try open(width: width)
        try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
        try waitUntil("the focus starts on the first photographer") {
            focusedNode(in: controller.window) == row(controller.photographers.photographers[0].name)
        }
        trail = ["launch → \(focusedNode(in: controller.window))"]
    }

    /// Beside the lists (three columns, or two: the photos over the photographers): Enter on a
    /// photographer moves into the grid of their photos, on the first, Enter on a photo shows it
    /// beside with the focus kept on its cell, F6 reaches the photo, Shift+F6 the cell again,
    /// Alt+Left the photographer.
    private func walkToAPhotoBesideTheLists(width: Int) throws {
        try launch(width: width)
        let (photographer, photos) = secondPhotographer()
        try press("Down", expecting: row(photographer.name))
        try press("Return", expecting: cell(photos[0]))
        try press("Right", expecting: cell(photos[1]))
        try press("Return", expecting: cell(photos[1]))
        assertShows(photos[1])
        // F6 is for the photo, not its loading page (a slow decode under load in CI).
        try waitUntil("the image is shown") { controller.detail.state == .image }
        try press("F6", expecting: image(photos[1]))
        try press("shift+F6", expecting: cell(photos[1]))
        try press("alt+Left", expecting: row(photographer.name))
    }

    nonisolated func testFromLaunchToAPhotoAndBackInThreeColumns() throws {
        try onMain { try walkToAPhotoBesideTheLists(width: 1300) }
    }

    nonisolated func testFromLaunchToAPhotoAndBackInTwoColumns() throws {
        try onMain { try walkToAPhotoBesideTheLists(width: 900) }
    }

    /// One column: the photo goes on top with the focus, and each Back returns to the row it
    /// was opened from.
    nonisolated func testFromLaunchToAPhotoAndBackInOneColumn() throws {
        try onMain {
            try launch(width: 500)
            let (photographer, photos) = secondPhotographer()
            try press("Down", expecting: row(photographer.name))
            try press("Return", expecting: cell(photos[0]))
            try press("Right", expecting: cell(photos[1]))
            try press("Return", expecting: image(photos[1]))
            assertShows(photos[1])
            try press("alt+Left", expecting: cell(photos[1]))
            try press("alt+Left", expecting: row(photographer.name))
        }
    }

    /// Tab from a row leaves its list in one press, whatever the row holds (a strip of
    /// thumbnails, a row of the grid's cells), and Shift+Tab comes back to the row (the cell).
    nonisolated func testTabLeavesEachListInOnePress() throws {
        try onMain {
            try launch(width: 1300)
            let first = controller.photographers.photographers[0]
            let (photographer, photos) = secondPhotographer()
            let photographers = controller.photographers.list
            try press("Right", expecting: row(first.name)) // opens the first one's thumbnails
            try press("Down")
            XCTAssertEqual(photographers.focusedIndex, 1, "the strip's row has the focus: \(trail)")
            try press("Tab")
            XCTAssertFalse(photographers.hasFocusWithin, "Tab left the photographers from the strip: \(trail)")
            try press("shift+Tab")
            XCTAssertEqual(photographers.focusedIndex, 1, "Shift+Tab came back to the strip's row: \(trail)")
            try press("Down", expecting: row(photographer.name))
            try press("Tab")
            XCTAssertFalse(photographers.hasFocusWithin, "Tab left the photographers from a row: \(trail)")
            try press("shift+Tab", expecting: row(photographer.name))
            try press("Return", expecting: cell(photos[0]))
            try press("Right", expecting: cell(photos[1]))
            try press("Tab")
            let photosList = try XCTUnwrap(controller.openPhotoLists.last?.list)
            XCTAssertFalse(photosList.hasFocusWithin, "Tab left the photos: \(trail)")
            try press("shift+Tab", expecting: cell(photos[0]))
        }
    }

    /// In the grid, Right and Left go through a photographer's photos across the day headings,
    /// Home and End to the first and last photo; as a list, Down and Up do, and no heading ever
    /// has the focus.
    nonisolated func testTheArrowsPassOverTheDayHeadings() throws {
        try onMain {
            try launch(width: 900)
            let all = controller.photographers.photographers
            let index = try XCTUnwrap(
                all.firstIndex { PhotoSection.byDay($0.photos, dayTitle: DayTitle.of).count > 2 },
                "a photographer with photos on three days or more")
            let photos = PhotoSection.byDay(all[index].photos, dayTitle: DayTitle.of).flatMap(\.photos)
            for photographer in all.dropFirst().prefix(index) { try press("Down", expecting: row(photographer.name)) }
            try press("Return", expecting: cell(photos[0]))
            for photo in photos.dropFirst() { try press("Right", expecting: cell(photo)) }
            try press("Right", expecting: cell(photos.last!)) // the end: it stays
            for photo in photos.dropLast().reversed() { try press("Left", expecting: cell(photo)) }
            try press("End", expecting: cell(photos.last!))
            try press("Home", expecting: cell(photos[0]))

            controller.perform(.viewAsGrid)
            let list = try XCTUnwrap(controller.openPhotoLists.last)
            try waitUntil("a list of titles") { !list.photoSections.isGrid && list.photoSections.adapter.isComplete }
            list.list.focusChosenRow()
            try waitUntil("the first photo's row has the focus") { focusedNode(in: controller.window) == row(photos[0].title) }
            for photo in photos.dropFirst() { try press("Down", expecting: row(photo.title)) }
            try press("Down", expecting: row(photos.last!.title)) // the end: it stays
            for photo in photos.dropLast().reversed() { try press("Up", expecting: row(photo.title)) }
            try press("End", expecting: row(photos.last!.title))
            try press("Home", expecting: row(photos[0].title))
        }
    }

    /// F6 goes round the columns on screen and the header, and Shift+F6 back, in three, two and
    /// one column(s).
    nonisolated func testF6GoesRoundTheColumnsAndTheHeader() throws {
        try onMain {
            try launch(width: 1300)
            let (photographer, photos) = secondPhotographer()
            try press("Down", expecting: row(photographer.name))
            try press("Return", expecting: cell(photos[0]))
            try press("Return", expecting: cell(photos[0]))
            let header = "button “Photographers”" // the first of the tab switcher's, which leads the master's bar
            let round = [image(photos[0]), header, row(photographer.name), cell(photos[0])]
            for node in round { try press("F6", expecting: node) }
            for node in round.reversed().dropFirst() + [cell(photos[0])] { try press("shift+F6", expecting: node) }

            try resize(to: 900)
            for node in [image(photos[0]), button(controller.header.backButton), cell(photos[0])] { try press("F6", expecting: node) }
            try resize(to: 500)
            try press("Return", expecting: image(photos[0]))
            for node in [button(controller.header.backButton), image(photos[0])] { try press("F6", expecting: node) }
        }
    }
}
