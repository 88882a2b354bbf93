import Browsing
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The search bar of each column, typed into with real keys: the list on top filtered as the
/// user types, one update a keystroke, rows that stay keeping their selection, Escape giving
/// the whole list back; each page keeping its own search.
final class SearchWindowTests: WindowTestCase {
    /// Types `key` and waits until `list` is filtered by `text`; how many updates that took.
    private func typeKey(
        _ key: String, into list: any SearchableList, reaching text: String,
        updates: () -> Int
    ) throws -> Int {
        let before = updates()
        try type(key, in: controller.window)
        try waitUntil("the list is filtered by “\(text)”") { list.search.text == text }
        try waitUntilDrawn(controller)
        return updates() - before
    }

    nonisolated func testCtrlFFiltersThePhotosAsTypedOneUpdateAKeystrokeAndEscapeGivesThemBackSelected() throws {
        try onMain {
            try open(width: 1000)
            controller.open(AppLink.photographer(name: "Amélie Laurent"))
            let list = try XCTUnwrap(controller.openPhotoLists.last)
            let all = list.photos
            let chosen = try XCTUnwrap(all.first { $0.title.lowercased().contains("e") })
            list.photoSections.activate(chosen)
            try waitUntil("the photo is on screen") { controller.detail.photo == chosen && controller.imageIsOnScreen }
            try click(controller.detail.picture.widget, in: controller.window)
            try press("ctrl+f", in: controller.window)
            try waitUntil("the search bar is open") { controller.header.masterSearch.bar.isSearchMode }
            XCTAssertTrue(controller.header.masterSearch.bar.entry.hasFocusWithin, "with the focus in it")
            let updates = { list.photoSections.adapter.updateCount }
            XCTAssertEqual(try typeKey("e", into: list, reaching: "e", updates: updates), 1, "one keystroke, one update")
            XCTAssertEqual(list.photos, all.filter(SearchText("e").matches))
            XCTAssertEqual(list.selectedPhoto, chosen, "the chosen photo's row stays selected")
            let word = "zzq"
            XCTAssertEqual(try typeKey("z", into: list, reaching: "ez", updates: updates), 1)
            _ = try typeKey(String(word.dropFirst()), into: list, reaching: "e" + word, updates: updates)
            XCTAssertTrue(list.photos.isEmpty)
            XCTAssertEqual(list.photoSections.adapter.view.visibleChildName, "empty", "No Results Found")
            try press("Escape", in: controller.window)
            try waitUntil("Escape closes the bar and gives the whole list back") {
                !controller.header.masterSearch.bar.isSearchMode && list.photos == all
            }
            XCTAssertEqual(list.selectedPhoto, chosen, "selected again")
            XCTAssertTrue(controller.navigation.topViewController === list, "Escape closed the search, it did not go back")
        }
    }

    nonisolated func testTypingInThePhotographersListSearchesItAndEachPageKeepsItsOwnSearch() throws {
        try onMain {
            try open(width: 1000)
            let photographers = controller.photographers
            try click(controller.header.title.widget, in: controller.window) // the window takes the keys (Wayland)
            photographers.list.grabFocus()
            try waitUntil("the photographers list has the focus") { photographers.list.hasFocusWithin }
            try type("zoe", in: controller.window)
            try waitUntil("typing opened the search") { photographers.search.text == "zoe" }
            XCTAssertEqual(photographers.sections.compactMap { $0.object?.name }, ["Zoë Fairweather"], "accents and case aside")
            controller.open(AppLink.photographer(name: "Zoë Fairweather"))
            try waitUntil("her photos on top, their search empty and closed") {
                controller.navigation.topViewController is PhotosViewController && !controller.header.masterSearch.bar.isSearchMode
            }
            controller.goBack()
            try waitUntil("back at the photographers, still searched") {
                controller.header.masterSearch.bar.isSearchMode && controller.header.masterSearch.bar.text == "zoe"
            }
            XCTAssertEqual(photographers.sections.count, 1)
        }
    }

    /// Letters typed right after Find, while the field has the focus but its bar has not slid
    /// in far enough to be on screen, all reach it (GTK drops keys for a widget off screen).
    /// On Wayland the first key comes before any frame is drawn after Find; on X the key
    /// helper lets frames pass first.
    nonisolated func testLettersTypedAtOnceAfterFindAllReachTheField() throws {
        try onMain {
            try open(width: 1000)
            let photographers = controller.photographers
            try ensureKeyboardFocus(of: controller.window, clicking: controller.header.title)
            controller.perform(.find)
            XCTAssertTrue(controller.header.masterSearch.bar.entry.hasFocusWithin, "the field has the focus at once")
            try type("zoe", in: controller.window)
            try waitUntil("every letter in the field") { photographers.search.text == "zoe" }
        }
    }

    nonisolated func testThumbnailsOpenWhenASearchHidesTheirPhotographerAreOpenAgainWhenItEnds() throws {
        try onMain {
            try open(width: 1000)
            let photographers = controller.photographers
            let amelie = try XCTUnwrap(photographers.photographers.first { $0.name == "Amélie Laurent" })
            photographers.setExpanded(true, for: amelie)
            try click(controller.header.title.widget, in: controller.window)
            photographers.list.grabFocus()
            try waitUntil("the photographers list has the focus") { photographers.list.hasFocusWithin }
            try type("zoe", in: controller.window)
            try waitUntil("typing filtered the list") { photographers.sections.compactMap { $0.object?.name } == ["Zoë Fairweather"] }
            XCTAssertEqual(photographers.expanded, ["Amélie Laurent"], "her thumbnails are saved as open while her row is hidden")
            try press("Escape", in: controller.window)
            try waitUntil("Escape gives the whole list back") { photographers.sections.count == photographers.photographers.count }
            XCTAssertEqual(
                photographers.sections.filter(\.isExpanded).compactMap { $0.object?.name }, ["Amélie Laurent"],
                "her thumbnails open again, and no one else's")
        }
    }

    nonisolated func testInThreeColumnsCtrlFInThePhotosColumnSearchesItAndANarrowPhotoHasNoSearch() throws {
        try onMain {
            try open(width: 1400)
            controller.open(AppLink.photographer(name: "Émile Roux"))
            let photos = try XCTUnwrap(controller.openPhotoLists.last)
            try waitUntil("three columns, the photos beside the photographers") {
                controller.split.arrangement == .threeColumns && photos.view.isMapped
            }
            photos.list.grabFocus()
            controller.perform(.find)
            XCTAssertTrue(controller.header.photosSearch.bar.isSearchMode, "the photos column's own bar")
            XCTAssertFalse(controller.header.masterSearch.bar.isSearchMode)
            controller.header.photosSearch.bar.text = "dawn"
            try waitUntil("the photos are filtered") { photos.search.text == "dawn" }
            XCTAssertEqual(controller.photographers.photographers.count, controller.photographers.sections.count, "not the photographers")
            closeWindow()

            try open(width: 480)
            let photo = controller.model.photographers[0].photos[0]
            controller.open(photoID: photo.id)
            try waitUntil("the photo on top") { controller.navigation.topViewController === controller.detail }
            XCTAssertFalse(controller.header.masterSearch.bar.isVisible)
            XCTAssertFalse(controller.header.searchButton.isVisible)
            controller.perform(.find)
            XCTAssertFalse(controller.header.masterSearch.bar.isSearchMode, "nothing to search over the photo")
        }
    }

    nonisolated func testEnterAsksFlickrAndTheResultsAreAPageOfTheirOwnThatALinkFindsAndBackLeaves() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.restPage(1, of: 1, ids: [1, 2]).write(to: directory.appendingPathComponent("rest.page1"))
            try TestFeed.restPage(1, of: 1, ids: [10, 11, 12], title: "Lake").write(to: directory.appendingPathComponent("rest.text-lake.page1"))
            XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("requests.log").path, contents: nil))
            let server = try LoopbackServer(root: directory)
            controller = try makeWindow(
                feed: .flickrRecent, apiKey: "test-key", http: http,
                settings: nil, flickr: FlickrAddresses(rest: server.url("rest")))
            controller.window.defaultSize = (1000, 700)
            controller.window.present()
            controller.reload()
            try waitUntil("the recent photos are listed") { controller.photographers.photographers.count == 2 }
            try click(controller.header.title.widget, in: controller.window)
            try press("ctrl+f", in: controller.window)
            try type("lake", in: controller.window)
            try press("Return", in: controller.window)
            try waitUntil("the results are a page over the photographers") {
                (controller.navigation.topViewController as? SearchResultsViewController)?.photos.count == 3
            }
            let results = try XCTUnwrap(controller.navigation.topViewController as? SearchResultsViewController)
            XCTAssertEqual(results.photos.map(\.title), ["Lake 10", "Lake 11", "Lake 12"])
            XCTAssertEqual(controller.header.title.title, "“lake”")
            let log = try String(contentsOf: directory.appendingPathComponent("requests.log"), encoding: .utf8)
            XCTAssertTrue(log.contains("method=flickr.photos.search") && log.contains("text=lake") && log.contains("api_key=test-key"), log)
            results.photoSections.activate(results.photos[1])
            try waitUntil("a result is shown") { controller.detail.photo == results.photos[1] }
            controller.perform(.nextPhoto)
            try waitUntil("Next goes through the results") { controller.detail.photo == results.photos[2] }
            let depth = controller.navigation.viewControllers.count
            controller.open(.link(.search(text: "lake")))
            try waitUntilDrawn(controller)
            XCTAssertTrue(controller.navigation.topViewController === results, "the link finds the same page")
            XCTAssertEqual(controller.navigation.viewControllers.count, depth)
            controller.goBack()
            try waitUntil("Back leaves the results") { controller.navigation.topViewController === controller.photographers }
        }
    }
}
