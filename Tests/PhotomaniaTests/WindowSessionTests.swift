import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Several windows, each with its own navigation, saved when the app quits and opened again
/// as they were: the photographer and photo, the tab, the list's scroll position, the zoom.
final class WindowSessionTests: GtkTestCase {
    private let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))
    private var windows: AppWindows?

    nonisolated override func tearDown() {
        onMain {
            windows?.controllers.forEach { $0.close() }
            windows = nil
            super.tearDown()
        }
    }

    /// The app's windows over `session`, each on the feed asked for (else `defaultFeed`, as the
    /// app's is the one in settings) with the photo database at `storePath`, 1000 × 420 unless
    /// restored.
    private func makeWindows(session: SessionFile, storePath: String, defaultFeed: FeedSource = .url(Fixtures.sampleFeed)) throws -> AppWindows {
        let application = try application()
        // One for all the windows, as the app's.
        let services = try makeServices(http: http, settings: nil, store: StoreOpening(path: storePath))
        forgetTheAppsShortcutsWhenDone()
        let windows = AppWindows(application: application, session: session) { feed, saved in
            let controller = MainWindowController(application: application, services: services, feed: feed ?? defaultFeed, restoring: saved)
            if saved == nil { controller.window.defaultSize = (1000, 420) }
            if controller.startedItsFeed { controller.reload() }
            return controller
        }
        self.windows = windows
        return windows
    }

    private func listed(_ controller: MainWindowController) throws {
        controller.window.present()
        try waitUntil("the window lists the feed") { controller.photographers.visiblePage == .list && controller.split.view.width > 0 }
        try waitUntilDrawn()
    }

    /// Two windows over a new session, both listed, the second `secondSize` if given: the
    /// first launched on the sample feed, the second opened as Ctrl+N does (the feed in
    /// settings is a file that is not there).
    private func openTwoWindows(
        secondSize: (width: Int, height: Int)? = nil
    ) throws
        -> (session: SessionFile, windows: AppWindows, first: MainWindowController, second: MainWindowController)
    {
        let session = SessionFile(url: try Fixtures.temporaryDirectory().appendingPathComponent("session.json"))
        let windows = try makeWindows(
            session: session, storePath: try Fixtures.temporaryDirectory().appendingPathComponent("p.sqlite").path,
            defaultFeed: .url(try Fixtures.temporaryDirectory().appendingPathComponent("absent.json")))
        let first = windows.activeWindow(feed: .url(Fixtures.sampleFeed))
        try listed(first)
        let second = windows.newWindow()
        if let secondSize { second.window.defaultSize = secondSize }
        try listed(second)
        return (session, windows, first, second)
    }

    /// The adjustment of `widget` (a scrolled window, or a list) along one axis, from GTK.
    private func adjustment(of widget: Widget, horizontal: Bool) -> UnsafeMutablePointer<GtkAdjustment>! {
        guard isInstance(widget.widget, of: gtk_scrolled_window_get_type()) else { return gtk_scrollable_get_vadjustment(cast(widget.pointer)) }
        return horizontal ? gtk_scrolled_window_get_hadjustment(cast(widget.pointer)) : gtk_scrolled_window_get_vadjustment(cast(widget.pointer))
    }

    /// Where `widget` is scrolled along one axis, read from GTK.
    private func offset(of widget: Widget, horizontal: Bool = false) -> Double {
        gtk_adjustment_get_value(adjustment(of: widget, horizontal: horizontal))
    }

    /// Scrolls `widget` as the user would, once its content reaches `value`.
    private func scroll(_ widget: Widget, to value: Double, horizontal: Bool = false) throws {
        let adjustment = adjustment(of: widget, horizontal: horizontal)
        try waitUntil("there is room to scroll to \(value)") {
            gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) >= value
        }
        gtk_adjustment_set_value(adjustment, value)
        XCTAssertEqual(offset(of: widget, horizontal: horizontal), value)
    }

    nonisolated func testTwoWindowsComeBackWithTheirOwnPhotosTabsScrollAndZoom() throws {
        try onMain {
            let session = SessionFile(url: try Fixtures.temporaryDirectory().appendingPathComponent("state/session.json"))
            let storePath = try Fixtures.temporaryDirectory().appendingPathComponent("photos.sqlite").path
            var windows = try makeWindows(session: session, storePath: storePath)
            let first = windows.activeWindow(feed: nil)
            try listed(first)
            let (ann, bob) = (first.model.photographers[2], first.model.photographers[7])
            first.navigate(\.photographer, ann)
            first.navigate(\.photo, ann.photos[0])
            try waitUntil("the first photo is shown") { first.detail.state == .image }
            XCTAssertTrue(first.detail.image.setZoom(2))
            try scroll(first.detail.image, to: 150, horizontal: true)
            try scroll(first.detail.image, to: 90)

            g_action_group_activate_action(OpaquePointer(try application().pointer), "new-window", nil)
            XCTAssertEqual(windows.controllers.count, 2, "Ctrl+N opens another window")
            let second = windows.controllers[1]
            try listed(second)
            try scroll(second.photographers.list, to: 120)
            second.navigate(\.photographer, bob)
            second.navigate(\.photo, bob.photos[1])
            second.tabs!.select(1)
            XCTAssertEqual(first.detail.photo, ann.photos[0], "each window has its own navigation")
            XCTAssertEqual(first.openPhotoLists.map(\.photographer.name), [ann.name])

            windows.quit()
            XCTAssertTrue(windows.controllers.isEmpty)
            XCTAssertEqual(session.read().windows.count, 2, "quitting saves every window")
            try waitUntilDrawn()

            windows = try makeWindows(session: session, storePath: storePath)
            let active = windows.activeWindow(feed: nil)
            let (one, two) = (windows.controllers[0], windows.controllers[1])
            XCTAssertEqual(windows.controllers.count, 2)
            XCTAssertTrue(active === two, "the last one opened is the one focused last")
            XCTAssertTrue(one.window.isVisible, "the others are shown; the caller presents the active one")
            // The stored photos hold both photographers: each window is back before its first frame.
            XCTAssertEqual(one.detail.photo, ann.photos[0])
            XCTAssertEqual(one.openPhotoLists.map(\.photographer.name), [ann.name])
            XCTAssertEqual(two.detail.photo, bob.photos[1])
            XCTAssertEqual(two.openPhotoLists.map(\.photographer.name), [bob.name])
            XCTAssertEqual(one.window.defaultSize.height, 420)

            try [one, two].forEach(listed)
            try waitUntil("the zoomed photo is back as it was") {
                one.detail.image.zoom == 2 && self.offset(of: one.detail.image, horizontal: true) == 150 && self.offset(of: one.detail.image) == 90
            }
            XCTAssertEqual(two.tabs!.selectedIndex, 1, "Recents, as it was left")
            two.tabs!.select(0)
            two.goBack() // from the photographer's photos, over the photographers in two columns
            try waitUntil("the photographers are scrolled where they were, once on screen") { self.offset(of: two.photographers.list) == 120 }
            XCTAssertNil(two.detail.image.zoom, "the other photo was not zoomed")
        }
    }

    nonisolated func testLinksGoToTheWindowFocusedLast() throws {
        try onMain {
            let (_, windows, first, second) = try openTwoWindows(secondSize: (500, 300))
            XCTAssertEqual(second.feed, first.feed, "a new window opens on the feed of the one focused last")
            @MainActor func hasFocus(_ controller: MainWindowController) -> Bool {
                (try? self.application().isActiveWindow(controller.window)) == true
            }
            try waitUntil("the new window has the focus") { hasFocus(second) }
            XCTAssertTrue(windows.activeWindow(feed: nil) === second, "links go to the new window")
            try focus(first.window, over: second.window)
            try waitUntil("the first window has the focus again") { hasFocus(first) }
            XCTAssertTrue(windows.activeWindow(feed: nil) === first, "links go to the window focused last")
        }
    }

    nonisolated func testAPhotoViewedInOneWindowIsFirstInTheOthersRecents() throws {
        try onMain {
            let (_, _, first, second) = try openTwoWindows()
            let photo = first.model.photographers[5].photos[1]
            first.navigate(\.photoInList, photo)
            XCTAssertEqual(first.recents.photos.first, photo)
            XCTAssertEqual(second.recents.photos.first, photo, "the windows share the photo database")
        }
    }

    nonisolated func testClosingTheLastWindowSavesItAloneAndAnotherIsForgotten() throws {
        try onMain {
            let (session, windows, first, second) = try openTwoWindows()
            let photo = second.model.photographers[3].photos[0]
            second.navigate(\.photoInList, photo)
            first.close()
            XCTAssertEqual(session.read().windows.count, 0, "a window closed while another stays is not saved")
            second.close()
            let saved = session.read().windows
            XCTAssertEqual(saved.count, 1)
            XCTAssertEqual(saved.first?.controllers["photo"]?.string(forKey: "id"), photo.id)
            let marker = SavedSession(windows: [SavedWindow(width: 123, height: 45)])
            session.write(marker)
            second.close()
            XCTAssertEqual(session.read(), marker, "closing twice saves nothing more")
            windows.quit()
            XCTAssertEqual(session.read(), marker, "nor does quitting with no window open")
        }
    }

    nonisolated func testADamagedOrUnwritableSessionFileMeansOneNewWindow() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let url = directory.appendingPathComponent("session.json")
            for damaged in ["{\"version\": 1, \"windows\": [{\"width\": \"wide\"}]}", "not json", "{\"version\": 99, \"windows\": []}"] {
                try Data(damaged.utf8).write(to: url)
                XCTAssertEqual(SessionFile(url: url).read(), SavedSession(), damaged)
            }
            XCTAssertEqual(SessionFile(url: directory.appendingPathComponent("absent.json")).read(), SavedSession())

            let (folder, release) = try BrokenStorage.readOnlyFolder()
            defer { release() }
            let unwritable = SessionFile(url: folder.appendingPathComponent("session.json"))
            XCTAssertFalse(unwritable.write(SavedSession(windows: [SavedWindow(width: 800, height: 600)])))
            XCTAssertEqual(unwritable.read(), SavedSession())

            let windows = try makeWindows(session: SessionFile(url: url), storePath: directory.appendingPathComponent("p.sqlite").path)
            _ = windows.activeWindow(feed: nil)
            XCTAssertEqual(windows.controllers.count, 1, "a damaged session opens one new window")
        }
    }
}
