import Adaptive
import AdaptiveGtk
import GtkKit

/// The window's header bars, one per column, as UIKit gives each column's navigation
/// controller its own bar and as GNOME's split views look, joined into one when the split
/// view collapses:
/// - the master's (`masterBar`): Back and the title of the master's screen on top; Refresh
///   (a spinner beside it while a fetch runs) and Recent Photos at its end;
/// - the detail's (`detailBar`): Toggle Sidebar, the photo's title, Image URL and the main
///   menu (F10: the colors, Refresh, Preferences, Keyboard Shortcuts, About).
/// Collapsed, the master's bar carries Image URL and the menu too, under the title of the
/// screen on top. Each bar shows the window controls of its side of the window; a bar that
/// fills the window's width shows both. Its buttons and items activate the window's actions.
@MainActor
public final class WindowHeader {
    public let masterBar = HeaderBar()
    public let detailBar = HeaderBar()
    public let backButton = BackButton()
    public let sidebarButton = Button(iconName: "sidebar-show-symbolic", action: .toggleSidebar)
    public let refreshButton = Button(iconName: "view-refresh-symbolic", action: .refresh)
    public let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: WindowHeader.mainMenu, accessibleLabel: "Main Menu",
                                       tooltip: "Main Menu (F10)", isPrimary: true)
    public let imageURLButton = Button(iconName: "emblem-shared-symbolic", action: .showImageURL)
    public let recentsButton = Button(iconName: "document-open-recent-symbolic", action: .showRecents)
    /// The master's screen on top (collapsed, the screen on top); under it "Sample Photos"
    /// while the sample feed is listed.
    public let title = WindowTitle(AppInfo.name)
    /// The photo's title, over the detail.
    public let detailTitle = WindowTitle("")
    private let refreshSpinner = Spinner(accessibleLabel: "Refreshing")
    /// Whether Image URL and the menu are in the master's bar (collapsed).
    public private(set) var isJoined = false

    init() {
        masterBar.setTitleWidget(title)
        masterBar.packStart(backButton)
        [recentsButton, refreshButton, refreshSpinner].forEach(masterBar.packEnd)
        detailBar.setTitleWidget(detailTitle)
        detailBar.packStart(sidebarButton)
        [menuButton, imageURLButton].forEach(detailBar.packEnd)
        refreshSpinner.isVisible = false
    }

    /// The narrowest master column whose Back shows the title it returns to.
    static let roomForBackTitle = 380

    /// The main menu: the colors (the app's `color-scheme` setting), then Refresh, Preferences,
    /// Keyboard Shortcuts and About.
    static var mainMenu: Menu {
        Menu(sections: [
            ColorScheme.allCases.map { Menu.Item($0.title, action: "app.\(AppSettings.colorSchemeKey)::\($0.rawValue)") },
            [WindowAction.refresh, .preferences, .shortcuts, .about].map { Menu.Item($0.title, action: $0.detailedName) },
        ])
    }

    /// The spinner beside the Refresh button while a fetch runs.
    func showRefreshing(_ refreshing: Bool) {
        refreshSpinner.isVisible = refreshing
        refreshSpinner.isSpinning = refreshing
    }

    /// Shows what suits the layout: the bars joined when collapsed, Back when the stack can go
    /// back, Toggle Sidebar when the layout has one, Image URL beside the photo (or over it,
    /// collapsed), the titles of the screens on top, and the window controls where the bars
    /// meet the window's edges.
    func update(for split: SplitViewController, detail: PhotoDetailViewController) {
        let navigation = split.primaryNavigation
        join(split.isCollapsed)
        backButton.isVisible = navigation.canGoBack
        backButton.previousTitle = navigation.previousViewController?.title ?? ""
        backButton.isCompact = split.isCollapsed || split.primaryColumnWidth.width(in: split.view.width) < Self.roomForBackTitle
        sidebarButton.isVisible = DisplayMode.canToggle(in: split.layout)
        imageURLButton.isVisible = !split.isCollapsed || navigation.topViewController === detail
        title.title = navigation.topViewController?.title ?? AppInfo.name
        detailTitle.title = detail.photo == nil ? "" : detail.title
        let masterBeside = split.isCollapsed || split.displayMode == .oneBesideSecondary
        masterBar.showsStartTitleButtons = masterBeside
        masterBar.showsEndTitleButtons = split.isCollapsed
        detailBar.showsStartTitleButtons = !masterBeside
    }

    /// Moves Image URL and the menu into the master's bar (collapsed) or back; the menu stays
    /// at the bar's end.
    private func join(_ joined: Bool) {
        guard joined != isJoined else { return }
        isJoined = joined
        let moving: [Widget] = [menuButton, imageURLButton], masterEnd: [Widget] = [recentsButton, refreshButton, refreshSpinner]
        (moving + masterEnd).forEach { $0.removeFromParent() }
        ((joined ? moving : []) + masterEnd).forEach(masterBar.packEnd)
        if !joined { moving.forEach(detailBar.packEnd) }
    }
}
