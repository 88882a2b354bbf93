import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import Routing

/// The Photomania window: two tabs (photographers, then photos; recent photos) beside (or
/// stacked over) the image, with Back, Toggle Sidebar, Refresh and Image URL in the header.
public final class MainWindowController {
    public let window: Window
    public let split: SplitViewController
    public let tabs: TabController
    public let photographersNavigation: NavigationController
    public let photographers = PhotographersViewController()
    public let recents = RecentsViewController()
    private var recentPhotos = RecentPhotos()
    public let detail: PhotoDetailViewController
    public let imageURL = ImageURLViewController()

    public let backButton = BackButton()
    public let sidebarButton = Button(iconName: "sidebar-show-symbolic", accessibleLabel: "Toggle Sidebar", tooltip: "Toggle Sidebar (F9)")
    public let refreshButton = Button(iconName: "view-refresh-symbolic", accessibleLabel: "Refresh", tooltip: "Refresh (F5)")
    public let preferencesButton = Button(iconName: "preferences-system-symbolic", accessibleLabel: "Preferences", tooltip: "Preferences (Ctrl+,)")
    public internal(set) var preferences: PreferencesWindow?
    public let imageURLButton = Button(iconName: "emblem-shared-symbolic", accessibleLabel: "Image URL", tooltip: "Image URL (Ctrl+L)")
    public private(set) var imageURLPresentation: PresentationController!
    private var presentationHost: PresentationHost!
    private let titleLabel = Label(AppInfo.name, style: "title")
    private let refreshSpinner = Spinner(accessibleLabel: "Refreshing")
    let banner = Banner()

    public internal(set) var feed: FeedSource
    var apiKey: String?
    private let flickrEndpoint: URL
    /// Where to go once the feed is listed (restored from settings, or `--photo`).
    private var pendingState: NavigationState?
    /// A photo asked for on the command line: its absence is worth saying.
    private var explicitPhotoID: String?
    private let feeds: FeedClient
    let settings: AppSettings?
    private let store: PhotoStore?
    private var feedTask: HTTPTask?
    private var schedule: FetchSchedule
    private var nextFetch: UInt32?
    /// Places asked for before the first fetch ended, opened when it has.
    var pendingDestinations: [LaunchOptions.Destination]? = []
    private lazy var storeChanges = IdleCoalescer { [weak self] in self?.showStoredPhotos() }
    /// Every navigation of the window goes through the router, along `routes`.
    public private(set) lazy var router = Router { [unowned self] in self.split }
    public private(set) lazy var routes = Routes(self)

    /// `store` keeps photos and recents across launches; without one (nil, or the error that
    /// prevented opening it) they live in memory only.
    public init(application: Application, feed: FeedSource, apiKey: String? = nil, http: HTTPClient,
                settings: AppSettings?, store: Result<PhotoStore, Error>? = nil,
                cacheDirectory: URL = AppPaths.cacheDirectory.appendingPathComponent("images"),
                fetchInterval: Double? = nil, flickrEndpoint: URL = FlickrRequest.endpoint) {
        self.feed = feed
        self.apiKey = apiKey
        self.flickrEndpoint = flickrEndpoint
        self.store = try? store?.get()
        schedule = FetchSchedule(interval: fetchInterval ?? Double((settings?.fetchInterval ?? 5) * 60))
        self.settings = settings
        feeds = FeedClient(http: http)
        detail = PhotoDetailViewController(loader: ImageLoader(http: http, cacheDirectory: cacheDirectory))
        photographersNavigation = NavigationController(root: photographers)
        tabs = TabController(tabs: [photographersNavigation, NavigationController(root: recents)])
        split = SplitViewController(primary: tabs, secondary: detail)
        window = Window(application: application)
        pendingState = settings?.navigationState ?? NavigationState()
        split.delegate = self
        buildWindow()
        wireControllers()
        addActions(to: application)
        if case .failure(let error) = store { banner.show("Photos will not be kept after you quit. \(error.userMessage)") }
        showStoredPhotos()
        // Views are recorded by this window, which shows the recents itself; photos may come
        // from anywhere (a fetch, another writer) and are listed once per main-loop turn.
        self.store?.observe { [weak self] change in
            if change == .photos { self?.storeChanges.schedule() }
        }
    }

    private func buildWindow() {
        window.title = AppInfo.name
        let header = HeaderBar()
        titleLabel.ellipsizeEnd()
        header.setTitleWidget(titleLabel)
        header.packStart(backButton)
        header.packStart(sidebarButton)
        header.packEnd(preferencesButton)
        header.packEnd(imageURLButton)
        header.packEnd(refreshButton)
        header.packEnd(refreshSpinner)
        refreshSpinner.isVisible = false
        window.setTitlebar(header)
        let content = Box(GTK_ORIENTATION_VERTICAL)
        content.append(banner)
        content.append(split.view)
        presentationHost = PresentationHost(content: content, traitHost: split.traitHost)
        imageURLPresentation = PresentationController(presenting: imageURL, from: imageURLButton, in: presentationHost)
        imageURLPresentation.delegate = self
        window.setChild(presentationHost.view)
        let size = settings?.windowSize ?? (width: 1000, height: 700)
        window.defaultSize = size
        if settings?.isMaximized == true { window.maximize() }
        if let pendingState {
            split.primaryColumnWidth.userWidth = pendingState.primaryWidth
            split.preferredDisplayMode = pendingState.displayMode
            tabs.select(pendingState.selectedTab)
        }
        split.traitHost.prepare(width: size.width, height: size.height)
        split.hostAppearance(in: window)
        window.onCloseRequest { [weak self] in
            self?.saveWindowState()
            return false
        }
    }

    private func wireControllers() {
        photographers.onSelect = { [weak self] in self?.navigate(\.photographer, $0.name) }
        photographers.onSelectPhoto = { [weak self] _, photo in self?.navigate(\.photoInList, photo.id) }
        photographers.loadThumbnail = { [weak self] url, show in
            _ = self?.detail.loader.load(url) { if case .success(let texture) = $0 { show(texture) } }
        }
        photographers.onRetry = { [weak self] in self?.reload() }
        tabs.navigationControllers.forEach { $0.observe { [weak self] in self?.updateHeader() } }
        tabs.observe { [weak self] in self?.updateHeader() }
        recents.onSelect = { [weak self] in self?.navigate(\.photo, $0.id) }
        split.observe { [weak self] in self?.updateHeader() }
        detail.observePhoto { [weak self] photo in
            self?.photoChosen(photo)
            self?.imageURLPresentation.dismiss()
            self?.imageURL.url = photo?.imageURL.absoluteString ?? ""
            self?.updateHeader()
        }
        backButton.onClicked { [weak self] in self?.goBack() }
        sidebarButton.onClicked { [weak self] in self?.toggleSidebar() }
        refreshButton.onClicked { [weak self] in self?.reload() }
        preferencesButton.onClicked { [weak self] in self?.showPreferences() }
        preferencesButton.isVisible = settings != nil
        banner.onDismiss = { [weak self] in self?.banner.isVisible = false }
        updateHeader()
    }

    private func addActions(to application: Application) {
        let actions: [(String, [String], () -> Void)] = [
            ("refresh", ["F5", "<Control>r"], { [weak self] in self?.reload() }),
            ("toggle-sidebar", ["F9"], { [weak self] in self?.toggleSidebar() }),
            ("show-image-url", ["<Control>l"], { [weak self] in self?.showImageURL() }),
            ("preferences", ["<Control>comma"], { [weak self] in self?.showPreferences() }),
            ("close", ["<Control>w"], { [weak self] in self?.close() }),
        ]
        for (name, accelerators, handler) in actions {
            window.addAction(Action(name: name, handler))
            application.setAccelerators(accelerators, for: "win.\(name)")
        }
    }

    // MARK: Navigation

    /// The navigation stack of the selected tab.
    public var navigation: NavigationController { split.primaryNavigation }

    /// The photos lists open on the Photographers tab, bottom to top.
    private var openPhotoLists: [PhotosViewController] {
        photographersNavigation.viewControllers.compactMap { $0 as? PhotosViewController }
    }

    /// Keeps the lists in step with the detail: the rows highlighted.
    private func photoChosen(_ photo: Photo?) {
        recents.show(recentPhotos.photos, highlighting: photo)
        openPhotoLists.forEach { $0.highlight(photo) }
    }

    /// Goes back to where the user was, once: photographer, photo, tab. What is no longer in
    /// the feed is skipped, except a photo asked for on the command line.
    private func restorePendingState() {
        guard let state = pendingState else { return }
        pendingState = nil
        if !state.photographer.isEmpty { navigate(\.photographer, state.photographer, quietly: true) }
        if !state.photoID.isEmpty { navigate(\.photoInList, state.photoID, quietly: state.photoID != explicitPhotoID) }
        explicitPhotoID = nil
        if state.selectedTab == 1 { navigate(\.recents, ()) }
    }

    /// Puts `photo` first in the recents, in the store when there is one.
    func record(_ photo: Photo) {
        defer { recents.show(recentPhotos.photos, highlighting: detail.photo) }
        guard let store else { return recentPhotos.record(photo) }
        do {
            try store.recordView(of: photo)
            recentPhotos = try store.recents()
        } catch {
            recentPhotos.record(photo)
            banner.show(error.userMessage)
        }
    }

    /// The state to restore on the next launch.
    public var navigationState: NavigationState {
        NavigationState(primaryWidth: split.primaryColumnWidth.userWidth,
                        displayMode: split.preferredDisplayMode,
                        selectedTab: tabs.selectedIndex,
                        photographer: openPhotoLists.last?.photographer.name ?? "",
                        photoID: detail.photo?.id ?? "")
    }

    /// Opens the photo with `photoID` from the listed feed, or says it is not there.
    public func open(photoID: String) { navigate(\.photoInList, photoID) }

    func photo(withID id: String) -> (Photographer, Photo)? {
        for photographer in photographers.photographers {
            if let photo = photographer.photos.first(where: { $0.id == id }) { return (photographer, photo) }
        }
        return nil
    }

    /// The message above the content, if one is shown.
    public var bannerMessage: String? { banner.isVisible ? banner.text : nil }

    public func goBack() { split.goBack() }

    public func toggleSidebar() { split.toggleDisplayMode() }

    public func showImageURL() {
        guard imageURLButton.isVisible, imageURLButton.isSensitive else { return }
        navigate(\.imageURL, ())
    }

    /// Opens the Preferences window (one at a time).
    public func showPreferences() { navigate(\.preferences, ()) }

    // MARK: Feed

    /// Shows what the store holds: at start (the app starts on what it had), and once per
    /// main-loop turn after the store changed.
    private func showStoredPhotos() {
        guard let store else { return }
        do {
            recentPhotos = try store.recents()
            recents.show(recentPhotos.photos, highlighting: detail.photo)
            let stored = try store.photos()
            if !stored.isEmpty { list(stored) }
        } catch {
            banner.show(error.userMessage)
        }
    }

    /// Fetches the feed from its first page; the first time with a spinner in the list, later
    /// with one in the header. The first time, the photo `photoID` (else the one open when the
    /// window last closed) is opened once the feed is listed.
    public func reload(thenOpen photoID: String? = nil) {
        schedule.restart()
        fetch(thenOpen: photoID)
    }

    private func fetch(thenOpen photoID: String? = nil) {
        stopFetching()
        let firstLoad = photographers.photographers.isEmpty
        if firstLoad { photographers.showLoading() }
        showRefreshing(true)
        if let photoID {
            pendingState = pendingState ?? NavigationState(selectedTab: tabs.selectedIndex)
            pendingState?.photoID = photoID
            explicitPhotoID = photoID
        }
        let url: URL
        do {
            url = try feed.url(page: schedule.page, apiKey: apiKey, endpoint: flickrEndpoint)
        } catch {
            return feedLoaded(.failure(error), firstLoad: firstLoad)
        }
        feedTask = feeds.load(url) { [weak self] result in
            self?.feedLoaded(result, firstLoad: firstLoad)
        }
    }

    /// Cancels the fetch under way and the next one scheduled.
    private func stopFetching() {
        feedTask?.cancel()
        nextFetch.map(MainLoop.cancel)
        nextFetch = nil
    }

    /// The header's spinner in place of the Refresh button while a fetch runs.
    private func showRefreshing(_ refreshing: Bool) {
        refreshSpinner.isVisible = refreshing
        refreshSpinner.isSpinning = refreshing
        refreshButton.isSensitive = !refreshing
    }

    /// Whether a feed fetch is running.
    public var isLoading: Bool { feedTask != nil }

    /// The page the next fetch asks for.
    public var nextPage: Int { schedule.page }

    private func feedLoaded(_ result: Result<FeedPage, Error>, firstLoad: Bool) {
        feedTask = nil
        showRefreshing(false)
        switch result {
        case .success(let page):
            page.skipped.forEach { FileHandle.standardError.write(Data("photomania: skipped \($0)\n".utf8)) }
            banner.isVisible = false
            save(page.photos)
            StartupTrace.mark("feed-listed")
            scheduleFetch(after: schedule.succeeded(page: page.page, of: page.pages))
            restorePendingState()
        case .failure(let error) where firstLoad:
            photographers.showError(Self.feedMessage(for: error))
            scheduleFetch(after: schedule.failed())
        case .failure(let error):
            banner.show("Could not refresh. \(Self.feedMessage(for: error))")
            scheduleFetch(after: schedule.failed())
        }
        openPendingDestinations()
    }

    /// What to tell the user about a failed fetch, with where this app takes a missing key.
    static func feedMessage(for error: Error) -> String {
        guard error as? FeedError == .missingAPIKey else { return error.userMessage }
        return "\(error.userMessage) Set FLICKR_API_KEY, or enter one in Preferences (Ctrl+comma) and restart."
    }

    /// Stores fetched photos and lists everything stored now (the store's pending update, run
    /// at once), so what comes next (a photo to open) finds them; without a store, lists what came.
    private func save(_ photos: [Photo]) {
        guard let store else { return list(photos) }
        do {
            try store.upsert(photos)
            storeChanges.flush()
        } catch {
            banner.show(error.userMessage)
            list(photos)
        }
    }

    /// Lists `photos` by photographer, unless nothing changed (so the list keeps its state).
    private func list(_ photos: [Photo]) {
        let grouped = Photographer.group(photos)
        if grouped != photographers.photographers || photographers.visiblePage != "list" {
            photographers.show(grouped)
        }
        for open in openPhotoLists {
            if let current = grouped.first(where: { $0.name == open.photographer.name }) { open.update(current) }
        }
    }

    /// The next background fetch, in `seconds`.
    private func scheduleFetch(after seconds: Double) {
        nextFetch = MainLoop.after(milliseconds: UInt32(seconds * 1000)) { [weak self] in
            self?.nextFetch = nil
            self?.fetch()
        }
    }

    // MARK: Window

    private func updateHeader() {
        let detailOnTop = navigation.topViewController === detail
        backButton.isVisible = navigation.canGoBack
        backButton.previousTitle = navigation.previousViewController?.title ?? ""
        sidebarButton.isVisible = DisplayMode.canToggle(in: split.layout)
        imageURLButton.isVisible = !split.isCollapsed || detailOnTop
        imageURLButton.isSensitive = detail.photo != nil
        let shown: ViewController? = split.isCollapsed || detail.photo == nil ? navigation.topViewController : detail
        titleLabel.text = shown.map(\.title) ?? AppInfo.name
    }

    private func saveWindowState() {
        imageURLPresentation.dismiss()
        guard let settings else { return }
        settings.isMaximized = window.isMaximized
        if !window.isMaximized { settings.windowSize = window.defaultSize }
        settings.navigationState = navigationState
        settings.sync()
    }

    /// Saves the window state, stops fetching and destroys the window.
    public func close() {
        stopFetching()
        saveWindowState()
        window.destroy()
    }
}

extension MainWindowController: SplitViewControllerDelegate {
    /// With no photo chosen the detail is discarded, so the master stays on top.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
                                    onto primary: ViewController) -> Bool {
        SplitTransitionRules.collapse(secondaryHasContent: detail.photo != nil) == .discardSecondary
    }

    /// With the photos list on top, the detail shows its first photo.
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primary: ViewController) -> ViewController? {
        let items = (navigation.topViewController as? PhotoListing)?.photos
        if case .show(let photo) = SplitTransitionRules.separate(secondaryOnTop: false, topListItems: items) {
            detail.show(photo)
            record(photo)
        }
        return nil
    }
}

extension MainWindowController: PresentationControllerDelegate {
    /// The URL popover is small: it stays a popover in compact width too (UIKit's `.none`).
    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection: TraitCollection) -> PresentationStyle? {
        PresentationStyle.adaptive(for: traitCollection, keepsPopoverWhenCompact: ImageURLViewController.keepsPopoverWhenCompact)
    }
}
