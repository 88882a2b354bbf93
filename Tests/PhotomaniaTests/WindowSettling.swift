import Driving
import GtkKit
@testable import PhotomaniaUI
import TestSupport

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
}

extension GtkTestCase {
    /// Lets `window` catch up: pending events, frames and idles for `milliseconds`, then every
    /// list's rows. A time-out is reported as a failure; it is long because a list of a thousand
    /// rows takes 2.5 s to complete in a debug build and several times that under
    /// ThreadSanitizer beside AddressSanitizer (it took more than the default 10 s in CI).
    func settle(_ window: MainWindowController, for milliseconds: Int = 20) {
        MainLoop.drain(settle: milliseconds)
        try? waitUntil("every list has all its rows", timeout: 45) { window.listsAreComplete }
    }
}
