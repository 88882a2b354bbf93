import Driving
import GtkKit
import TestSupport

@testable import PhotomaniaUI

extension MainWindowController {
    /// Whether every list in the window has all its rows (a list adds a large update's rows a
    /// few a turn, at idle priority, which a busy machine reaches late).
    var listsAreComplete: Bool {
        split.descendants.allSatisfy { screen in
            switch screen {
            case let photos as PhotoListing: photos.photoSections.adapter.isComplete
            case let photographers as PhotographersViewController: photographers.adapter.isComplete
            default: true
            }
        }
    }

    /// Whether the detail's image is on screen, there to be clicked: decoded, its page shown
    /// and laid out. The state is `.image` in the very turn the page is shown, before the
    /// picture has a size; a click at its middle then landed on the list (on Wayland, one run
    /// in six).
    var imageIsOnScreen: Bool {
        detail.state == .image && detail.picture.isMapped && detail.picture.width > 0
    }
}

extension GtkTestCase {
    /// Waits until `window` is drawn (`waitUntilDrawn()`) with all of every list's rows.
    func waitUntilDrawn(_ window: MainWindowController, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitUntilDrawn(file: file, line: line)
        try waitUntil("every list has all its rows", timeout: Self.longListTimeout, file: file, line: line) { window.listsAreComplete }
    }
}
