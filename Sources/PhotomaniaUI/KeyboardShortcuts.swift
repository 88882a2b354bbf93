import AdaptiveGtk
import GtkKit

/// Every keyboard shortcut the app installs, from the tables that install them: the keyboard
/// shortcuts window (Ctrl+?) lists these, so the two cannot disagree.
@MainActor
public enum KeyboardShortcuts {
    /// Quits the app (`app.quit`).
    public static let quitAccelerators = ["<Control>q"]
    /// Opens the main menu (the header's primary menu button).
    public static let mainMenuAccelerators = ["F10"]

    public static var groups: [ShortcutsWindow.Group] {
        func line(_ action: WindowAction) -> ShortcutsWindow.Shortcut { .init(action.title, accelerators: action.accelerators) }
        return [
            .init("General", [
                .init("Main Menu", accelerators: mainMenuAccelerators),
                line(.shortcuts),
                line(.preferences),
                line(.close),
                .init("Quit", accelerators: quitAccelerators),
            ]),
            .init("Browsing", [
                line(.refresh),
                line(.toggleSidebar),
                line(.showRecents),
                line(.showImageURL),
                .init("Back", accelerators: SplitViewController.backAccelerators),
                .init("Open a Photographer's Thumbnails", accelerators: [PhotographersViewController.openThumbnailsAccelerator]),
                .init("Close a Photographer's Thumbnails", accelerators: [PhotographersViewController.closeThumbnailsAccelerator]),
            ]),
            .init("Photo", [
                .init("Zoom In", accelerators: ZoomableImage.zoomInAccelerators),
                .init("Zoom Out", accelerators: ZoomableImage.zoomOutAccelerators),
                .init("Fit to Window", accelerators: ZoomableImage.fitAccelerators),
            ]),
        ]
    }
}
