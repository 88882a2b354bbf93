import Adaptive
import AdaptiveGtk
import GtkKit
import Localization

/// The window's header bars, one per column, as UIKit gives each column's navigation
/// controller its own bar and as GNOME's split views look, joined into one when the split
/// view collapses:
/// - the master's (`masterBar`): Back and the title of the master's screen on top (in the
///   tabs layout, at the root of a tab, the Photographers / Recents switcher in its place, as
///   AdwViewSwitcherTitle); Refresh (a spinner beside it while a fetch runs), View as Grid
///   while a list of photos is on top, Search and Recent Photos at its end, a search bar
///   under it (`ColumnSearch`);
/// - in three columns, the photos column's (`photosBar`): the chosen photographer's name, View
///   as Grid, a search bar under it;
/// - the detail's (`detailBar`): Toggle Sidebar, the photo's title, Fullscreen, Image URL and
///   the main menu (F10: New Window, the colors, Slideshow, Save As, Refresh, Preferences, Keyboard Shortcuts, About).
/// Collapsed, the master's bar carries Fullscreen, Image URL and the menu too, under the title of the
/// screen on top; with the photo on top it keeps Back, the title and the menu, and the photo's
/// actions go to a bar under the photo (`photoBar`, a narrow, tall window) or into the main
/// menu (a short one too), as `ToolbarPlacement` says. The window controls of the leading side are on the leading bar shown, those
/// of the trailing side on the detail's (on the master's, collapsed). Its buttons and items activate the window's actions.
/// Banners stand under the bar of what they speak of, as libadwaita's banner in a toolbar view:
/// the feed's and the store's under the master's, the photo's under the detail's (under the
/// master's, collapsed); the window controls stay at the top.
@MainActor
public final class WindowHeader {
    public let masterBar = HeaderBar()
    public let photosBar = HeaderBar()
    public let detailBar = HeaderBar()
    /// The search bars under the master's and the photos column's bars.
    let masterSearch = ColumnSearch(accessibleLabel: tr("Search"), placeholder: tr("Search photographers and photos"))
    let photosSearch = ColumnSearch(accessibleLabel: tr("Search Photos"), placeholder: tr("Search photos"))
    /// The master's bar with its search bar under it: the master column's header.
    public let masterHeader = Box(.vertical)
    /// The photos column's bar with its search bar under it.
    public let photosHeader = Box(.vertical)
    /// The detail's bar with the photo's banner under it.
    public let detailHeader = Box(.vertical)
    /// The banner about the photo, under the detail's bar or the joined one.
    private var photoBanner: Widget?
    public let backButton = BackButton()
    public let sidebarButton = Button(iconName: "sidebar-show-symbolic", action: .toggleSidebar)
    public let refreshButton = Button(iconName: "view-refresh-symbolic", action: .refresh)
    public let menuButton = MenuButton(
        iconName: "open-menu-symbolic", menu: WindowHeader.mainMenu, accessibleLabel: tr("Main Menu"),
        tooltip: tr("Main Menu (F10)"), isPrimary: true)
    public let imageURLButton = Button(iconName: WindowHeader.icon(of: .showImageURL), action: .showImageURL)
    public let fullscreenButton = Button(iconName: WindowHeader.icon(of: .fullscreen), action: .fullscreen)
    public let detailsButton = ToggleButton.bound(to: .showDetails, iconName: WindowHeader.icon(of: .showDetails))
    public let recentsButton = Button(iconName: "document-open-recent-symbolic", action: .showRecents)
    public let favouritesButton = Button(iconName: "user-bookmarks-symbolic", action: .showFavourites)
    public let followingButton = Button(iconName: FollowingViewController.iconName, action: .showFollowing)
    /// Stars the photo on screen, pressed while it is a favourite.
    public let starButton = ToggleButton.bound(to: .favourite, iconName: WindowHeader.icon(of: .favourite))
    public let searchButton = Button(iconName: "system-search-symbolic", action: .find)
    /// View as Grid, in the bar of the column whose list of photos it switches.
    public let masterGridButton = ToggleButton.bound(to: .viewAsGrid, iconName: "view-grid-symbolic")
    public let photosGridButton = ToggleButton.bound(to: .viewAsGrid, iconName: "view-grid-symbolic")
    /// Under the photo in a narrow, tall window (the split view's bottom bar, where the photo
    /// alone ends): the photo's actions (`photoMenuActions`), as Loupe's bottom bar. Its buttons are
    /// its own, bound to the same actions as the header's.
    public let photoBar = Box(.horizontal) // spaced by libadwaita's toolbar style
    /// The bar's buttons, in its order.
    public let photoBarButtons: [Widget] = WindowHeader.photoActionIcons.map { action, icon in
        action.isToggle ? ToggleButton.bound(to: action, iconName: icon) : Button(iconName: icon, action: action)
    }
    /// Whether the layout has Recent Photos, Favourites and Following buttons in the master's bar.
    var offersListButtons = false {
        didSet { listButtons.forEach { $0.isVisible = offersListButtons } }
    }
    /// Recent Photos, Favourites and Following, in the master's bar of a layout without tabs.
    private var listButtons: [Widget] { [recentsButton, favouritesButton, followingButton] }
    /// The master's screen on top (collapsed, the screen on top); under it "Sample Photos"
    /// while the sample feed is listed.
    public let title = WindowTitle(AppInfo.name)
    /// The chosen photographer's name, over the photos column.
    public let photosTitle = WindowTitle("")
    /// The photo's title, over the detail.
    public let detailTitle = WindowTitle("")
    /// The master's title, or its tab switcher.
    private let titleStack = Stack()
    /// The master's tab switcher in its bar, icons alone, when the layout has tabs: its column
    /// (390 px at most) has no room for the tabs' titles beside the bar's buttons.
    private(set) var tabSwitcher: TabSwitcher?
    private let refreshSpinner = Spinner(accessibleLabel: tr("Refreshing"))
    /// Whether Image URL and the menu are in the master's bar (collapsed).
    public private(set) var isJoined = false
    /// Where the photo's actions are.
    public internal(set) var photoActions = ToolbarPlacement.header

    /// Whether the keyboard focus is in one of the bars (or their search bars).
    var hasFocusWithin: Bool { [masterHeader, photosHeader, detailHeader].contains { $0.hasFocusWithin } }

    init() {
        titleStack.add(title, name: "title")
        titleStack.isHorizontallyHomogeneous = false
        masterBar.setTitleWidget(titleStack)
        masterBar.packStart(backButton)
        masterEnd.forEach(masterBar.packEnd)
        [masterBar, masterSearch.bar].forEach(masterHeader.append)
        [photosBar, photosSearch.bar].forEach(photosHeader.append)
        detailHeader.append(detailBar)
        photosBar.setTitleWidget(photosTitle)
        photosBar.packEnd(photosGridButton)
        detailBar.setTitleWidget(detailTitle)
        detailBar.packStart(sidebarButton)
        [menuButton, detailsButton, imageURLButton, fullscreenButton, starButton].forEach(detailBar.packEnd)
        refreshSpinner.isVisible = false
        photoBarButtons.forEach(photoBar.append)
        photoBar.addCSSClass("toolbar")
        photoBar.setAlignment(horizontal: .center, vertical: .end)
        photoBar.isVisible = false
        // Translators: the accessible name of the bar of a photo's actions under it.
        photoBar.accessibleLabel = tr("Photo Actions")
    }

    /// Puts the banners about the lists under the master's bar, and the one about the photo
    /// under the detail's.
    func placeBanners(lists: [Widget], photo: Widget) {
        lists.forEach(masterHeader.append)
        photoBanner = photo
        detailHeader.append(photo)
    }

    /// The narrowest master column whose Back shows the title it returns to.
    static let roomForBackTitle = 380

    /// A column with a list under a bar: the master, or the photos column (three columns).
    enum ListColumn { case master, photos }

    /// The master bar's buttons at its end, from the end inwards.
    private var masterEnd: [Widget] { listButtons + [searchButton, masterGridButton, refreshButton, refreshSpinner] }

    /// The main menu: New Window, the colors (the app's `color-scheme` setting), then View as
    /// Grid (checked while the list on top is a grid), Open on Flickr, More by This
    /// Photographer, Follow Photographer, Add Source, Slideshow, Save As, Refresh; Export and Import Favourites; Preferences,
    /// Keyboard Shortcuts, Help and About.
    static var mainMenu: Menu { mainMenu(withPhotoActions: false) }

    /// The main menu; `withPhotoActions`, the photo's actions first (a short, narrow window).
    static func mainMenu(withPhotoActions: Bool) -> Menu {
        let items = { (actions: [WindowAction]) in actions.map { Menu.Item($0.title, action: $0.detailedName) } }
        let photo = withPhotoActions ? [items(photoMenuActions)] : []
        return Menu(
            sections: photo + [
                [Menu.Item(tr("New Window"), action: "app.new-window")],
                ColorScheme.allCases.map { Menu.Item($0.title, action: "app.\(AppSettings.colorSchemeKey)::\($0.rawValue)") },
                items([.viewAsGrid, .openOnFlickr, .photographerPage, .followPhotographer, .addSource, .slideshow, .saveAs, .refresh]),
                items([.exportFavourites, .importFavourites]),
                items([.preferences, .shortcuts, .help, .about])
            ])
    }

    /// The photo's actions and their buttons' icons, in the order of the bar under the photo
    /// and of the main menu of a short, narrow window.
    static let photoActionIcons: [(action: WindowAction, icon: String)] = [
        (.favourite, "starred-symbolic"), (.fullscreen, "view-fullscreen-symbolic"), (.showImageURL, "emblem-shared-symbolic"),
        (.showDetails, "document-properties-symbolic"),
        (.rotateClockwise, "object-rotate-right-symbolic"), (.openWith, "document-open-symbolic"),
        (.setAsBackground, "preferences-desktop-wallpaper-symbolic"), (.print, "document-print-symbolic")
    ]

    private static func icon(of action: WindowAction) -> String { photoActionIcons.first { $0.action == action }?.icon ?? "" }

    /// Shows a switcher of `tabs` in the master's bar where it fits and the tabs want theirs at
    /// the top, in place of the tabs' own; nil for a layout without tabs.
    func host(tabSwitcherOf tabs: TabController?) {
        if let tabSwitcher { titleStack.remove(tabSwitcher.widget) }
        tabSwitcher = tabs?.makeSwitcher(style: .icons)
        if let tabSwitcher { titleStack.add(tabSwitcher.widget, name: "switcher") }
    }

    /// Puts the tab switcher in the master's bar in place of the title, where `wanted` and the
    /// bar still fits the column with it (as AdwViewSwitcherTitle), Search giving way to it
    /// (Ctrl+F and typing still search); else the tabs show their own. Search shows where the
    /// page on top can be searched (`searchable`).
    private func showTabSwitcher(_ wanted: Bool, tabs: TabController?, columnWidth: Int, searchable: Bool) {
        searchButton.isVisible = searchable
        guard let switcher = tabSwitcher?.widget, let tabs else { return }
        let widthWithSwitcher =
            masterBar.minimumWidth - (titleStack.isVisibleChild(title) ? title.minimumWidth : switcher.minimumWidth)
            + switcher.minimumWidth
        let searchWidth = searchable ? searchButton.minimumWidth + Self.buttonSpacing : 0
        let shown = wanted && widthWithSwitcher - searchWidth <= columnWidth
        searchButton.isVisible = searchable && !(shown && widthWithSwitcher > columnWidth)
        titleStack.show(shown ? switcher : title)
        tabs.showsSwitcherAtTop = !shown
    }

    /// Shows View as Grid over the photos column, or over the master beside the photo. Not in
    /// the one bar of a collapsed window: its buttons would hold the window wider than a
    /// phone (the main menu has the item).
    private func showGridToggle(in column: ListColumn?, collapsed: Bool) {
        photosGridButton.isVisible = column == .photos
        masterGridButton.isVisible = column == .master && !collapsed
    }

    /// The space between a header bar's buttons (libadwaita's).
    private static let buttonSpacing = 6

    /// Whether the master's bar shows the tab switcher (wide, at the root of a tab).
    public var showsTabSwitcher: Bool { tabSwitcher.map { titleStack.isVisibleChild($0.widget) } ?? false }

    /// The spinner beside the Refresh button while a fetch runs.
    func showRefreshing(_ refreshing: Bool) {
        refreshSpinner.isVisible = refreshing
        refreshSpinner.isSpinning = refreshing
    }

    /// Shows what suits the layout: the bars joined when collapsed, Back when the stack can go
    /// back, Toggle Sidebar when the layout has one, Image URL beside the photo (or over it,
    /// collapsed), View as Grid over the list of photos it switches (`gridIn`: the photos
    /// column's, else the master's, nil for none) unless collapsed, the titles of the screens on top, and the
    /// window controls where the bars meet the window's edges.
    func update(
        for split: SplitViewController, detail: PhotoDetailViewController, details: ViewController, searchable: Bool,
        gridIn gridColumn: ListColumn?, fullscreen: Bool
    ) {
        let navigation = split.primaryNavigation
        let primaryWidth = split.sideColumnWidths.primary
        let photoOnTop = Self.isPhotoOnTop(of: split, detail: detail)
        join(split.isCollapsed)
        place(photoActions: Self.placement(ofPhotoActionsIn: split, detail: detail), fullscreen: fullscreen)
        // Refresh, Search and Recent Photos belong to the lists.
        refreshButton.isVisible = !photoOnTop
        for button in listButtons { button.isVisible = offersListButtons && !photoOnTop }
        backButton.isVisible = navigation.canGoBack
        backButton.previousTitle = navigation.previousViewController?.title ?? ""
        backButton.isCompact = split.isCollapsed || primaryWidth < Self.roomForBackTitle
        sidebarButton.isVisible = DisplayMode.canToggle(in: split.layout)
        let inHeader = photoActions == .header
        imageURLButton.isVisible = inHeader && (!split.isCollapsed || navigation.topViewController === detail)
        fullscreenButton.isVisible = imageURLButton.isVisible
        starButton.isVisible = imageURLButton.isVisible
        detailsButton.isVisible = inHeader && (!split.isCollapsed || [detail, details].contains { navigation.topViewController === $0 })
        title.title = navigation.topViewController?.title ?? AppInfo.name
        let switcherAtTop = !split.isCollapsed || split.traitHost.traitCollection.map(TabSwitcherPlacement.init) == .top
        showTabSwitcher(
            switcherAtTop && !navigation.canGoBack, tabs: split.primary as? TabController, columnWidth: primaryWidth,
            searchable: searchable)
        showGridToggle(in: gridColumn, collapsed: split.isCollapsed)
        photosTitle.title =
            split.supplementary?.topViewController === split.supplementaryPlaceholder
            ? "" : split.supplementary?.topViewController?.title ?? ""
        detailTitle.title = detail.photo == nil ? "" : detail.title
        let mode = split.displayMode
        let tiled = !mode.isOverlay
        let primaryLeads = split.isCollapsed || (tiled && mode.showsPrimary(in: split.arrangement))
        let photosLead = !primaryLeads && tiled && split.arrangement == .threeColumns && mode.showsSupplementary
        masterBar.showsStartTitleButtons = primaryLeads
        photosBar.showsStartTitleButtons = photosLead
        masterBar.showsEndTitleButtons = split.isCollapsed
        photosBar.showsEndTitleButtons = false
        detailBar.showsStartTitleButtons = !primaryLeads && !photosLead
    }

    /// Moves Fullscreen, Image URL and the menu into the master's bar (collapsed) or back; the menu stays
    /// at the bar's end.
    private func join(_ joined: Bool) {
        guard joined != isJoined else { return }
        isJoined = joined
        let moving: [Widget] = [menuButton, detailsButton, imageURLButton, fullscreenButton, starButton]
        (moving + masterEnd).forEach { $0.removeFromParent() }
        ((joined ? moving : []) + masterEnd).forEach(masterBar.packEnd)
        if !joined { moving.forEach(detailBar.packEnd) }
        if let photoBanner {
            photoBanner.removeFromParent()
            (joined ? masterHeader : detailHeader).append(photoBanner)
        }
    }
}
