import AdaptiveGtk
import GtkKit
import Localization

/// Every keyboard shortcut the app installs, from the tables that install them: the keyboard
/// shortcuts window (Ctrl+?) lists these, so the two cannot disagree.
@MainActor
public enum KeyboardShortcuts {
    /// Opens the main menu (the header's primary menu button).
    public static let mainMenuAccelerators = ["F10"]

    public static var groups: [ShortcutsWindow.Group] {
        func line(_ action: WindowAction) -> ShortcutsWindow.Shortcut {
            .init(action.title, accelerators: action.accelerators(rightToLeft: Widget.isDefaultRightToLeft))
        }
        return [
            .init(
                tr("General"),
                [
                    .init(tr("Main Menu"), accelerators: mainMenuAccelerators),
                    .init(tr("New Window"), accelerators: AppWindows.newWindowAccelerators),
                    line(.shortcuts),
                    line(.help),
                    line(.preferences),
                    line(.close),
                    .init(tr("Quit"), accelerators: AppWindows.quitAccelerators)
                ]),
            .init(
                tr("Browsing"),
                [
                    line(.refresh),
                    line(.find),
                    .init(tr("Close the Search"), accelerators: ["Escape"]),
                    line(.toggleSidebar),
                    line(.showRecents),
                    line(.showFavourites),
                    line(.showImageURL),
                    line(.photographerPage),
                    line(.followPhotographer),
                    .init(tr("Unfollow the Source Chosen in Following"), accelerators: ["Delete"]),
                    .init(tr("Close a Window Over This One"), accelerators: ["Escape"]),
                    .init(tr("Back"), accelerators: SplitViewController.backAccelerators),
                    .init(tr("Next Column or Header"), accelerators: [SplitViewController.focusCycleAccelerators.next]),
                    .init(tr("Previous Column or Header"), accelerators: [SplitViewController.focusCycleAccelerators.previous]),
                    .init(tr("Open a Photographer's Thumbnails"), accelerators: [PhotographersViewController.openThumbnailsAccelerator]),
                    .init(tr("Close a Photographer's Thumbnails"), accelerators: [PhotographersViewController.closeThumbnailsAccelerator])
                ]),
            .init(
                tr("Photo"),
                [
                    line(.previousPhoto),
                    line(.nextPhoto),
                    line(.fullscreen),
                    .init(tr("Leave Fullscreen"), accelerators: ["Escape"]),
                    line(.showDetails),
                    line(.favourite),
                    line(.copyImage),
                    line(.saveAs),
                    line(.openWith),
                    line(.setAsBackground),
                    line(.print),
                    line(.rotateClockwise),
                    line(.rotateCounterclockwise),
                    .init(tr("Zoom In"), accelerators: ZoomableImage.zoomInAccelerators),
                    .init(tr("Zoom Out"), accelerators: ZoomableImage.zoomOutAccelerators),
                    .init(tr("Fit to Window"), accelerators: ZoomableImage.fitAccelerators),
                    .init(tr("Zoom to 1×, 2×, 3×"), accelerators: ZoomableImage.levelAccelerators.flatMap(\.accelerators))
                ])
        ]
    }
}
