import AdaptiveGtk
import Browsing
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Favourites as a person meets them: S on the photo stars it, its star shows it, the
/// Favourites tab (or the header's button, Ctrl+B, the link) lists it in every window, and an
/// unstar is said with Undo.
final class FavouritesWindowTests: LibraryWindowsTestCase {
    /// The window's first photographer's photo `index`, shown.
    private func show(_ index: Int, in window: MainWindowController) throws -> Photo {
        let photos = try XCTUnwrap(window.photographers.photographers.first?.photos)
        window.choose(photos[index], from: photos)
        try waitUntil("the photo is on screen") { window.detail.photo == photos[index] && window.imageIsOnScreen }
        return photos[index]
    }

    nonisolated func testSOnThePhotoStarsItInEveryWindowAndAnUnstarCanBeUndone() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil)
            let first = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { first.photographers.visiblePage == .list }
            XCTAssertFalse(first.actions.isEnabled(.favourite), "no photo to star yet")
            let lake = try show(0, in: first)
            try click(first.detail.picture.widget, in: first.window) // the photo takes the keys
            try press("s", in: first.window)
            XCTAssertEqual(services.library.collections.favourites, [lake])
            XCTAssertEqual(first.messages.toasts.lastToast, "Added to Favourites")
            XCTAssertTrue(first.header.starButton.isPressed, "its star shows it")
            let second = try openWindow(services, feed: .url(Fixtures.sampleFeed)) // a window opened later
            try waitUntil("it lists the favourite") { second.screens.favourites.photos == [lake] }
            let dawn = try show(2, in: first)
            XCTAssertFalse(first.header.starButton.isPressed, "another photo is no favourite")
            first.perform(.favourite)
            for window in [first, second] {
                try waitUntil("the last starred first, in every window") { window.screens.favourites.photos == [dawn, lake] }
            }

            first.perform(.favourite) // unstar the photo on screen
            try waitUntil("unstarred in the other window too") { second.screens.favourites.photos == [lake] }
            XCTAssertEqual(first.messages.toasts.lastToast, "Removed from Favourites")
            first.perform(.undoUnstar) // the toast's Undo
            try waitUntil("Undo stars it again") { second.screens.favourites.photos == [dawn, lake] }
            XCTAssertTrue(first.header.starButton.isPressed)
        }
    }

    /// The Favourites tab, the link and a choice in the list; in the one-stack layouts the
    /// header's button and Ctrl+B push the list.
    nonisolated func testTheListIsReachedInEveryLayoutAndOpensAFavourite() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil)
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
            let photo = try XCTUnwrap(window.photographers.photographers.last?.photos.first)
            services.library.collections.setFavourite(photo, true)
            window.open(try AppLink.parse("photomania://favourites").get())
            try waitUntil("the link selects the Favourites tab") {
                window.tabs?.selectedViewController.view.isMapped == true
                    && (window.tabs?.selectedViewController as? NavigationController)?.topViewController === window.screens.favourites
            }
            window.screens.favourites.photoSections.activate(photo)
            try waitUntil("a favourite opens") { window.detail.photo == photo }

            window.switchMasterLayout(to: .stack)
            try waitUntil("one stack, where the user was") { window.tabs == nil && !window.master.isReplacing }
            XCTAssertTrue(window.header.favouritesButton.isMapped, "a header button")
            try click(window.header.title.widget, in: window.window) // the keys go to this window, not one closed before
            try press("ctrl+b", in: window.window)
            try waitUntil("Ctrl+B pushes the list") { window.navigation.topViewController === window.screens.favourites }
        }
    }

    /// The list is searched as the others are (Ctrl+F, then the letters typed), and shown as a
    /// grid or a list of titles.
    nonisolated func testTheListIsSearchedAndShownAsAGrid() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil)
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
            let photos = Array(window.photographers.photographers.flatMap(\.photos).prefix(6))
            photos.forEach { services.library.collections.setFavourite($0, true) }
            window.perform(.showFavourites)
            let favourites = window.screens.favourites
            try waitUntil("the Favourites tab is on screen") { favourites.view.isMapped && favourites.photos.count == photos.count }
            try click(window.detail.view.widget, in: window.window) // the keys go to this window
            try press("ctrl+f", in: window.window)
            try waitUntil("its search bar is open") { window.header.masterSearch.bar.isSearchMode }
            let letter = try XCTUnwrap(photos[0].title.lowercased().first { $0.isLetter && $0.isASCII && !photos.allSatisfy(SearchText(String($0)).matches) })
            try type(String(letter), in: window.window)
            let matching = photos.reversed().filter(SearchText(String(letter)).matches)
            try waitUntil("filtered by “\(letter)”") { favourites.photos == matching }
            try press("Escape", in: window.window)
            try waitUntil("all back") { favourites.photos.count == photos.count }

            XCTAssertTrue(window.actions.isEnabled(.viewAsGrid))
            let wasGrid = favourites.photoSections.isGrid
            window.perform(.viewAsGrid)
            XCTAssertNotEqual(favourites.photoSections.isGrid, wasGrid, "View as Grid switches it")
        }
    }
}
