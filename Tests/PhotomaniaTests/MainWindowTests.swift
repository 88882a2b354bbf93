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

final class MainWindowTests: GtkTestCase {
    private var controller: MainWindowController!
    private let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))

    nonisolated override func tearDown() {
        onMain {
            controller?.close()
            controller = nil
            MainLoop.drain(settle: 30)
            super.tearDown()
        }
    }

    // MARK: Helpers

    /// The window's frame (client-side decorations) around the content, in width.
    private var frame = 0

    /// Opens the window with content `width` pixels wide.
    private func open(width: Int, feed: URL = Fixtures.sampleFeed, waitForList: Bool = true, store: PhotoStore? = nil) throws {
        controller = try! makeWindow(
            feed: .url(feed), http: http, settings: nil,
            store: store.map { .success($0) })
        controller.window.defaultSize = (width, 700)
        controller.window.present()
        controller.reload()
        try waitUntil("the window is allocated") { controller.split.view.width > 0 }
        frame = controller.window.defaultSize.width - controller.split.view.width
        if waitForList { try waitUntil("the photographers are listed") { controller.photographers.visiblePage == "list" } }
        try resize(to: width)
    }

    /// Resizes the window so its content is `width` pixels wide, and waits for the layout.
    private func resize(to width: Int) throws {
        controller.window.defaultSize = (width + frame, 700)
        let sizeClass = Breakpoint.width.sizeClass(for: width, previous: controller.split.traitCollection?.horizontalSizeClass)
        let layout = SplitLayout(horizontalSizeClass: sizeClass)
        try waitUntil("the layout becomes \(layout) at \(width) px") {
            controller.split.view.width == width && controller.split.layout == layout && !controller.split.traitHost.hasWorkAfterLayout
        }
        settle(controller, for: 30)
    }

    private var photosList: PhotosViewController? {
        controller.navigation.viewControllers.compactMap { $0 as? PhotosViewController }.last
    }

    /// Activates the photographer `index` as a click would; waits until their photos are open.
    @discardableResult
    private func choosePhotographer(_ index: Int) throws -> Photographer {
        controller.photographers.list.activateRow(at: index)
        let photographer = controller.photographers.photographers[index]
        try waitUntil("\(photographer.name)'s photos are open") { photosList?.photographer.name == photographer.name }
        settle(controller) // every row of them in the list
        return photographer
    }

    /// Activates the photo `index` of the photos list on top as a click would; waits until it is
    /// shown and first in the recents (the route's last step), as a person sees it before going on.
    @discardableResult
    private func choosePhoto(_ index: Int) throws -> Photo {
        let list = try XCTUnwrap(photosList, "a photographer's photos are open")
        let photo = try XCTUnwrap(list.photos.dropFirst(index).first, "their photo \(index)")
        list.photoSections.activate(photo)
        try waitUntil("\(photo.title) is shown, and first in the recents") {
            controller.detail.photo == photo && controller.recents.photos.first == photo
        }
        return photo
    }

    // MARK: Layout

    nonisolated func testAWideWindowShowsBothPanes() throws {
        try onMain {
            try open(width: 1000)
            XCTAssertFalse(controller.split.isCollapsed)
            XCTAssertTrue(controller.split.isPrimaryColumnVisible)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertEqual(controller.detail.state, .empty)
            XCTAssertTrue(controller.header.sidebarButton.isVisible)
            XCTAssertFalse(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.header.imageURLButton.isSensitive, "no photo, no URL")
            XCTAssertEqual(controller.window.title, "Photomania")
            XCTAssertEqual(controller.tabs!.tabs.map(\.title), ["Photographers", "Recents", "Favourites"])
        }
    }

    nonisolated func testANarrowWindowShowsOnePaneAndBackAfterChoosingAPhoto() throws {
        try onMain {
            try open(width: 480)
            XCTAssertTrue(controller.split.isCollapsed)
            XCTAssertFalse(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.navigation.topViewController === controller.photographers, "with no photo chosen the master is on top")
            XCTAssertFalse(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.header.sidebarButton.isVisible)

            try choosePhotographer(0)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertTrue(controller.header.backButton.isVisible)
            XCTAssertEqual(controller.header.backButton.shownTitle, "", "narrow, only the arrow: the title keeps its room")
            XCTAssertEqual(controller.header.backButton.tooltip, "Back to Photographers (Alt+Left)", "the screen it returns to, told")

            let photo = try choosePhoto(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertTrue(controller.navigation.isShowing(controller.detail))
            XCTAssertTrue(controller.header.backButton.isVisible)
            XCTAssertFalse(controller.split.isSecondaryColumnVisible)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.detail.picture.isMapped)

            controller.header.backButton.click()
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertTrue(controller.split.goBack(), "Escape, Alt+Left and the back mouse button go back too")
            XCTAssertTrue(controller.navigation.topViewController === controller.photographers)
            XCTAssertFalse(controller.split.goBack())
        }
    }

    /// Back names the screen it returns to beside its arrow where its column has room; in a
    /// narrower master column, and collapsed, the arrow alone. In three columns the photos have
    /// a column and a header of their own, and nothing to go back from.
    nonisolated func testBackShowsItsTitleOnlyWhereThereIsRoom() throws {
        try onMain {
            try open(width: 1000)
            controller.split.primaryColumnWidth.userWidth = 420 // the divider dragged wide
            try choosePhotographer(0)
            try waitUntil("the title beside the arrow in a 420 px column") { controller.header.backButton.shownTitle == "Photographers" }
            controller.split.primaryColumnWidth.userWidth = nil
            try waitUntil("the arrow alone in a 320 px column") { controller.header.backButton.shownTitle.isEmpty }
            try resize(to: 480)
            try waitUntil("the arrow alone, collapsed") { controller.header.backButton.shownTitle.isEmpty }
            XCTAssertEqual(controller.header.backButton.tooltip, "Back to Photographers (Alt+Left)")
            try resize(to: 1400)
            try waitUntil("three columns, the photos in theirs") { controller.split.arrangement == .threeColumns && !controller.header.backButton.isVisible }
            XCTAssertEqual(controller.header.photosTitle.title, controller.model.photographers[0].name)
            XCTAssertTrue(controller.header.photosBar.isMapped)
        }
    }

    nonisolated func testInANarrowWindowAnotherPhotoCanBeChosenAfterGoingBack() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            try choosePhoto(0)
            controller.goBack()
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            let second = try choosePhoto(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the detail is pushed again")
            XCTAssertEqual(controller.detail.photo, second)
            controller.goBack()
            controller.goBack()
            try choosePhotographer(1)
            let third = try choosePhoto(0)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertEqual(controller.detail.photo, third)
        }
    }

    nonisolated func testInANarrowWindowARecentPhotoOpensOnTheRecentsTab() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            controller.tabs!.select(1)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
            controller.recents.list.activateRow(at: 0)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the detail moves to the selected tab")
            XCTAssertFalse(controller.photographers.navigationController!.viewControllers.contains { $0 === controller.detail })
            XCTAssertEqual(controller.detail.photo, photo)
            try resize(to: 1000)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.navigation.topViewController === controller.recents)
        }
    }

    nonisolated func testWideningRestoresBothPanesWithTheSamePhoto() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(2)
            let photo = try choosePhoto(3)
            try resize(to: 1000)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            XCTAssertTrue(controller.split.isPrimaryColumnVisible)
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertEqual(photosList?.selectedPhoto, photo)
            try waitUntil("the image is shown") { controller.detail.state == .image && controller.detail.picture.isMapped }
        }
    }

    nonisolated func testWideningWithThePhotosListOnTopShowsItsFirstPhoto() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(1)
            try resize(to: 1000)
            let first = photosList?.photos.first
            XCTAssertNotNil(first)
            XCTAssertEqual(controller.detail.photo, first, "the first in the list's order (the latest day's first)")
            XCTAssertEqual(photosList?.selectedPhoto, first)
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
        }
    }

    nonisolated func testNarrowingWithNoPhotoKeepsTheMasterOnTop() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try resize(to: 480)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertFalse(controller.navigation.viewControllers.contains { $0 === controller.detail })
        }
    }

    nonisolated func testNarrowingWithAPhotoKeepsThePhotoOnTop() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try resize(to: 480)
            XCTAssertTrue(controller.navigation.topViewController === controller.detail)
            XCTAssertEqual(controller.detail.photo, photo)
            XCTAssertTrue(controller.header.backButton.isVisible)
            try resize(to: 1000)
            XCTAssertTrue(controller.navigation.topViewController is PhotosViewController)
            XCTAssertEqual(controller.detail.photo, photo)
        }
    }

    nonisolated func testDraggingInsideTheBandDoesNotFlap() throws {
        try onMain {
            try open(width: 700)
            var changes = 0
            let split = controller.split
            var layout = split.layout
            let observation = split.observe { [unowned split] in
                if split.layout != layout { changes += 1 }
                layout = split.layout
            }
            defer { withExtendedLifetime(observation) {} }
            for width in [650, 620, 605, 630, 610] { try resize(to: width) }
            XCTAssertEqual(changes, 0)
            try resize(to: 590)
            XCTAssertEqual(changes, 1)
            try resize(to: 620)
            XCTAssertEqual(changes, 1)
        }
    }

    nonisolated func testTheSidebarToggles() throws {
        try onMain {
            try open(width: 1000)
            controller.header.sidebarButton.click()
            try waitUntil("the sidebar hides") { !controller.split.isPrimaryColumnVisible }
            XCTAssertTrue(controller.split.isSecondaryColumnVisible)
            controller.header.sidebarButton.click()
            try waitUntil("the sidebar shows") { controller.split.isPrimaryColumnVisible }
        }
    }

    // MARK: Tabs

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

    // MARK: State restoration

    nonisolated func testTheWindowComesBackWhereItWasLeft() throws {
        try onMain {
            let config = try Fixtures.temporaryDirectory()
            let data = Fixtures.repository.appendingPathComponent("data")
            let session = SessionFile(url: try Fixtures.temporaryDirectory().appendingPathComponent("session.json"))
            let first = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: AppSettings.open(configDirectory: config, dataDirectory: data))
            first.window.defaultSize = (900, 640)
            first.window.present()
            first.reload()
            try waitUntil("the first window lists the feed") { first.photographers.visiblePage == "list" }
            let photographer = first.photographers.photographers[4]
            first.navigate(\.photographer, photographer)
            let photo = photographer.photos[1]
            first.navigate(\.photo, photo)
            first.tabs!.select(1)
            first.split.primaryColumnWidth.userWidth = 333
            first.split.supplementaryColumnWidth.userWidth = 345
            first.split.preferredDisplayMode = .twoOverSecondary // a mode of three columns
            XCTAssertTrue(session.write(SavedSession(windows: [first.saveState()])))
            first.close()
            MainLoop.drain()

            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: data))
            XCTAssertEqual(settings.windowSize.width, 900, "the size a new window opens at")
            let saved = try XCTUnwrap(session.read().windows.first)
            XCTAssertEqual(saved.width, 900)
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: nil, restoring: saved)
            XCTAssertEqual(controller.window.defaultSize.width, 900, "the size is known before the first frame")
            XCTAssertEqual(controller.split.primaryColumnWidth.userWidth, 333)
            XCTAssertEqual(controller.split.supplementaryColumnWidth.userWidth, 345)
            XCTAssertEqual(controller.split.preferredDisplayMode, .twoOverSecondary)
            XCTAssertEqual(controller.tabs!.selectedIndex, 1, "the tab is chosen before the first frame")
            controller.window.present()
            controller.reload()
            var photos: PhotosViewController? { controller.photographers.navigationController!.viewControllers.last as? PhotosViewController }
            try waitUntil("the photo is back, in its photographer's photos") { controller.detail.photo == photo && photos != nil }
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
            XCTAssertEqual(photos?.photographer, photographer, "the photographers tab still holds their photos")
            XCTAssertNil(controller.bannerMessage)
        }
    }

    // MARK: Popover

    nonisolated func testTheURLPopoverShowsTheSelectedPhotoAndClosesWhenAnotherIsChosen() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let first = try choosePhoto(0)
            XCTAssertTrue(controller.header.imageURLButton.isSensitive)
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            XCTAssertEqual(controller.imageURLPresentation.style, .popover)
            XCTAssertEqual(controller.imageURL.url, first.imageURL.absoluteString)
            XCTAssertTrue(controller.imageURL.urlLabel.isSelectable)
            XCTAssertTrue(controller.imageURL.copyButton.isMapped)

            let second = try choosePhoto(1)
            try waitUntil("the popover closes") { !controller.imageURLPresentation.isOnScreen }
            XCTAssertFalse(controller.imageURLPresentation.isPresented)
            XCTAssertEqual(controller.imageURL.url, second.imageURL.absoluteString)
        }
    }

    /// The URL popover is as large as its content asks (`preferredContentSize`), follows it
    /// while shown, and stays a popover in a narrow window, as the article's "no adaptation".
    nonisolated func testTheURLPopoverTakesItsContentsSizeAndStaysAPopoverWhenNarrow() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try choosePhoto(0)
            let content = controller.imageURL
            var asked: Size { content.preferredContentSize ?? Size(width: 0, height: 0) }
            var shown: Size { Size(width: content.view.width, height: content.view.height) }
            XCTAssertNil(content.preferredContentSize, "not measured before it is shown")
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open at the size asked") { controller.imageURLPresentation.isOnScreen && shown == asked }
            XCTAssertGreaterThan(asked.width, 0)
            let before = asked
            content.url = "https://example.com/" + String(repeating: "a-long-path/", count: 12) + "photo.jpg"
            XCTAssertGreaterThan(asked.height, before.height, "a longer address wraps onto more lines")
            try waitUntil("the popover follows while shown") { shown == asked }
            controller.imageURLPresentation.dismiss()
            let whenHidden = asked
            content.url = "https://example.com/photo.jpg"
            XCTAssertEqual(asked, whenHidden, "not measured again while hidden")

            try resize(to: 480)
            // The photo on its own: Image URL is in the bar under it.
            try click(try XCTUnwrap(controller.header.photoBarButton(for: .showImageURL)).widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            XCTAssertEqual(controller.imageURLPresentation.style, .popover, "no sheet at 480 px")
            XCTAssertEqual(shown, asked)
            XCTAssertLessThan(asked.width, 480, "narrower than the window, its four buttons too")
        }
    }

    nonisolated func testCopyURLPutsTheAddressOnTheClipboard() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            controller.imageURL.copyButton.click()
            var copied: String?
            let clipboard = gtk_widget_get_clipboard(controller.window.widget)
            let box = Unmanaged.passRetained(TextBox { copied = $0 }).toOpaque()
            gdk_clipboard_read_text_async(
                clipboard, nil,
                { source, result, data in
                    let box = Unmanaged<TextBox>.fromOpaque(data!).takeRetainedValue()
                    let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
                    box.receive(text.map { String(cString: $0) } ?? "")
                    g_free(text)
                }, box)
            try waitUntil("the clipboard is read") { copied != nil }
            XCTAssertEqual(copied, photo.imageURL.absoluteString)
            XCTAssertEqual(controller.messages.toasts.lastToast, "Image URL copied", "said in a toast")
        }
    }

    // MARK: Images and feeds

    nonisolated func testAnImageShowsASpinnerThenThePicture() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try choosePhoto(0)
            XCTAssertEqual(controller.detail.state, .loading)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.picture.texture?.sourceWidth, 1024)
            // On Wayland the window may still settle its size as the photo comes: it is
            // decoded again at the size it ends up drawn at.
            try waitUntil("decoded at the size it is drawn", found: { self.controller.photoShown }) { self.isDecodedAsShown }
        }
    }

    nonisolated func testACorruptImageShowsAnErrorInTheDetail() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try Data("no image format starts like this".utf8).write(to: directory.appendingPathComponent("broken.png"))
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "Broken", imageURL: "broken.png"),
                    .init(id: "2", title: "Missing", imageURL: "missing.png")
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            try choosePhoto(0)
            try waitUntil("the error shows") { if case .failed = controller.detail.state { return true } else { return false } }
            guard case .failed(let message) = controller.detail.state else { return XCTFail("no error state") }
            XCTAssertEqual(message, "The image is not a PNG, JPEG or GIF, so it cannot be shown.")
            try choosePhoto(1)
            try waitUntil("the missing file is reported") {
                controller.detail.state == .failed(HTTPError.unreadableFile(path: directory.appendingPathComponent("missing.png").path).userMessage)
            }
            try TestFeed.copySampleImage(size: "s", to: directory, as: "missing.png")
            try choosePhoto(1)
            try waitUntil("choosing it again retries, and the image is there now") { controller.detail.state == .image }
        }
    }

    nonisolated func testALateImageNeverReplacesANewerSelection() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.copySampleImage(size: "m", to: directory, as: "slow.png")
            try TestFeed.copySampleImage(size: "s", to: directory, as: "fast.png")
            let server = try LoopbackServer(root: directory)
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "A slow one", imageURL: server.url("delay/1500/slow.png").absoluteString),
                    .init(id: "2", title: "B fast one", imageURL: server.url("fast.png").absoluteString)
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            try choosePhoto(0)
            let fast = try choosePhoto(1)
            try waitUntil("the fast image is shown") { controller.detail.state == .image }
            XCTAssertEqual(controller.detail.picture.texture?.pixelWidth, 240)
            assertNever(for: 2, "the slow 500 px image (served after 1.5 s) replaced the newer choice") {
                controller.detail.photo != fast || controller.detail.picture.texture?.pixelWidth != 240
            }
            withExtendedLifetime(server) {}
        }
    }

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
            try open(width: 1000, feed: server.url("delay/300/feed.json"), waitForList: false)
            controller.open(.link(.photo(id: "1")))
            try waitUntil("the window is on screen") { controller.window.isMapped }
            try waitUntil("the photo asked for is open") { controller.detail.photo?.id == "1" }
            XCTAssertFalse(controller.navigation.isTransitioning, "pushed at once, not sliding in")
            controller.navigation.pop(animated: false)
            try choosePhotographer(0)
            XCTAssertTrue(controller.navigation.isTransitioning, "a person's choice slides")
        }
    }

    /// A photo asked for while the feed that has it is fetched is on its way, not unchosen:
    /// its pane loads (no "No Photo Selected" in the meantime) until it comes, or is said to
    /// be missing, and then the prompt is back.
    nonisolated func testAPhotoAskedForBeforeTheFeedCameLoadsRatherThanPromptingForOne() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.write([.init(id: "1", title: "Asked for", imageURL: "https://x.invalid/1.jpg")], in: directory)
            // Long enough a fetch that the window is up and asks while it runs, on a slow machine too.
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(width: 1000, feed: server.url("delay/2500/feed.json"), waitForList: false)
            XCTAssertEqual(controller.detail.state, .empty, "nothing asked for yet")
            controller.open(.link(.photo(id: "1")))
            XCTAssertEqual(controller.detail.state, .loading, "the photo asked for is on its way")
            try waitUntil("the photo asked for is open") { controller.detail.photo?.id == "1" }
            controller.close()
            try open(width: 1000, feed: server.url("delay/2500/feed.json"), waitForList: false)
            controller.open(.link(.photo(id: "404")))
            XCTAssertEqual(controller.detail.state, .loading)
            try waitUntil("the missing photo is said") { controller.bannerMessage?.contains("“404”") == true }
            XCTAssertEqual(controller.detail.state, .empty, "the prompt is back once the photo is known to be missing")
            XCTAssertNil(controller.detail.photo)
        }
    }

    /// A photo asked for before its feed came is decoded as soon as the feed's page arrives,
    /// while the page is stored and listed and the way to the photo is built, not after.
    nonisolated func testAPhotoAskedForBeforeTheFeedCameIsDecodedAsItsPageArrives() throws {
        try onMain {
            let server = try LoopbackServer(root: Fixtures.sampleFeed.deletingLastPathComponent())
            defer { withExtendedLifetime(server) {} }
            try open(width: 1000, feed: server.url("delay/300/feed.json"), waitForList: false)
            let askedID = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos[3].id
            controller.open(.link(.photo(id: askedID)))
            var loadingAsThePageArrived: Bool?
            let token = controller.library.observe { [controller] event in
                guard case .fetched(_, .success(let page)) = event, let controller, let asked = page.photos.first(where: { $0.id == askedID }) else { return }
                loadingAsThePageArrived = [asked.imageURL, asked.details.mediumImage].compactMap { $0 }.contains(where: controller.library.images.isLoading)
                XCTAssertNil(controller.detail.photo, "not open yet")
            }
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
            settle(controller) // its row is selected once it is in the list: a turn's rows may not reach it
            XCTAssertEqual(photosList?.selectedPhoto, photo)
            controller.open(photoID: "no-such-photo")
            XCTAssertEqual(controller.bannerMessage, "There is no photo with id “no-such-photo” in this feed.")
            XCTAssertEqual(controller.detail.photo, photo)
        }
    }

    nonisolated func testAFeedThatFailsShowsWhyAndCanBeRetried() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("status/500"), waitForList: false)
            try waitUntil("the error page shows") { controller.photographers.visiblePage == "error" }
            XCTAssertEqual(controller.photographers.pageMessage, HTTPError.status(500).userMessage)
            XCTAssertTrue(controller.header.refreshButton.isSensitive)
            controller.reload()
            XCTAssertTrue(controller.isLoading)
            try waitUntil("the retry finishes") { !controller.isLoading }
            XCTAssertEqual(controller.photographers.visiblePage, "error")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAFeedWithNoPhotosSaysSoWithItsNameAndCanBeRefreshed() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.write([], in: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, feed: feed, waitForList: false, store: store)
            try waitUntil("the empty page shows") { controller.photographers.visiblePage == "empty" }
            XCTAssertEqual(controller.photographers.pageMessage, "“\(feed.path)” has no photos yet.")
            try TestFeed.write([.init(id: "1", title: "First", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("Refresh lists what came since") { controller.photographers.visiblePage == "list" }
            XCTAssertEqual(controller.model.photographers.flatMap(\.photos).map(\.id), ["1"])
        }
    }

    nonisolated func testEntriesThatCouldNotBeReadAreCounted() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let unreadable = (1...3).map { TestFeed.Entry(id: "bad\($0)", title: "No image", imageURL: "ftp://x.invalid/\($0).jpg") }
            let feed = try TestFeed.write(unreadable, in: directory)
            try open(width: 1000, feed: feed, waitForList: false)
            try waitUntil("the empty page shows") { controller.photographers.visiblePage == "empty" }
            XCTAssertEqual(controller.photographers.pageMessage, "“\(feed.path)” has no photos yet. 3 photos could not be read.")
            try TestFeed.write(unreadable.prefix(1) + [.init(id: "1", title: "Fine", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("the readable photo is listed") { controller.photographers.visiblePage == "list" }
            XCTAssertEqual(controller.model.photographers.flatMap(\.photos).map(\.id), ["1"])
            let note = try XCTUnwrap(controller.photographers.pages.note, "what was left out is said under the list")
            XCTAssertEqual(note.text, "1 photo could not be read.")
            XCTAssertTrue(note.details.hasPrefix("photo bad1: "), note.details)
            try TestFeed.write([.init(id: "1", title: "Fine", imageURL: "https://x.invalid/1.jpg")], in: directory)
            controller.reload()
            try waitUntil("a feed read whole takes the note away") { controller.photographers.pages.note == nil }
        }
    }

    nonisolated func testADamagedStoreIsSaidUntilTheUserActsAndCanBeStartedAfresh() throws {
        try onMain {
            let path = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
            try BrokenStorage.writeRandomBytes(to: path)
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http, settings: nil,
                store: PhotoStore.open(path: path))
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == "list" }
            MainLoop.drain(settle: 30)
            let message = try XCTUnwrap(controller.storeMessage, "the problem is still said after the feed loaded")
            XCTAssertTrue(message.hasPrefix("The photo database is damaged"), message)
            let fix = try XCTUnwrap(controller.messages.storeBanner.actionButton)
            XCTAssertTrue(fix.isVisible)
            let photo = controller.model.photographers[0].photos[0]
            controller.open(photoID: photo.id)
            fix.click()
            XCTAssertNil(controller.storeMessage)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            XCTAssertTrue(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("photos.sqlite.damaged-") },
                "the damaged file is kept next to the new one")
            let fresh = try PhotoStore(path: path)
            XCTAssertEqual(try fresh.count(), controller.model.photographers.flatMap(\.photos).count, "what was on screen is kept from now on")
            XCTAssertEqual(try fresh.recents().photos.first, photo)
        }
    }

    nonisolated func testAStoreThatCannotBeWrittenSaysWhatWillNotBeKept() throws {
        try onMain {
            let (folder, release) = try BrokenStorage.readOnlyFolder()
            defer { release() }
            try open(width: 1000, store: nil)
            controller.close()
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http, settings: nil,
                store: PhotoStore.open(path: folder.appendingPathComponent("photos.sqlite").path))
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == "list" }
            XCTAssertEqual(controller.storeMessage?.contains("will not be kept after you quit"), true)
            XCTAssertEqual(controller.messages.storeBanner.actionButton?.isVisible, false, "no fix the app can do")
        }
    }

    nonisolated func testAMalformedFeedSaysSo() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = directory.appendingPathComponent("feed.json")
            try Data(#"{"stat": "fail", "code": 100, "message": "Invalid API Key"}"#.utf8).write(to: feed)
            try open(width: 1000, feed: feed, waitForList: false)
            try waitUntil("the error page shows") { controller.photographers.visiblePage == "error" }
            XCTAssertTrue(controller.photographers.pageMessage.contains("Invalid API Key"))
        }
    }
}

private final class TextBox {
    let receive: (String) -> Void
    init(_ receive: @escaping (String) -> Void) { self.receive = receive }
}

extension MainWindowTests {
    nonisolated func testAMemoryWarningDropsAHiddenImageAndShowingItReloads() throws {
        try onMain {
            try open(width: 480)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            controller.goBack()
            try waitUntil("the detail is gone") { controller.detail.appearanceState == .disappeared }
            controller.split.receiveMemoryWarning()
            XCTAssertNil(controller.detail.picture.texture, "the decoded image is dropped")
            XCTAssertEqual(controller.detail.photo, photo, "the photo stays chosen (and is what a restart restores)")
            try choosePhoto(0)
            try waitUntil("the image is back") {
                controller.detail.state == .image && controller.detail.photo == photo && controller.detail.picture.texture != nil
            }
        }
    }
}

extension MainWindowTests {
    nonisolated func testTheAppStartsOnWhatIsStoredAndSaysInAToastItCouldNotRefresh() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            let stored = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos
            try store.upsert(stored)
            try store.recordView(of: stored[5])
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("status/503"), waitForList: false, store: store)
            XCTAssertEqual(controller.photographers.visiblePage, "list", "what was stored shows at once")
            XCTAssertEqual(controller.photographers.photographers.flatMap(\.photos).count, stored.count)
            XCTAssertEqual(controller.recents.photos, [stored[5]])
            try waitUntil("the failed refresh is reported") { controller.messages.toasts.lastToast?.hasPrefix("Could not refresh.") == true }
            XCTAssertEqual(controller.messages.toasts.lastButton?.label, "Try Again")
            XCTAssertEqual(controller.photographers.visiblePage, "list")
            XCTAssertFalse(controller.isLoading)
            g_action_group_activate_action(OpaquePointer(controller.window.pointer), "refresh", nil) // what the button activates
            XCTAssertTrue(controller.isLoading, "Try Again fetches")
            XCTAssertEqual(try store.count(), stored.count, "nothing stored was lost")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testFetchedPhotosAndViewsAreStored() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, store: store)
            try choosePhotographer(0)
            let photo = try choosePhoto(1)
            XCTAssertEqual(try store.count(), controller.photographers.photographers.flatMap(\.photos).count)
            XCTAssertEqual(controller.recents.photos, [photo], "first in the recents at once")
            try waitUntil("the view is written behind it") { (try? store.recents().photos) == [photo] }
            controller.reload()
            try waitUntil("the refresh is done") { !controller.isLoading }
            XCTAssertEqual(try store.count(), controller.photographers.photographers.flatMap(\.photos).count, "no duplicates")
            XCTAssertEqual(photosList?.selectedPhoto, photo, "a refresh that changes nothing keeps the lists as they are")
        }
    }
}

extension MainWindowTests {
    nonisolated func testHostileImagesEndInAClearMessage() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try Data(TestImages.png(width: 60_000, height: 60_000)).write(to: directory.appendingPathComponent("huge.png"))
            try Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43] + [UInt8](repeating: 0x11, count: 300)).write(to: directory.appendingPathComponent("corrupt.jpg"))
            let jpeg = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.jpg"))
            try jpeg.prefix(jpeg.count * 7 / 10).write(to: directory.appendingPathComponent("truncated.jpg"))
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            let feed = try TestFeed.write(
                [
                    .init(id: "1", title: "Huge", imageURL: server.url("huge.png").absoluteString),
                    .init(id: "2", title: "Corrupt", imageURL: server.url("corrupt.jpg").absoluteString),
                    .init(id: "3", title: "Truncated", imageURL: server.url("truncated.jpg").absoluteString)
                ], in: directory)
            try open(width: 1000, feed: feed)
            try choosePhotographer(0)
            XCTAssertEqual(photosList?.photos.map(\.title), ["Corrupt", "Huge", "Truncated"])
            try choosePhoto(2)
            try waitUntil("the truncated image is said to be damaged") { controller.detail.state.isFailed }
            XCTAssertEqual(controller.detail.state, .failed("The image is damaged: it was cut short."), "not shown half drawn")
            XCTAssertNil(controller.detail.picture.texture)
            try choosePhoto(1)
            try waitUntil("the huge image is refused") { controller.detail.state.isFailed }
            XCTAssertEqual(controller.detail.state, .failed("The image is too large to show: 60000 × 60000 pixels, more than 100 megapixels."))
            try choosePhoto(0)
            try waitUntil("the corrupt one is reported") { controller.detail.state.isFailed }
            guard case .failed(let message) = controller.detail.state else { return XCTFail() }
            XCTAssertTrue(message.hasPrefix("The image is damaged"), message)
        }
    }

    nonisolated func testAShownImageComesFromMemoryTheSecondTime() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let first = try choosePhoto(0)
            try waitUntil("the image is shown") { controller.detail.state == .image }
            let decoded = try XCTUnwrap(controller.detail.picture.texture)
            try choosePhoto(1)
            try waitUntil("the second image is shown") { controller.detail.state == .image && controller.detail.picture.texture !== decoded }
            try choosePhoto(0)
            XCTAssertEqual(controller.detail.photo, first)
            try waitUntil("the first image is back") { controller.detail.state == .image }
            XCTAssertTrue(controller.detail.picture.texture === decoded, "the same decoded texture, from memory: no new download or decode")
        }
    }
}

extension MainWindowTests {
    /// A window 1000 px wide showing the first photographer's first photo (a 1024 px image,
    /// fitted by shrinking); its zoomable image.
    private func showFirstPhotoFitted() throws -> ZoomableImage {
        try open(width: 1000)
        try choosePhotographer(0)
        try choosePhoto(0)
        try waitUntil("the image is shown") { controller.detail.state == .image && controller.detail.image.width > 0 }
        let image = controller.detail.image
        XCTAssertNil(image.zoom, "fitted at first")
        XCTAssertLessThan(image.fittedScale, 1, "a 1024 px image fits a narrower pane by shrinking")
        return image
    }

    nonisolated func testThePhotoStartsFittedAndZooms() throws {
        try onMain {
            let image = try showFirstPhotoFitted()
            let fitted = image.fittedScale
            XCTAssertTrue(image.zoom(by: 1.25))
            XCTAssertEqual(try XCTUnwrap(image.zoom), fitted * 1.25, accuracy: 0.001)
            try waitUntil("the picture grows past the viewport") { controller.detail.picture.width > image.width }
            image.zoom(by: 0.5)
            XCTAssertNil(image.zoom, "zooming out past the fit fits again")
            image.setZoom(3)
            image.fit()
            XCTAssertNil(image.zoom)
            try choosePhoto(1)
            try waitUntil("the next image is shown") { controller.detail.state == .image }
            XCTAssertNil(image.zoom, "each photo starts fitted")
        }
    }
}

extension MainWindowTests {
    /// Ctrl+1, Ctrl+2 and Ctrl+3 zoom to 100, 200 and 300 % as eog and Loupe do, in a step of
    /// 200 ms; Ctrl+0 fits again, even pressed before the last step's final frame.
    nonisolated func testCtrl1To3ZoomToTheViewersLevels() throws {
        try onMain {
            let image = try showFirstPhotoFitted()
            try click(controller.detail.picture.widget, in: controller.window) // the photo takes the keys
            // The zoom at each frame drawn: a step shows scales between the two.
            var seen: [Double?] = []
            @MainActor func sample() {
                seen.append(image.zoom)
                image.onNextFrame(sample)
            }
            sample()
            for (key, scale) in [("ctrl+1", 1.0), ("ctrl+3", 3.0), ("ctrl+2", 2.0)] {
                let from = image.zoom ?? image.fittedScale
                seen = []
                try press(key, in: controller.window)
                try waitUntil("\(key) zooms to \(Int(scale * 100)) %, not \(image.zoom.map { "\($0)" } ?? "fitted")") {
                    image.zoom.map { abs($0 - scale) < 0.001 } ?? false
                }
                let between = seen.compactMap { $0 }.filter { min(from, scale) + 0.01 < $0 && $0 < max(from, scale) - 0.01 }
                XCTAssertFalse(between.isEmpty, "\(key): a step through the scales between, not a jump: \(seen)")
            }
            try press("ctrl+0", in: controller.window)
            try waitUntil("Ctrl+0 fits again") { image.zoom == nil }
            MainLoop.drain(settle: 300)
            XCTAssertNil(image.zoom, "and stays fitted: a step under way gives way to it")
        }
    }
}

extension MainWindowTests {
    /// "Loading Photo…" appears only when a load takes a while, and only a photo that replaces
    /// it once drawn crossfades; one ready sooner (from memory, or a quick server) appears at
    /// once, with no page flashed or faded before it.
    nonisolated func testThePhotoCrossfadesOnlyFromALoadingPageThatWasSeen() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try FileManager.default.copyItem(
                at: Fixtures.directory.appendingPathComponent("images/sample.jpg"),
                to: directory.appendingPathComponent("sample.jpg"))
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try open(
                width: 1000,
                feed: try TestFeed.write(
                    [
                        .init(id: "1", title: "Quick", imageURL: server.url("sample.jpg").absoluteString),
                        .init(id: "2", title: "Slow", imageURL: server.url("delay/400/sample.jpg").absoluteString)
                    ],
                    in: directory))
            try choosePhotographer(0)
            try choosePhoto(1)
            try waitUntil("the slow photo's loading page is shown") { controller.detail.visiblePage == "loading" }
            try waitUntil("the slow photo is shown") { controller.detail.state == .image }
            XCTAssertTrue(controller.detail.isCrossfading, "the loading page was on screen for 250 ms")
            try waitUntil("the crossfade ends") { !controller.detail.isCrossfading }
            try choosePhoto(0)
            var pages: Set<String> = []
            try waitUntil("the quick photo is shown") {
                if let page = controller.detail.visiblePage { pages.insert(page) }
                return controller.detail.state == .image
            }
            XCTAssertFalse(pages.contains("loading"), "a photo served at once never shows “Loading Photo…”")
            XCTAssertFalse(controller.detail.isCrossfading)
            try choosePhoto(1)
            try waitUntil("the slow photo is back, from memory") { controller.detail.state == .image }
            XCTAssertFalse(controller.detail.isCrossfading, "ready before a frame: no fade from a page nobody saw")
        }
    }

    /// Opens a window `windowWidth` wide on a feed of one `width` × `height` JPEG served over
    /// loopback, and chooses it; the server lives as long as what is returned.
    private func openOnLargePhoto(width: Int, height: Int, windowWidth: Int) throws -> LoopbackServer {
        let directory = try Fixtures.temporaryDirectory()
        try EncodedImage.jpeg(width: width, height: height).write(to: directory.appendingPathComponent("large.jpg"))
        let server = try LoopbackServer(root: directory)
        try open(
            width: windowWidth, feed: try TestFeed.write([.init(id: "1", title: "Large", imageURL: server.url("large.jpg").absoluteString)], in: directory))
        try choosePhotographer(0)
        try choosePhoto(0)
        return server
    }

    /// Whether the photo shown has the pixels of its place on screen, to within 2%.
    private var isDecodedAsShown: Bool {
        let image = controller.detail.image
        let shown = PixelSize(width: image.width * image.scaleFactor, height: image.height * image.scaleFactor)
        guard let texture = controller.detail.picture.texture else { return false }
        return !PhotoViewport.needsDecoding(texture.pixelSize, of: texture.sourceSize, toFit: shown, closely: true)
    }

    /// A photo larger than its place on screen is decoded at the size shown, so it is drawn
    /// unscaled; zooming past that detail brings the full resolution in, at the same zoom, and
    /// only then.
    nonisolated func testALargePhotoIsDecodedAtTheSizeShownAndInFullOnlyWhenZoomed() throws {
        try onMain {
            let server = try openOnLargePhoto(width: 6400, height: 4800, windowWidth: 1000)
            defer { withExtendedLifetime(server) {} }
            let image = controller.detail.image
            try waitUntil("the photo is shown at the size it is drawn", found: { self.controller.photoShown }) {
                controller.detail.state == .image && isDecodedAsShown
            }
            let reduced = try XCTUnwrap(controller.detail.picture.texture)
            XCTAssertEqual([reduced.sourceWidth, reduced.sourceHeight], [6400, 4800])
            XCTAssertEqual(image.fittedScale, Double(image.width) / 6400, accuracy: 0.01, "fitted as the image's own size")
            image.setZoom(image.fittedScale)
            assertNever(for: 0.5, "at the fitted scale, nothing more is decoded") { controller.detail.picture.texture !== reduced }
            image.setZoom(1)
            try waitUntil("the full resolution replaces it") { controller.detail.picture.texture?.isReduced == false }
            XCTAssertEqual(controller.detail.picture.texture?.pixelWidth, 6400)
            XCTAssertEqual(image.zoom, 1, "at the same zoom")
        }
    }

    /// A wider window shows the photo larger: once the resize settles it is decoded again at
    /// the new size, not blurred; narrowed back, it is decoded smaller, not scaled down on
    /// every frame.
    nonisolated func testAResizedPhotoIsDecodedAgainAtItsNewSize() throws {
        try onMain {
            let server = try openOnLargePhoto(width: 3200, height: 2400, windowWidth: 700)
            defer { withExtendedLifetime(server) {} }
            try waitUntil("the photo is shown at its size", found: { self.controller.photoShown }) { controller.detail.state == .image && isDecodedAsShown }
            let narrow = try XCTUnwrap(controller.detail.picture.texture)
            try resize(to: 1400)
            try waitUntil("decoded again, larger", found: { self.controller.photoShown }) { isDecodedAsShown }
            XCTAssertGreaterThan(try XCTUnwrap(controller.detail.picture.texture).pixelWidth, narrow.pixelWidth)
            XCTAssertNil(controller.detail.image.zoom, "still fitted")
            try resize(to: 700)
            try waitUntil("decoded again, smaller", found: { self.controller.photoShown }) { isDecodedAsShown }
            XCTAssertTrue(PhotoViewport.isClose(try XCTUnwrap(controller.detail.picture.texture).pixelSize, to: narrow.pixelSize))
        }
    }
}

extension MainWindowTests {
    nonisolated func testTheBackgroundFetchPagesThroughFlickrAndTheListGrows() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            try TestFeed.restPage(1, of: 2, ids: [1, 2]).write(to: directory.appendingPathComponent("rest.page1"))
            try TestFeed.restPage(2, of: 2, ids: [2, 3, 4]).write(to: directory.appendingPathComponent("rest.page2"))
            let server = try LoopbackServer(root: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            controller = try makeWindow(
                feed: .flickrRecent, apiKey: "test-key", http: http,
                settings: nil, store: .success(store), fetchInterval: 0.3, flickrEndpoint: server.url("rest"))
            controller.window.present()
            controller.reload()
            try waitUntil("page 1 is listed") { controller.photographers.photographers.count == 2 }
            XCTAssertEqual(controller.library.synchronizer(for: controller.feed)!.nextPage, 2)
            XCTAssertNil(controller.messages.toasts.lastToast, "the first page is not news")
            try waitUntil("the background fetch adds page 2") { controller.photographers.photographers.count == 4 }
            try waitUntil("the new photos are told") { controller.messages.toasts.lastToast == "2 new photos" }
            XCTAssertEqual(try store.count(), 4, "photo 2 came twice and is stored once")
            XCTAssertEqual(controller.library.synchronizer(for: controller.feed)!.nextPage, 1, "after the last page it starts over")
        }
    }

    nonisolated func testAFlickrFeedWithoutAKeySaysHowToSetOne() throws {
        try onMain {
            controller = try! makeWindow(feed: .flickrRecent, http: http, settings: nil)
            controller.window.present()
            controller.reload()
            try waitUntil("the error shows") { controller.photographers.visiblePage == "error" }
            XCTAssertEqual(
                controller.photographers.pageMessage,
                "Flickr recent photos cannot be fetched without a Flickr API key: set FLICKR_API_KEY.")
        }
    }
}

extension MainWindowTests {
    nonisolated func testPreferencesAreStoredInSettingsAndApplyAtOnce() throws {
        try onMain {
            let config = try Fixtures.temporaryDirectory()
            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: Fixtures.repository.appendingPathComponent("data")))
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), apiKey: "k3y", http: http,
                settings: settings, flickrEndpoint: URL(string: "http://127.0.0.1:9/")!)
            controller.window.present()
            controller.perform(.preferences)
            let preferences = try XCTUnwrap(controller.dialogs.preferences)
            try waitUntil("the preferences are shown") { preferences.window.isMapped }
            XCTAssertEqual(preferences.feedChoice, .flickrPublic, "the default feed")
            XCTAssertFalse(preferences.feedTextRow.isVisible)
            preferences.feedRow.selected = FeedChoice.flickrSearch.rawValue
            XCTAssertTrue(preferences.feedTextRow.isVisible, "a search asks for its words")
            XCTAssertEqual(settings.feedSetting, "flickr:public", "not stored before it has its words")
            preferences.feedTextRow.text = "lighthouse"
            preferences.feedTextRow.apply()
            XCTAssertEqual(settings.feedSetting, "flickr:search=lighthouse")
            XCTAssertEqual(controller.feed, .flickrSearch("lighthouse"), "applied without a restart")
            preferences.intervalButton.value = 12
            XCTAssertEqual(settings.fetchInterval, 12)
            XCTAssertEqual(controller.library.synchronizer(for: controller.feed)!.interval, 720)
            preferences.cacheSizeButton.value = 50
            XCTAssertEqual(controller.detail.loader.disk.capacity, 50_000_000)
            preferences.window.destroy()
            try waitUntil("the window is gone") { controller.dialogs.preferences == nil }
        }
    }
}

extension MainWindowTests {
    /// A fetch that brings new photos is listed in one update of the list, and told in a toast
    /// counting only the new ones; a fetch that brings nothing new changes nothing.
    nonisolated func testAFetchedPageIsListedOnceAndItsNewPhotosCounted() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            try open(width: 1000, feed: feed, store: store)
            let before = controller.photographers.updates
            let newcomers = (1...3).map { TestFeed.Entry(id: "new\($0)", owner: "Newcomer", title: "New \($0)", imageURL: "https://x.invalid/\($0).jpg") }
            try TestFeed.writeSample(plus: newcomers, in: directory)
            controller.reload()
            try waitUntil("the newcomer is listed") { controller.photographers.photographers.contains { $0.name == "Newcomer" } }
            MainLoop.drain()
            XCTAssertEqual(controller.photographers.updates, before + 1, "one page, one list update")
            XCTAssertEqual(controller.photographers.photographers.first { $0.name == "Newcomer" }?.photos.count, 3)
            XCTAssertEqual(controller.messages.toasts.lastToast, "3 new photos", "the photos fetched again are not news")
            controller.reload()
            try waitUntil("the refresh is done") { !controller.isLoading }
            MainLoop.drain()
            XCTAssertEqual(controller.photographers.updates, before + 1, "nothing new, nothing listed again")
        }
    }
}

extension MainWindowTests {
    nonisolated func testTheOpenPhotosListGrowsLiveAndKeepsItsSelection() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            try open(width: 1000, feed: feed, store: try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path))
            let photographer = try choosePhotographer(0)
            let chosen = try choosePhoto(2)
            let entry = TestFeed.Entry(id: "live-1", owner: photographer.name, title: "Zzz late arrival", imageURL: "https://x.invalid/live.jpg")
            try TestFeed.writeSample(plus: [entry], in: directory)
            controller.reload() // a background fetch does the same
            let added = try XCTUnwrap(try FeedPage.decode(Data(contentsOf: feed), from: feed).photos.first { $0.id == "live-1" })
            try waitUntil("the new photo is listed") { self.photosList?.photos.contains(added) == true }
            XCTAssertEqual(photosList?.photos.count, photographer.photos.count + 1)
            XCTAssertEqual(photosList?.selectedPhoto, chosen, "the chosen photo stays selected")
            XCTAssertEqual(controller.detail.photo, chosen, "the detail keeps its photo")
        }
    }
}

extension MainWindowTests {
    /// `--photo` (or a link) for a photo the store has: it opens, and its image is on screen,
    /// before the first frame and the feed's answer (its server holds it for 5 s); the fetch
    /// still runs.
    nonisolated func testAStoredPhotoAskedForAtLaunchIsShownBeforeTheFeedAnswers() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let store = try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path)
            let photos = try FeedPage.decode(Data(contentsOf: Fixtures.sampleFeed), from: Fixtures.sampleFeed).photos
            try store.upsert(photos)
            let server = try LoopbackServer(root: Fixtures.sampleFeed.deletingLastPathComponent())
            controller = try makeWindow(feed: .url(server.url("delay/5000/feed.json")), http: http, settings: nil, store: .success(store))
            if controller.startedItsFeed { controller.reload() }
            controller.open(.link(.photo(id: photos[7].id))) // as the launch does, before the window is presented
            XCTAssertEqual(controller.detail.photo, photos[7], "open before the first frame")
            controller.window.present()
            try waitUntil("the photo's image is on screen") { controller.detail.state == .image && controller.detail.picture.isMapped }
            XCTAssertTrue(controller.isLoading, "the feed's server has not answered yet")
            XCTAssertNil(controller.bannerMessage)
        }
    }
}

extension MainWindowTests {
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

    nonisolated func testImagesAreRefusedForSizesReadAndDamageSaidAsDamage() throws {
        try onMain {
            let huge = TestImages.png(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)
            XCTAssertThrowsError(try ImageLoader.decode(Data(huge), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error as? ImageError, .tooManyPixels(width: 4_294_967_295, height: 4_294_967_295, limit: 100_000_000))
            }
            var garbage = huge
            garbage.replaceSubrange(16..<24, with: [UInt8](repeating: 0x22, count: 8))
            XCTAssertThrowsError(try ImageLoader.decode(Data(garbage), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: its header is corrupt.")
            }
            let jpeg = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.jpg"))
            XCTAssertNoThrow(try ImageLoader.decode(jpeg, maxPixels: 100_000_000))
            XCTAssertThrowsError(try ImageLoader.decode(jpeg.prefix(jpeg.count / 2), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: it was cut short.", "not shown half drawn")
            }
            let png = try Data(contentsOf: Fixtures.directory.appendingPathComponent("images/sample.png"))
            XCTAssertThrowsError(try ImageLoader.decode(png.prefix(png.count / 2), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error.userMessage, "The image is damaged: it was cut short.", "not shown half drawn")
            }
            XCTAssertThrowsError(try ImageLoader.decode(Data("II*\u{0}tiff".utf8), maxPixels: 100_000_000)) { error in
                XCTAssertEqual(error as? ImageError, .unsupported)
            }
        }
    }

    nonisolated func testABackgroundFetchLeavesTheChosenTabAlone() throws {
        try onMain {
            controller = try makeWindow(
                feed: .url(Fixtures.sampleFeed), http: http,
                settings: nil, fetchInterval: 0.2)
            controller.window.present()
            controller.reload()
            try waitUntil("the feed is listed") { controller.photographers.visiblePage == "list" }
            controller.tabs!.select(1)
            var fetches = 0
            try waitUntil("two background fetches ran") {
                if controller.isLoading {
                    fetches += 1
                    while controller.isLoading { MainLoop.drain(settle: 5) }
                }
                return fetches >= 2
            }
            XCTAssertEqual(controller.tabs!.selectedIndex, 1)
        }
    }
}

extension MainWindowTests {
    nonisolated func testThePublicFeedWithBadEscapesIsListedOverHTTP() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let body = #"""
                {"items": [{"title": "Ann\'s harbour", "link": "https://www.flickr.com/photos/ann/53412345678/",
                  "media": {"m": "https://live.staticflickr.com/65535/53412345678_abc_m.jpg"},
                  "description": "<p>It\'s cold</p>", "author": "nobody@flickr.com (\"Ann Smith\")", "author_id": "1@N1"}]}
                """#
            try Data(body.utf8).write(to: directory.appendingPathComponent("photos_public.json"))
            let server = try LoopbackServer(root: directory)
            try open(width: 1000, feed: server.url("photos_public.json"))
            XCTAssertEqual(controller.photographers.photographers.map(\.name), ["Ann Smith"])
            XCTAssertEqual(controller.photographers.photographers.first?.photos.first?.title, "Ann's harbour")
            withExtendedLifetime(server) {}
        }
    }
}

extension MainWindowTests {
    /// A strip a person opens slides in below its photographer in 200 ms, added with the same
    /// one splice; with the desktop's animations off it is all there at once.
    nonisolated func testAnOpeningStripSlidesInUnlessAnimationsAreOff() throws {
        try onMain {
            try open(width: 1000)
            let list = controller.photographers
            let desktop = try XCTUnwrap(DesktopSettings.current())
            var revealer: OpaquePointer? { widgets(of: gtk_revealer_get_type(), in: list.list.rowWidget(at: 2)).first }
            var isOnScreen: Bool { revealer.map { gtk_widget_get_mapped(UnsafeMutablePointer($0)) != 0 } == true }
            let splices = list.adapter.splicesApplied
            list.setExpanded(true, for: list.photographers[1])
            XCTAssertEqual(list.adapter.splicesApplied - splices, 1, "one splice")
            try waitUntil("the strip is on screen") { isOnScreen }
            let sliding = try XCTUnwrap(revealer)
            XCTAssertNotEqual(gtk_revealer_get_reveal_child(sliding), 0, "sliding in")
            XCTAssertEqual(gtk_revealer_get_child_revealed(sliding), 0, "not all the way in yet")
            XCTAssertEqual(gtk_revealer_get_transition_duration(sliding), 200)
            try waitUntil("in, once the slide is over") { gtk_revealer_get_child_revealed(sliding) != 0 }

            list.setExpanded(false, for: list.photographers[1])
            desktop.setAnimations(false)
            defer { desktop.setAnimations(true) }
            list.setExpanded(true, for: list.photographers[1])
            try waitUntil("the strip is on screen again") { isOnScreen }
            XCTAssertNotEqual(gtk_revealer_get_child_revealed(try XCTUnwrap(revealer)), 0, "all there at once")
        }
    }

    nonisolated func testAPhotographerRowExpandsInPlaceToItsThumbnails() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.writeSample(in: directory)
            try open(width: 1000, feed: feed, store: try PhotoStore(path: directory.appendingPathComponent("photos.sqlite").path))
            let list = controller.photographers
            let photographer = list.photographers[1]
            let count = list.list.count
            let splices = list.adapter.splicesApplied
            list.list.selectRow(at: 0)
            list.setExpanded(true, for: photographer)
            XCTAssertEqual(list.list.count, count + 1, "the strip is a row of its own")
            XCTAssertEqual(list.adapter.splicesApplied - splices, 1, "inserted with one splice, the photographer rebound in place")
            XCTAssertEqual(list.list.selectedIndex, 0, "the selection stays")
            guard case .thumbnails(let shown, _) = list.adapter.items[2].viewModel(PhotographerRow.self) else {
                return XCTFail("no strip under the photographer")
            }
            XCTAssertEqual(shown, photographer)
            try waitUntil("the strip shows every thumbnail") {
                pictures(in: list.list.rowWidget(at: 2)).filter { gtk_picture_get_paintable($0) != nil }.count
                    == min(photographer.photos.count, 12)
            }

            try TestFeed.writeSample(
                plus: [TestFeed.Entry(id: "late", owner: "Aaron Early", title: "Late", imageURL: "https://x.invalid/late.jpg")],
                in: directory)
            controller.reload()
            try waitUntil("the newcomer is listed") { list.photographers.first?.name == "Aaron Early" }
            XCTAssertTrue(list.expanded.contains(photographer.name), "the expansion survives updates")
            guard case .thumbnails = list.adapter.items[3].viewModel(PhotographerRow.self) else { return XCTFail("the strip moved with its photographer") }

            list.list.activateRow(at: 3)
            XCTAssertNil(controller.navigation.previousViewController, "a strip row does not open anything")
            list.setExpanded(false, for: photographer)
            XCTAssertEqual(list.list.count, count + 1, "the strip is gone; the newcomer remains")
        }
    }

    nonisolated func testAThumbnailOpensItsPhoto() throws {
        try onMain {
            try open(width: 1000)
            let list = controller.photographers
            let photographer = list.photographers[0]
            list.setExpanded(true, for: photographer)
            list.onSelectPhoto?(photographer, photographer.photos[2])
            XCTAssertEqual(controller.detail.photo, photographer.photos[2])
            XCTAssertEqual(photosList?.photographer, photographer)
        }
    }
}

extension MainWindowTests {
    /// As Loupe does, the two photos before and the two after the one shown are decoded ahead
    /// at the size shown, once it is on screen; Next to one of them paints it at once, with no
    /// loading page; the photos kept decoded stay within the cache's six.
    nonisolated func testTheTwoPhotosEitherSideAreDecodedAheadAndNextShowsOneAtOnce() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            let entries = try (1...7).map { index -> TestFeed.Entry in
                try TestFeed.copySampleImage(size: "l", to: directory, as: "\(index).png")
                return TestFeed.Entry(id: "\(index)", title: "Photo \(index)", imageURL: server.url("\(index).png").absoluteString)
            }
            try open(width: 1000, feed: try TestFeed.write(entries, in: directory))
            _ = try choosePhotographer(0)
            let photos = try XCTUnwrap(photosList?.photos)
            let loader = controller.detail.loader
            let decoded = { (index: Int) in loader.isDecodedAsPhoto(photos[index].imageURL) }
            try choosePhoto(3)
            try waitUntil("the two either side are decoded") { [1, 2, 4, 5].allSatisfy(decoded) }
            XCTAssertFalse(decoded(0) || decoded(6), "not three places away")
            XCTAssertTrue(controller.step(1))
            XCTAssertEqual(controller.detail.photo, photos[4])
            XCTAssertEqual(controller.detail.state, .image, "shown in the same turn as the step")
            XCTAssertEqual(controller.detail.visiblePage, "image")
            try waitUntil("the next two along are decoded") { decoded(6) }
            XCTAssertLessThanOrEqual(loader.photos.count, 6, "the photo, its four neighbours and the one before it")
        }
    }

    /// The loading page shows only for a photo that takes over 200 ms: never before, so one
    /// that arrives sooner is not preceded by it.
    nonisolated func testTheLoadingPageShowsOnlyForAPhotoThatTakesOver200ms() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let server = try LoopbackServer(root: directory)
            defer { withExtendedLifetime(server) {} }
            try TestFeed.copySampleImage(size: "l", to: directory, as: "1.png")
            // A small file comes in milliseconds; the server's copy after 1.5 s.
            let small = Fixtures.sampleFeed.deletingLastPathComponent().appendingPathComponent("images/53000000000_s.png")
            let entries = [
                TestFeed.Entry(id: "1", title: "Photo 1", imageURL: small.absoluteString),
                TestFeed.Entry(id: "2", title: "Photo 2", imageURL: server.url("delay/1500/1.png").absoluteString)
            ]
            try open(width: 1000, feed: try TestFeed.write(entries, in: directory))
            _ = try choosePhotographer(0)
            let list = try XCTUnwrap(photosList)
            for (id, slow) in [("1", false), ("2", true)] {
                let photo = try XCTUnwrap(list.photos.first { $0.id == id })
                let started = Date()
                var loadingAfter: TimeInterval?
                list.photoSections.activate(photo)
                try waitUntil("photo \(id) is shown") {
                    if loadingAfter == nil, controller.detail.visiblePage == "loading" { loadingAfter = Date().timeIntervalSince(started) }
                    return controller.detail.state == .image && controller.detail.photo == photo
                }
                if let loadingAfter { XCTAssertGreaterThanOrEqual(loadingAfter, 0.2, "photo \(id): the loading page, but only after 200 ms") }
                if slow { XCTAssertNotNil(loadingAfter, "a photo that takes 1.5 s shows the loading page meanwhile") }
            }
        }
    }
}

extension MainWindowTests {
    /// The photographers' sections fetch their strip's thumbnails only once they come within
    /// the adapter's working range of the rows on screen, and cancel them when they leave: a
    /// jump from the top of 1,000 photographers to the end fetches nothing for the ones passed
    /// over, those on screen first, and the top ones' fetches still waiting for a connection
    /// (six at a time) are called off. Counted by the loopback server, which serves each
    /// thumbnail after 4 s.
    nonisolated func testThumbnailsAreFetchedAheadOnlyNearTheRowsOnScreen() throws {
        try onMain {
            let server = try ThumbnailServer(delay: 4000)
            let entries = (0..<1000).map { index in
                TestFeed.Entry(
                    id: "\(index)", owner: String(format: "Photographer %04d", index), title: "Photo \(index)",
                    imageURL: server.image, thumbnailURL: server.thumbnail(index))
            }
            try open(width: 1000, feed: try TestFeed.write(entries, in: server.directory))
            let list = controller.photographers
            // 2.5 s in a debug build, several times that under ThreadSanitizer.
            try waitUntil("every photographer is listed", timeout: 30) { list.adapter.isComplete && list.list.count == 1000 }
            let requested = server.requested
            try waitUntil("the thumbnails near the top are asked for") { requested().contains { $0 < 12 } }
            XCTAssertLessThan(requested().max() ?? 0, 50, "only the rows on screen and the working range beneath them: \(requested().sorted())")

            // Every row near the top asks for its thumbnail: as many transfers as the client
            // runs at once reach the server (which holds them 4 s), the rest wait for a connection.
            let nearTop = try XCTUnwrap(list.list.visibleRange).upperBound + 1 + list.adapter.workingRange
            try waitUntil("the first transfers are at the server") { requested().count >= HTTPClient.Options(userAgent: "").maxConcurrentTransfers }
            list.list.scrollTo(999) // straight there, as End does
            try waitUntil("the rows at the end are on screen") { (list.list.visibleRange?.lowerBound ?? 0) > 950 }
            let end = try XCTUnwrap(list.list.visibleRange)
            try waitUntil("the thumbnails on screen at the end are asked for", timeout: 15) { requested().isSuperset(of: end) }
            let thumbnail = { (index: Int) in entries[index].thumbnailURL.flatMap(URL.init(string:))! }
            try waitUntil("they arrive", timeout: 15) { self.controller.detail.loader.disk.contains(thumbnail(end.upperBound)) }
            XCTAssertLessThan(
                requested().filter { $0 < 50 }.count, nearTop,
                "the top ones still waiting for a connection were called off when they left the range: \(requested().sorted())")
            XCTAssertEqual(requested().filter { (50..<950).contains($0) }, [], "nothing for the photographers passed over")
        }
    }
}
