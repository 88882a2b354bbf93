import Adaptive
import AdaptiveGtk
import GtkKit

/// The window's header bar: Back (with the title it returns to) and Toggle Sidebar at the
/// start; Refresh (a spinner beside it while a fetch runs), Image URL, Recent Photos and the
/// main menu (F10: the colors, Refresh, Preferences, Keyboard Shortcuts, About) at the end; in the middle the title of what
/// is on screen. Its buttons and items activate the window's actions.
@MainActor
public final class WindowHeader {
    public let bar = HeaderBar()
    public let backButton = BackButton()
    public let sidebarButton = Button(iconName: "sidebar-show-symbolic", action: .toggleSidebar)
    public let refreshButton = Button(iconName: "view-refresh-symbolic", action: .refresh)
    public let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: WindowHeader.mainMenu, accessibleLabel: "Main Menu",
                                       tooltip: "Main Menu (F10)", isPrimary: true)
    public let imageURLButton = Button(iconName: "emblem-shared-symbolic", action: .showImageURL)
    public let recentsButton = Button(iconName: "document-open-recent-symbolic", action: .showRecents)
    /// What is on screen; under it "Sample Photos" while the sample feed is listed.
    public let title = WindowTitle(AppInfo.name)
    private let refreshSpinner = Spinner(accessibleLabel: "Refreshing")

    init() {
        bar.setTitleWidget(title)
        bar.packStart(backButton)
        bar.packStart(sidebarButton)
        [menuButton, recentsButton, imageURLButton, refreshButton, refreshSpinner].forEach(bar.packEnd)
        refreshSpinner.isVisible = false
    }

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

    /// Shows what suits the screen: Back when the stack can go back, Toggle Sidebar when the
    /// layout has one, Image URL beside the photo (or over it, narrow), and the title of the
    /// screen on top (narrow) or of the photo.
    func update(for split: SplitViewController, detail: PhotoDetailViewController) {
        let navigation = split.primaryNavigation
        backButton.isVisible = navigation.canGoBack
        backButton.previousTitle = navigation.previousViewController?.title ?? ""
        backButton.isCompact = split.isCollapsed
        sidebarButton.isVisible = DisplayMode.canToggle(in: split.layout)
        imageURLButton.isVisible = !split.isCollapsed || navigation.topViewController === detail
        let shown: ViewController? = split.isCollapsed || detail.photo == nil ? navigation.topViewController : detail
        title.title = shown.map(\.title) ?? AppInfo.name
    }
}
