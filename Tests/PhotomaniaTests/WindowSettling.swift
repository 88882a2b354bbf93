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
    /// Lets `window` catch up: pending events, frames and idles for `milliseconds`, then every
    /// list's rows. A time-out is reported as a failure, after as long as a long list may take.
    func settle(_ window: MainWindowController, for milliseconds: Int = 20) {
        MainLoop.drain(settle: milliseconds)
        try? waitUntil("every list has all its rows", timeout: Self.longListTimeout) { window.listsAreComplete }
    }
}
