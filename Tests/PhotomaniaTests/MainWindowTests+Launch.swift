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

// A place asked for at launch (`--photo`, a link): opened, its photo decoded early, before or after the feed.
extension MainWindowTests {
    /// A place asked for at launch is where the window starts: it does not slide there (the
    /// feed comes late, so the window is on screen and could slide); a person's choice does.
    nonisolated func testAPlaceAskedForAtLaunchIsOpenedWithoutSliding() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.write(
                [
                    .init(id: "1", title: "Asked for", imageURL: "https://x.invalid/1.jpg"),
                    .init(id: "2", owner: "Other", title: "Other", imageURL: "https://x.invalid/2.jpg")
                ], in: directory)
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(width: 1000, feed: server.url("hold-until/released/feed.json"), waitForList: false)
            controller.open(.link(.photo(id: "1")))
            try waitUntil("the window is on screen") { controller.window.isMapped }
            try server.release("released")
            try waitUntil("the photo asked for is open") { controller.detail.photo?.id == "1" }
            XCTAssertFalse(controller.navigation.isTransitioning, "pushed at once, not sliding in")
            controller.navigation.pop(animated: false)
            // Seen in the turn it starts: a loaded machine may finish the slide before a later look.
            var slid = false
            controller.photographers.list.activateRow(at: 0)
            try waitUntil("a person's choice slides in") {
                slid = slid || controller.navigation.isTransitioning
                return slid && photosList != nil
            }
        }
    }

    /// A photo asked for while the feed that has it is fetched is on its way, not unchosen:
    /// its pane loads (no "No Photo Selected" in the meantime) until it comes, or is said to
    /// be missing, and then the prompt is back.
    nonisolated func testAPhotoAskedForBeforeTheFeedCameLoadsRatherThanPromptingForOne() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.write([.init(id: "1", title: "Asked for", imageURL: "https://x.invalid/1.jpg")], in: directory)
            // The server holds the feed until the window is up and has asked.
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(width: 1000, feed: server.url("hold-until/first/feed.json"), waitForList: false)
            XCTAssertEqual(controller.detail.state, .empty, "nothing asked for yet")
            controller.open(.link(.photo(id: "1")))
            XCTAssertEqual(controller.detail.state, .loading, "the photo asked for is on its way")
            try server.release("first")
            try waitUntil("the photo asked for is open") { controller.detail.photo?.id == "1" }
            controller.close()
            try open(width: 1000, feed: server.url("hold-until/second/feed.json"), waitForList: false)
            controller.open(.link(.photo(id: "404")))
            XCTAssertEqual(controller.detail.state, .loading)
            try server.release("second")
            try waitUntil("the missing photo is said") { controller.bannerMessage?.contains("“404”") == true }
            XCTAssertEqual(controller.detail.state, .empty, "the prompt is back once the photo is known to be missing")
            XCTAssertNil(controller.detail.photo)
        }
    }

    /// A photo asked for before its feed came is decoded as soon as the feed's page arrives,
    /// while the page is stored and listed and the way to the photo is built, not after.
    nonisolated func testAPhotoAskedForBeforeTheFeedCameIsDecodedAsItsPageArrives() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try FileManager.default.copyItem(at: Fixtures.sampleFeed, to: directory.appendingPathComponent("feed.json"))
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(width: 1000, feed: server.url("hold-until/released/feed.json"), waitForList: false)
            let askedID = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos[3].id
            controller.open(.link(.photo(id: askedID)))
            var loadingAsThePageArrived: Bool?
            let token = controller.library.feeds.observe(feed: controller.model.feed) { [controller] event in
                guard case .fetched(.success(let page)) = event, let controller, let asked = page.photos.first(where: { $0.id == askedID }) else { return }
                loadingAsThePageArrived = [asked.imageURL, asked.details.mediumImage].compactMap { $0 }.contains(where: controller.services.images.isLoading)
                XCTAssertNil(controller.detail.photo, "not open yet")
            }
            try server.release("released")
            try waitUntil("the photo asked for is open") { controller.detail.photo?.id == askedID }
            XCTAssertEqual(loadingAsThePageArrived, true, "its image was loading as its page arrived")
            withExtendedLifetime(token) {}
        }
    }

    nonisolated func testOpeningAPhotoByIdChoosesItsPhotographerAndPhoto() throws {
        try onMain {
            try open(width: 1000)
            let photographer = controller.photographers.photographers[3]
            let photo = photographer.photos[2]
            controller.open(photoID: photo.id)
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertEqual(photosList?.photographer, photographer)
            try waitUntilDrawn(controller) // its row is selected once it is in the list: a turn's rows may not reach it
            XCTAssertEqual(photosList?.selectedPhoto, photo)
            controller.open(photoID: "no-such-photo")
            XCTAssertEqual(controller.bannerMessage, "There is no photo with id “no-such-photo” in this feed.")
            XCTAssertEqual(controller.detail.photo, photo)
        }
    }

    /// `--photo` (or a link) for a photo the store has: it opens, and its image is on screen,
    /// before the first frame and the feed's answer (its server holds it); the fetch still runs.
    nonisolated func testAStoredPhotoAskedForAtLaunchIsShownBeforeTheFeedAnswers() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            let photos = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos
            try store.upsert(photos)
            let server = try LoopbackServer(root: Fixtures.sampleFeed.deletingLastPathComponent())
            controller = try makeWindow(feed: .url(server.url("hold-until/never/feed.json")), http: http, settings: nil, store: .success(store))
            if controller.startedItsFeed { controller.reload() }
            controller.open(.link(.photo(id: photos[7].id))) // as the launch does, before the window is presented
            XCTAssertEqual(controller.detail.photo, photos[7], "open before the first frame")
            controller.window.present()
            try waitUntil("the photo's image is on screen") { controller.detail.state == .image && controller.detail.picture.isMapped }
            XCTAssertTrue(controller.isLoading, "the feed's server has not answered yet")
            XCTAssertNil(controller.bannerMessage)
        }
    }

    /// The size the window's content is foretold before the first frame (which the photo is
    /// decoded at) is the one its first layout gives it, a solid frame around it taken off.
    nonisolated func testTheContentsSizeForetoldIsTheSizeItIsLaidOutAt() throws {
        try onMain {
            controller = try makeWindow(feed: .url(Fixtures.sampleFeed), http: http, settings: nil)
            let foretold = controller.split.traitHost.size
            controller.window.present()
            try waitUntil("the window is laid out") { controller.split.view.width > 0 }
            XCTAssertEqual(foretold, Size(width: controller.split.view.width, height: controller.split.view.height))
        }
    }
}
