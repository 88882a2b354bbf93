import Adaptive
import AdaptiveGtk
import GtkKit

/// Brings a window back as it was left: its size and whether it was maximized at once, its
/// controllers' state through a `StateRestoration` that runs until the feed is listed (the
/// photographer and photo the window goes back to must be in it). A window with nothing saved
/// opens at the size the last window closed had.
@MainActor
final class WindowStateKeeper {
    private let settings: AppSettings?
    private let saved: SavedWindow?
    /// The controllers' restoration, until it is finished.
    private(set) var restoration: StateRestoration?

    init(settings: AppSettings?, saved: SavedWindow?) {
        self.settings = settings
        self.saved = saved
        restoration = saved.map { StateRestoration(archive: $0.controllers) }
    }

    /// The size the window had, unmaximized.
    var size: (width: Int, height: Int) {
        saved.map { (width: $0.width, height: $0.height) } ?? settings?.windowSize ?? (width: 1000, height: 700)
    }

    /// Gives `window` the size and maximized state it had.
    func restore(_ window: Window) {
        window.defaultSize = size
        if saved?.isMaximized ?? settings?.isMaximized ?? false { window.maximize() }
    }

    /// What the window's controllers saved, while it is being restored.
    var archive: RestorationArchive? { restoration?.archive }

    /// The restoration to finish, once (nil after).
    func takeRestoration() -> StateRestoration? {
        defer { restoration = nil }
        return restoration
    }

    /// `window` as it is now, with `controllers` (what was saved before, if the window closes
    /// before its restoration finished); its size becomes the one a new window opens at.
    func save(_ window: Window, controllers: RestorationArchive) -> SavedWindow {
        let size = window.isMaximized ? self.size : window.defaultSize
        if let settings {
            settings.isMaximized = window.isMaximized
            settings.windowSize = size
            settings.sync()
        }
        return SavedWindow(
            width: size.width, height: size.height, isMaximized: window.isMaximized,
            controllers: restoration?.archive ?? controllers)
    }
}
