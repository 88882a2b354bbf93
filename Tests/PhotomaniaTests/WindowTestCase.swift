import Adaptive
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Tests of one Photomania window on the sample feed, closed (with its Preferences) after each.
class WindowTestCase: GtkTestCase {
    var controller: MainWindowController!
    let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))

    nonisolated override func tearDown() {
        onMain {
            controller?.dialogs.preferences?.window.destroy()
            // The keyring outlives the test: a key a test entered goes.
            if let keys = controller?.services.apiKeys, keys.key != nil {
                keys.save("")
                try? waitUntil("the key is out of the keyring") { keys.status == .none } // a failure is reported; the rest is still torn down
            }
            controller?.close()
            controller = nil
            super.tearDown()
        }
    }

    /// Opens `controller` on `feed` (the sample's), its content `width` px wide (narrow below
    /// 600), listed unless `waitForList` is false; with settings in a fresh directory, over
    /// `store` if one is given (photos in memory otherwise).
    func open(
        width: Int, layout: MasterLayoutName? = nil, apiKey: String? = nil, feed: URL = Fixtures.sampleFeed,
        waitForList: Bool = true, store: PhotoStore? = nil
    ) throws {
        let config = try Fixtures.temporaryDirectory()
        let settings = AppSettings.open(configDirectory: config, dataDirectory: Fixtures.repository.appendingPathComponent("data"))
        controller = try makeWindow(
            feed: .url(feed), apiKey: apiKey,
            http: http, settings: settings, store: store.map { .success($0) }, masterLayout: layout,
            flickr: .unreachable)
        controller.window.defaultSize = (width, 700)
        controller.window.present()
        controller.reload()
        try waitUntil("the window is allocated") { controller.split.view.width > 0 }
        if waitForList { try waitUntil("the feed is listed") { controller.master.layout.feedList.visiblePage == .list } }
        try resize(to: width)
    }

    /// Resizes the window so its content is `width` px wide (the window `height` px high); waits
    /// for the layout that width calls for coming from the one before (collapsed below 600 px,
    /// expanded from 640, as it was between), and for what follows it outside the split view
    /// (the header follows a change once it is laid out).
    func resize(to width: Int, height: Int = 700) throws {
        let frame = controller.window.defaultSize.width - controller.split.view.width
        controller.window.defaultSize = (width + frame, height)
        let sizeClass = Breakpoint.width.sizeClass(for: width, previous: controller.split.traitCollection?.horizontalSizeClass)
        let layout = SplitLayout(horizontalSizeClass: sizeClass)
        try waitUntil("the layout becomes \(layout) at \(width) px") {
            controller.split.view.width == width && controller.split.layout == layout && !controller.split.traitHost.hasWorkAfterLayout
        }
        try waitUntilDrawn(controller)
    }

    /// Whether the user sees `photo`: the detail on top when narrow, beside the master when wide.
    func assertShows(_ photo: Photo, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(controller.detail.photo, photo, file: file, line: line)
        if controller.split.isCollapsed {
            XCTAssertTrue(controller.navigation.topViewController === controller.detail, "the photo is on top", file: file, line: line)
        } else {
            XCTAssertTrue(controller.split.isSecondaryColumnVisible, file: file, line: line)
        }
    }

    /// Where `widget` is in the window.
    @MainActor func bounds(_ widget: Widget) -> CGRect {
        let frame = widget.frame(in: controller.window)
        XCTAssertNotNil(frame, "laid out in the window")
        return frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
    }

    /// This process's window titled `title`, if it is on screen.
    static func mappedWindow(titled title: String) -> UnsafeMutablePointer<GtkWindow>? {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(g_list_model_get_item(toplevels, index)))
            g_object_unref(window)
            if let window, gtk_widget_get_mapped(cast(UnsafeMutableRawPointer(window))) != 0,
                gtk_window_get_title(window).map({ String(cString: $0) }) == title
            {
                return window
            }
        }
        return nil
    }

    /// Closes the window, for a test that opens another.
    func closeWindow() {
        controller.close()
        controller = nil
    }
}
