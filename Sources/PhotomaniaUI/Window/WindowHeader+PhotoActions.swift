import Adaptive
import AdaptiveGtk
import GtkKit

/// Where the photo's actions go (`ToolbarPlacement`): in the bars beside the photo, in the bar
/// under it when it is alone on top of a narrow, tall window, or in the main menu of a short one.
extension WindowHeader {
    /// The photo's actions, in the main menu of a short, narrow window.
    static var photoMenuActions: [WindowAction] { photoActionIcons.map(\.action) }

    /// The bar's button of `action`, one of `photoMenuActions`.
    func photoBarButton(for action: WindowAction) -> Widget? {
        Self.photoMenuActions.firstIndex(of: action).map { photoBarButtons[$0] }
    }

    /// Whether the photo is alone on top of the collapsed stack.
    static func isPhotoOnTop(of split: SplitViewController, detail: PhotoDetailViewController) -> Bool {
        split.isCollapsed && split.primaryNavigation.topViewController === detail
    }

    /// Where the photo's actions go: in the bars, unless the photo is alone on top, where the
    /// window's traits say.
    static func placement(ofPhotoActionsIn split: SplitViewController, detail: PhotoDetailViewController) -> ToolbarPlacement {
        guard isPhotoOnTop(of: split, detail: detail) else { return .header }
        return split.traitHost.traitCollection.map(ToolbarPlacement.init) ?? .header
    }

    /// Shows at once what changes the height the lists are given: the bar under the photo, and
    /// the tabs' own switcher over the lists, which beside the photo yields to the header's
    /// (`update` puts it back where the header has no room for it). Both are in the split view,
    /// so this may run inside a resize's layout, where the lists are then laid out once, at
    /// their height: a list given another height a frame later makes GTK's scrollbar fade in
    /// and out, drawn over many frames. The rest of the header, costlier, waits for `update`.
    func placeAroundLists(in split: SplitViewController, detail: PhotoDetailViewController, fullscreen: Bool) {
        showPhotoBar(photoActions: Self.placement(ofPhotoActionsIn: split, detail: detail), fullscreen: fullscreen)
        if !split.isCollapsed, !split.primaryNavigation.canGoBack, tabSwitcher != nil, let tabs = split.primary as? TabController {
            tabs.showsSwitcherAtTop = false
        }
    }

    private func showPhotoBar(photoActions placement: ToolbarPlacement, fullscreen: Bool) {
        photoBar.isVisible = placement == .bottomBar && !fullscreen
    }

    /// Shows the photo's actions in the bars, in the bar under the photo (not in full screen),
    /// or in the main menu.
    func place(photoActions placement: ToolbarPlacement, fullscreen: Bool) {
        showPhotoBar(photoActions: placement, fullscreen: fullscreen)
        let inMenu = placement == .menu
        defer { photoActions = placement }
        // A new menu model makes GTK build the popover anew, so only a change of
        // the menu's items sets one: not every crossing of the breakpoint.
        guard inMenu != (photoActions == .menu) else { return }
        menuButton.menu = Self.mainMenu(withPhotoActions: inMenu)
    }
}
