import AdaptiveGtk
import Browsing
import Foundation
import GtkKit
import Library
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Following as a person meets it: Ctrl+D on a photo follows its photographer in every
/// window, the Following tab (its link, or the header's button in one stack) lists them with
/// their newest photos and how many are not opened, a photo opened there counts down, and an
/// unfollow is said with Undo.
final class FollowingWindowTests: LibraryWindowsTestCase {
    /// Services whose key-less feeds are a loopback server's, where the sample's first
    /// photographer's feed holds `photo` and one photo more; the server, kept while in use.
    private func servicesFollowing(_ photo: Photo) throws -> (AppServices, LoopbackServer) {
        let directory = try Fixtures.temporaryDirectory()
        let feeds = directory.appendingPathComponent("feeds")
        try FileManager.default.createDirectory(at: feeds, withIntermediateDirectories: true)
        let newer = TestFeed.Entry(id: "newer-1", owner: photo.photographerName, title: "Newer", imageURL: "https://x.invalid/newer_m.jpg")
        let again = TestFeed.Entry(id: photo.id, owner: photo.photographerName, title: photo.title, imageURL: photo.imageURL.absoluteString)
        try TestFeed.publicFeed([newer, again]).write(to: feeds.appendingPathComponent("photos_public.gne.id-\(photo.photographerID)"))
        let server = try LoopbackServer(root: directory)
        let flickr = FlickrAddresses(rest: FlickrAddresses.unreachable.rest, feeds: server.url("feeds/"))
        return (try makeServices(http: http, settings: nil, flickr: flickr), server)
    }

    /// The sample's first photographer's first photo, as a window lists it.
    private func firstPhoto() throws -> Photo {
        let photos = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photographers.first?.photos
        return try XCTUnwrap(photos?.first)
    }

    nonisolated func testCtrlDFollowsThePhotographerInEveryWindowAndFollowingListsTheirNewestPhotos() throws {
        try onMain {
            let photo = try firstPhoto()
            let (services, server) = try servicesFollowing(photo)
            let first = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { first.photographers.visiblePage == .list }
            XCTAssertFalse(first.actions.isEnabled(.followPhotographer), "no photo, no photographer")
            first.choose(photo, from: [photo])
            try waitUntil("the photo is on screen") { first.detail.photo == photo && first.imageIsOnScreen }
            try click(first.detail.picture.widget, in: first.window)
            try press("ctrl+d", in: first.window)
            XCTAssertEqual(first.messages.toasts.lastToast, "Following \(photo.photographerName)")
            XCTAssertTrue(first.actions.isOn(.followPhotographer), "the menu's item is checked")
            let following = first.screens.following
            try waitUntil("their newest photos are fetched") { following.shownRows.last?.detail == "Photographer" && following.shownRows.count == 2 }
            try waitUntil("the photo not opened yet is counted") { following.shownRows.last?.unopened == 1 }
            XCTAssertEqual(following.shownRows.map(\.name), ["All Followed", photo.photographerName])

            let second = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("a window opened later lists the same") { second.screens.following.shownRows == following.shownRows }

            first.open(try AppLink.parse("photomania://following").get())
            try waitUntil("the link selects the Following tab") {
                (first.tabs?.selectedViewController as? NavigationController)?.topViewController === following && following.view.isMapped
            }
            following.list.activateRow(at: 1)
            try waitUntil("their photos open") { first.navigation.topViewController is FollowedPhotosViewController }
            let photos = try XCTUnwrap(first.navigation.topViewController as? FollowedPhotosViewController)
            try waitUntil("newest first") { photos.photos.map(\.id) == ["newer-1", photo.id] }
            XCTAssertTrue(photos.photoSections.isGrid, "a grid by day, as a photographer's photos")
            photos.photoSections.activate(photos.photos[0])
            try waitUntil("the newer photo opens") { first.detail.photo?.id == "newer-1" }
            for window in [first, second] {
                try waitUntil("opened, in every window") { window.screens.following.shownRows.last?.unopened == 0 }
            }

            following.onUnfollow?(.photographer(id: photo.photographerID)) // its row's Unfollow, or Delete
            try waitUntil("let go in every window") { second.screens.following.shownRows.isEmpty }
            XCTAssertEqual(first.messages.toasts.lastToast, "Unfollowed \(photo.photographerName)")
            first.perform(.undoUnfollow) // the toast's Undo
            try waitUntil("Undo follows again, with what it had") { second.screens.following.shownRows.last?.unopened == 0 }
            withExtendedLifetime(server) {}
        }
    }

    /// Add Source (the main menu, or the button of the empty Following page) reads what is typed
    /// as it is typed: Follow only for what can be followed, a line saying why not; Enter follows.
    nonisolated func testAddSourceFollowsTagsTypedAndSaysWhatItCannotFollow() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil, flickr: .unreachable)
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
            window.open(try AppLink.parse("photomania://following").get())
            let following = window.screens.following
            try waitUntil("the empty page") { following.view.isMapped }
            let emptyPageButton = try XCTUnwrap(following.emptyPage.actionButton)
            XCTAssertEqual(emptyPageButton.actionName, "win.add-source", "its button adds a source")
            try waitUntil("the button is on screen") { emptyPageButton.isMapped }
            try click(emptyPageButton.widget, in: window.window)
            let dialog = try XCTUnwrap(window.following.addSource)
            try waitUntil("the dialog is on screen, its field focused") { dialog.dialog.window.isActive && dialog.field.hasFocusWithin }
            XCTAssertFalse(dialog.dialog.isResponseEnabled("follow"), "nothing typed, nothing to follow")

            dialog.field.text = "example.com/photos" // pasted
            try waitUntil("what is wrong is said") { dialog.note.text.hasPrefix("“example.com/photos” is not a Flickr address.") }
            XCTAssertFalse(dialog.dialog.isResponseEnabled("follow"))
            dialog.field.text = ""
            try type("sea fog", in: dialog.dialog.window)
            try waitUntil("tags can be followed") { dialog.dialog.isResponseEnabled("follow") }
            try press("Return", in: dialog.dialog.window)
            try waitUntil("Enter follows them") { services.library.follows.isFollowed(.tags(["sea", "fog"], matchAll: true)) }
            XCTAssertEqual(window.messages.toasts.lastToast, "Following #sea #fog")
            XCTAssertNil(window.following.addSource, "the dialog closed")
            try waitUntil("listed") { following.shownRows.map(\.name) == ["All Followed", "#sea #fog"] }
            XCTAssertEqual(following.shownRows.last?.detail.hasPrefix("Tags"), true)
        }
    }

    /// A follow link goes through the router: the source followed, then the sources shown with it.
    nonisolated func testAFollowLinkFollowsAndShowsTheSources() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil, flickr: .unreachable)
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
            let link = "photomania://follow/tag/sea%2Cfog"
            window.open(.link(try AppLink.parse(link).get()))
            let following = window.screens.following
            try waitUntil("the sources are shown") {
                (window.tabs?.selectedViewController as? NavigationController)?.topViewController === following && following.view.isMapped
            }
            try waitUntil("listed, at the list's next update") { following.shownRows.map(\.name) == ["All Followed", "#sea #fog"] }
            XCTAssertEqual(window.messages.toasts.lastToast, "Following #sea #fog")
            window.open(.link(try AppLink.parse(link).get()))
            try waitUntil("a second time, it says so") { window.messages.toasts.lastToast == "Already following #sea #fog" }
            XCTAssertEqual(services.library.follows.entries.count, 1)

            following.list.selectRow(at: 1)
            XCTAssertTrue(following.list.focusChosenRow())
            try waitUntil("the source's row has the keys") { following.list.focusedIndex == 1 }
            try press("Delete", in: window.window)
            try waitUntil("Delete lets it go") { services.library.follows.entries.isEmpty }
            XCTAssertEqual(window.messages.toasts.lastToast, "Unfollowed #sea #fog")
        }
    }

    nonisolated func testInOneStackTheHeadersButtonOpensFollowing() throws {
        try onMain {
            let (services, server) = try servicesFollowing(try firstPhoto())
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            try waitUntil("the feed is listed") { window.photographers.visiblePage == .list }
            window.switchMasterLayout(to: .stack)
            try waitUntil("one stack") { window.tabs == nil && !window.master.isReplacing }
            XCTAssertTrue(window.header.followingButton.isMapped, "a header button")
            XCTAssertEqual(window.header.followingButton.accessibleLabel, "Following")
            try waitUntilDrawn(window) // the bar laid out in the new layout
            try click(window.header.followingButton.widget, in: window.window)
            try waitUntil("it pushes the list") { window.navigation.topViewController === window.screens.following }
            XCTAssertTrue(window.screens.following.view.isMapped)
            withExtendedLifetime(server) {}
        }
    }

    /// A photographer's row has a context menu, opened by a secondary click or by Menu on the
    /// focused row, that follows the photographer of that row.
    nonisolated func testAPhotographersRowMenuFollowsThem() throws {
        try onMain {
            let services = try makeServices(http: http, settings: nil, flickr: .unreachable)
            let window = try openWindow(services, feed: .url(Fixtures.sampleFeed))
            let photographers = window.photographers
            try waitUntil("the rows are built") { photographers.list.rowWidget(at: 1) != nil }
            try waitUntilDrawn(window) // the rows laid out where the pointer will find them
            let menu = try XCTUnwrap(photographers.rowMenu)
            let (first, second) = (photographers.photographers[0], photographers.photographers[1])
            XCTAssertTrue(photographers.list.focusChosenRow())
            try waitUntil("the first row has the keys") { photographers.list.focusedIndex == 0 }
            try press("Down", in: window.window)
            try waitUntil("the second row has the keys") { photographers.list.focusedIndex == 1 }
            try press("Menu", in: window.window)
            try waitUntil("Menu opens the focused row's menu, with the keys") { menu.isOpen && menu.hasKeyboardFocus }
            try chooseMenuItem("Follow \(second.name)", in: window.window)
            let source = try XCTUnwrap(second.flickrID.map { FollowedSource.photographer(id: $0) })
            try waitUntil("the photographer of that row is followed") { services.library.follows.isFollowed(source) }
            XCTAssertEqual(window.messages.toasts.lastToast, "Following \(second.name)")
            try waitUntil("the focus is back on the row") { photographers.list.focusedIndex == 1 }

            try click(try XCTUnwrap(photographers.list.rowWidget(at: 0)), in: window.window, secondary: true)
            try waitUntil("a secondary click opens the menu of the row under the pointer") { menu.isOpen }
            XCTAssertEqual(menu.shownMenu?.sections.first?.map(\.title), ["Follow \(first.name)"])
            menu.close()
            try waitUntil("closed, the keys on the row clicked") { !menu.isOpen && photographers.list.focusedIndex == 0 }
        }
    }
}
