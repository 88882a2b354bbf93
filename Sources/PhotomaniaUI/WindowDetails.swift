import AdaptiveGtk
import GtkKit
import PhotoFeed

/// The details panel of the window's photo (Details, Alt+Return), after Loupe's: shown or not
/// (remembered with the window), beside the photo, on its trailing side, in a regular-width
/// window, and a page of its own over the photo in a compact one, which Back leaves. The split
/// view's changes move it between the two: `follow()` after each.
@MainActor
final class WindowDetails {
    let info = PhotoInfoViewController()
    /// Whether the user asked for the details (and did not go back from their page since).
    private(set) var isShown = false
    private unowned let split: SplitViewController
    private unowned let detail: PhotoDetailViewController

    init(split: SplitViewController, detail: PhotoDetailViewController) {
        self.split = split
        self.detail = detail
    }

    /// Shows the details (the route's action) or hides them; in a compact window the page
    /// slides in over the photo, or back.
    func show(_ shown: Bool) {
        isShown = shown
        let navigation = split.primaryNavigation
        if split.isCollapsed {
            if shown, navigation.topViewController === detail { navigation.push(info) }
            if !shown, navigation.viewControllers.contains(where: { $0 === info }) { navigation.pop(to: detail) }
        } else {
            detail.showBeside(shown ? info : nil)
        }
    }

    /// The columns or stacks changed: the panel goes where the layout now wants it. Collapsing
    /// takes it from beside the photo to a page over it; expanding left it off the stack (the
    /// split view keeps only the photo in its column), so it goes beside the photo again; off
    /// the stack in a compact window, the user went back from it.
    func follow() {
        let navigation = split.primaryNavigation
        let onStack = navigation.viewControllers.contains { $0 === info }
        if split.isCollapsed {
            if info.parent === detail {
                detail.showBeside(nil)
                if isShown, navigation.topViewController === detail { navigation.push(info, animated: false) }
            } else if isShown, !onStack {
                isShown = false
            }
        } else if !onStack {
            detail.showBeside(isShown ? info : nil)
        }
    }
}
