import Adaptive
import AdaptiveGtk
import Browsing
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import Routing
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Every screen of the catalogue and every link form, opened in a narrow and a wide window,
/// as `--screen` and a running instance open them.
final class RoutesTests: WindowTestCase {
    private var sample: (photographer: Photographer, photo: Photo) {
        let photographer = controller.photographers.photographers[1]
        return (photographer, photographer.photos[2])
    }

    private var openPhotographer: String? {
        controller.photographers.navigationController!.viewControllers.compactMap { ($0 as? PhotosViewController)?.photographer.name }.last
    }

    // MARK: The catalogue

    nonisolated func testEveryScreenOfTheCatalogueOpensNarrowAndWide() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width)
                let (photographer, photo) = sample
                let checks: [String: (String?, () -> Void)] = [
                    "home": (
                        nil,
                        {
                            XCTAssertEqual(self.controller.tabs!.selectedIndex, 0)
                            XCTAssertTrue(self.controller.navigation.topViewController === self.controller.photographers)
                        }
                    ),
                    "photographer": (photographer.name, { XCTAssertEqual(self.openPhotographer, photographer.name) }),
                    "photographer-page": (
                        photographer.name,
                        {
                            let page = (self.controller.split.presentedViewController as? NavigationController)?.topViewController
                            XCTAssertEqual((page as? PhotosViewController)?.photographer.name, photographer.name)
                            XCTAssertEqual(page?.view.containingWindow?.isModal, true)
                            XCTAssertFalse(self.controller.openPhotoLists.contains { $0 === page }, "not one of the window's own lists")
                        }
                    ),
                    "photo": (
                        photo.id,
                        {
                            self.assertShows(photo)
                            XCTAssertEqual(self.openPhotographer, photographer.name)
                        }
                    ),
                    "recents": (nil, { XCTAssertTrue(self.controller.navigation.viewControllers.first === self.controller.recents) }),
                    "favourites": (nil, { XCTAssertTrue(self.controller.navigation.viewControllers.first === self.controller.screens.favourites) }),
                    "following": (nil, { XCTAssertTrue(self.controller.navigation.viewControllers.first === self.controller.screens.following) }),
                    "image-url": (nil, { XCTAssertTrue(self.controller.imageURLPresentation.isPresented) }),
                    "preferences": (nil, { XCTAssertTrue(self.controller.dialogs.preferences?.window.isMapped == true) }),
                    "search": (
                        "lighthouse",
                        {
                            XCTAssertEqual(self.controller.navigator.router.waitingOnInterceptors, 1, "no key: the search waits for one in Preferences")
                        }
                    )
                ]
                XCTAssertEqual(Set(checks.keys), Set(ScreenCatalogue.entries.map(\.name)), "every screen is checked")
                for entry in ScreenCatalogue.entries {
                    if entry.name == "image-url" { controller.open(.screen("photo", context: photo.id)) }
                    controller.open(.screen(entry.name, context: checks[entry.name]!.0))
                    let opensWindow = ["preferences", "search"].contains(entry.name)
                    try waitUntil("\(entry.name) at \(width) px") { !opensWindow || controller.dialogs.preferences?.window.isMapped == true }
                    try waitUntilDrawn(controller)
                    checks[entry.name]!.1()
                    controller.dialogs.preferences?.window.destroy()
                    controller.imageURLPresentation.dismiss()
                    controller.split.dismiss()
                    controller.goBack()
                    try waitUntilDrawn(controller)
                }
                closeWindow()
            }
        }
    }

    nonisolated func testAnUnknownScreenOrAMissingContextIsSaid() throws {
        try onMain {
            try open(width: 1000)
            controller.open(.screen("settings", context: nil))
            XCTAssertEqual(controller.bannerMessage, "There is no screen called “settings”; photomania --list-screens lists them.")
            controller.open(.screen("photo", context: nil))
            XCTAssertEqual(controller.bannerMessage, "The screen “photo” needs --context ID.")
        }
    }

    // MARK: Links

    nonisolated func testEachLinkFormOpensItsPlaceNarrowAndWide() throws {
        try onMain {
            for width in [480, 1000] {
                try open(width: width, apiKey: "k3y")
                let (photographer, photo) = sample
                controller.open(.link(.photo(id: photo.id)))
                try waitUntilDrawn(controller)
                assertShows(photo)
                XCTAssertEqual(openPhotographer, photographer.name, "the photo's photographer is open under it")
                controller.open(.link(.recents))
                try waitUntilDrawn(controller)
                XCTAssertEqual(controller.tabs!.selectedIndex, 1)
                controller.open(.link(.photographer(name: photographer.name)))
                try waitUntilDrawn(controller)
                XCTAssertEqual(controller.tabs!.selectedIndex, 0)
                XCTAssertTrue((controller.navigation.topViewController as? PhotosViewController)?.photographer == photographer)
                controller.open(.link(.search(text: "lighthouse")))
                try waitUntilDrawn(controller)
                let results = try XCTUnwrap(
                    controller.navigation.topViewController as? SearchResultsViewController,
                    "with a key, the results are a page of their own")
                XCTAssertEqual(results.query, "lighthouse")
                XCTAssertEqual(controller.feed, .url(Fixtures.sampleFeed), "over the feed, which stays")
                controller.goBack()
                try waitUntilDrawn(controller)
                XCTAssertTrue(controller.navigation.topViewController === controller.photographers, "Back to the photographers")
                closeWindow()
            }
        }
    }

    nonisolated func testABadLinkIsSaidAndLeavesTheWindowWhereItWas() throws {
        try onMain {
            try open(width: 480)
            let (_, photo) = sample
            controller.open(.link(.photo(id: photo.id)))
            try waitUntilDrawn(controller)
            for destination: LaunchOptions.Destination in [
                .badLink(LinkError.malformed.description), .link(.photo(id: "0")),
                .link(.photographer(name: "Nobody"))
            ] {
                controller.open(destination)
                try waitUntilDrawn(controller)
                XCTAssertNotNil(controller.bannerMessage)
                assertShows(photo)
            }
            XCTAssertEqual(controller.bannerMessage, "There is no photographer “Nobody” in this feed.")
        }
    }

    nonisolated func testASearchWithoutAKeyAsksForOneAndGoesOnWhenItIsEntered() throws {
        try onMain {
            try open(width: 1000)
            controller.open(.link(.search(text: "fox")))
            try waitUntil("Preferences opened to ask for the key") { controller.dialogs.preferences?.window.isMapped == true }
            let preferences = try XCTUnwrap(controller.dialogs.preferences)
            XCTAssertEqual(controller.navigator.router.waitingOnInterceptors, 1, "the search waits for the key")
            let focus = try XCTUnwrap(
                gtk_window_get_focus(preferences.window.pointer.assumingMemoryBound(to: GtkWindow.self)), "the keyboard is in Preferences")
            XCTAssertNotEqual(gtk_widget_is_ancestor(focus, preferences.apiKeyRow.widget), 0, "at the key row")
            preferences.apiKeyRow.text = "k3y"
            preferences.window.destroy()
            try waitUntil("the search went on") { controller.navigator.router.waitingOnInterceptors == 0 }
            XCTAssertEqual((controller.navigation.topViewController as? SearchResultsViewController)?.query, "fox")
        }
    }

    nonisolated func testASearchIsCancelledWhenNoKeyIsEntered() throws {
        try onMain {
            try open(width: 1000)
            controller.open(.link(.search(text: "fox")))
            try waitUntil("Preferences opened to ask for the key") { controller.dialogs.preferences?.window.isMapped == true }
            let preferences = try XCTUnwrap(controller.dialogs.preferences)
            preferences.window.destroy()
            try waitUntil("the search ended") { controller.navigator.router.waitingOnInterceptors == 0 }
            XCTAssertEqual(controller.bannerMessage, "Flickr search “fox” cannot be fetched without a Flickr API key: enter one in Preferences.")
            XCTAssertEqual(controller.feed, .url(Fixtures.sampleFeed))
        }
    }

    /// A window on Flickr's recent photos with settings and no key, Preferences asking for one.
    private func openFlickrWithoutKey() throws -> PreferencesWindow {
        let config = try Fixtures.temporaryDirectory()
        let settings = AppSettings.open(configDirectory: config, dataDirectory: Fixtures.repository.appendingPathComponent("data"))
        controller = try makeWindow(
            feed: .flickrRecent, http: http, settings: settings,
            flickr: .unreachable)
        controller.window.present()
        controller.reload()
        try waitUntil("Preferences opened to ask for the key") { controller.dialogs.preferences?.window.isMapped == true }
        let preferences = try XCTUnwrap(controller.dialogs.preferences)
        XCTAssertFalse(controller.isLoading, "nothing is fetched without the key")
        return preferences
    }

    nonisolated func testAFlickrFeedWithoutAKeyAtLaunchAsksForOneThenFetches() throws {
        try onMain {
            let preferences = try openFlickrWithoutKey()
            preferences.apiKeyRow.text = "k3y"
            preferences.window.destroy()
            try waitUntil("the fetch went on with the key") { controller.library.feeds.synchronizer(for: controller.feed)?.apiKey == "k3y" }
            try waitUntil("the fetch reached the (closed) server") { controller.isOffline }
            XCTAssertEqual(controller.messages.feedBanner.actionButton?.label, "Try Again", "with a key, trying again may help")
        }
    }

    nonisolated func testAFlickrFeedWithoutAKeyAtLaunchSaysWhyWhenNoneIsEntered() throws {
        try onMain {
            try openFlickrWithoutKey().window.destroy()
            try waitUntil("the error shows") { controller.photographers.visiblePage == .error }
            XCTAssertEqual(
                controller.photographers.pageMessage,
                "Flickr recent photos cannot be fetched without a Flickr API key: enter one in Preferences.")
            XCTAssertEqual(controller.photographers.errorAction, "Enter API Key…", "not a Try Again that cannot succeed")
            controller.reload()
            XCTAssertEqual(controller.dialogs.preferences?.window.isMapped, true, "the button (a retry) asks again, in Preferences")
        }
    }

    /// Links to a photo the feed has not listed yet wait for its fetch, then open, or are said
    /// to be missing; a link to what needs no listing (Recents) opens at once.
    nonisolated func testALinkGivenBeforeTheFeedIsListedOpensOnceItIs() throws {
        try onMain {
            controller = try makeWindow(feed: .url(Fixtures.sampleFeed), http: http, settings: nil)
            controller.window.present()
            let photo = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos[3]
            controller.open(.link(.photo(id: photo.id)))
            controller.open(.link(.photo(id: "404")))
            controller.open(.link(.recents))
            XCTAssertEqual(controller.tabs!.selectedIndex, 1, "Recents needs no listing")
            XCTAssertNil(controller.detail.photo, "the photo waits for the feed")
            XCTAssertNil(controller.bannerMessage, "nothing is said missing before the feed is fetched")
            controller.reload()
            try waitUntil("the link was opened") { controller.detail.photo == photo }
            XCTAssertEqual(controller.bannerMessage, "There is no photo with id “404” in this feed.")
        }
    }

    /// Every routing decision goes to GLib's debug log, in the app's domain, as
    /// `G_MESSAGES_DEBUG=photomania` shows it.
    nonisolated func testEveryRoutingDecisionIsInTheDebugLog() throws {
        try onMain {
            setenv("G_MESSAGES_DEBUG", AppInfo.executable, 1)
            RoutesTests.logged = []
            let handler = g_log_set_handler(
                AppInfo.executable, G_LOG_LEVEL_DEBUG,
                { _, _, message, _ in
                    message.map { RoutesTests.logged.append(String(cString: $0)) }
                }, nil)
            defer {
                g_log_remove_handler(AppInfo.executable, handler)
                unsetenv("G_MESSAGES_DEBUG")
            }
            try open(width: 1000)
            controller.open(.link(.recents))
            controller.open(.link(.photographer(name: "Nobody")))
            XCTAssertTrue(RoutesTests.logged.contains("recents: reached"), "\(RoutesTests.logged)")
            XCTAssertTrue(RoutesTests.logged.contains { $0.hasPrefix("recents: asked for") })
            XCTAssertTrue(RoutesTests.logged.contains("recents: found"))
        }
    }

    /// What the app logged in its debug domain during a test.
    nonisolated(unsafe) private static var logged: [String] = []
}
