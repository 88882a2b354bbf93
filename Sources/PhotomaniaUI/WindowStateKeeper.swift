import GtkKit

/// Remembers the window between launches: its size, whether it was maximized, and where the
/// user was (the sidebar, Recents, the photographer, the photo), which the window goes back
/// to once, when the feed is listed.
@MainActor
final class WindowStateKeeper {
    private let settings: AppSettings?
    /// Where to go once the feed is listed; taken once.
    private(set) var pending: NavigationState?
    /// A photo asked for on the command line: unlike a remembered one, its absence is said.
    private var requestedPhotoID: String?

    init(settings: AppSettings?) {
        self.settings = settings
        pending = settings?.navigationState ?? NavigationState()
    }

    /// The size the window had, unmaximized.
    var size: (width: Int, height: Int) { settings?.windowSize ?? (width: 1000, height: 700) }

    /// Gives `window` the size and maximized state it had.
    func restore(_ window: Window) {
        window.defaultSize = size
        if settings?.isMaximized == true { window.maximize() }
    }

    /// Asks for the photo `id` once the feed is listed, over whatever was remembered.
    func request(photoID id: String, showingRecents: Bool) {
        pending = pending ?? NavigationState(selectedTab: showingRecents ? 1 : 0)
        pending?.photoID = id
        requestedPhotoID = id
    }

    /// The place to go back to, and whether its photo was asked for; nil after the first call.
    func takePending() -> (state: NavigationState, photoRequested: Bool)? {
        guard let state = pending else { return nil }
        defer { pending = nil; requestedPhotoID = nil }
        return (state, !state.photoID.isEmpty && state.photoID == requestedPhotoID)
    }

    /// Stores the window's size and `state` for the next launch.
    func save(_ window: Window, state: NavigationState) {
        guard let settings else { return }
        settings.isMaximized = window.isMaximized
        if !window.isMaximized { settings.windowSize = window.defaultSize }
        settings.navigationState = state
        settings.sync()
    }
}
