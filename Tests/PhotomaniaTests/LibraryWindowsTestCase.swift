import Foundation
import GtkKit
import PhotoFeed
import TestSupport

@testable import PhotomaniaUI

/// Tests of windows over one library the test makes, as the app opens them; the windows close
/// when the test ends.
class LibraryWindowsTestCase: GtkTestCase {
    /// The library's client, which a test may replace before it makes the library.
    let http = HTTPClient(options: .init(userAgent: "PhotomaniaTests/1"))
    /// The windows open, oldest first.
    var windows: [MainWindowController] = []

    nonisolated override func tearDown() {
        onMain {
            windows.forEach { $0.close() }
            windows = []
            super.tearDown()
        }
    }

    /// A window over `library` on `feed`, as the app makes one: the first on a feed fetches it.
    func openWindow(_ services: AppServices, feed: FeedSource) throws -> MainWindowController {
        forgetTheAppsShortcutsWhenDone()
        let window = MainWindowController(application: try application(), services: services, feed: feed)
        windows.append(window)
        if window.startedItsFeed { window.reload() }
        window.window.defaultSize = (1000, 600)
        window.window.present()
        return window
    }
}
