import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import Localization
import Observing
import PhotoFeed
import Routing

/// The Photomania window: the master (a `MasterLayout` of the photographers, their photos and
/// the recent photos) beside (or stacked over) the photo, under a `WindowHeader`. It owns the
/// controllers; its other jobs are files of their own: the routes (`Routes`, driven from
/// `WindowNavigation`), the feed (`FeedSynchronizer`, listed by `WindowFeed`), the actions
/// (`WindowAction`, done in `WindowActions`), search (`WindowSearch`), full screen
/// (`WindowFullscreen`), the slideshow (`WindowSlideshow`), Save As (`WindowSaving`), the state
/// kept between launches (`WindowStateKeeper`, `SavedWindow`), the recents (`RecentsModel`) and
/// the split view's rules (`WindowSplitRules`).
@MainActor
public final class MainWindowController {
    public let window: Window
    public let split: SplitViewController
    public let photographers = PhotographersViewController()
    public let recents = RecentsViewController()
    public let detail: PhotoDetailViewController
    public let imageURL = ImageURLViewController()
    public let header = WindowHeader()
    public internal(set) var preferences: PreferencesWindow?
    /// The About window, while it is open.
    public internal(set) var about: AboutWindow?
    /// The keyboard shortcuts window, while it is open.
    public internal(set) var shortcuts: ShortcutsWindow?
    public private(set) var imageURLPresentation: PresentationController!
    let banner = Banner()
    /// Brief messages at the bottom of the window.
    private(set) var toasts: ToastOverlay!
    let storeBanner = Banner(action: tr("Start a New Database"))
    /// Says the feed's server cannot be reached, and what is shown instead; Try Again.
    let offlineBanner = Banner(action: FeedPages.tryAgain, style: "warning")
    /// The Flickr API key in the keyring.
    public let apiKeys: APIKeyStore
    /// `FLICKR_API_KEY`: wins over the keyring's key.
    let environmentAPIKey: String?
    let feeds: FeedClient
    /// Where Flickr's REST API is asked (a loopback server in tests).
    let flickrEndpoint: URL
    /// Whether the list shows the sample photos in place of a feed that could not be reached.
    var listsSampleInstead = false
    /// Whether the next page fetched replaces the stored photos (the first of another feed).
    var replacesStore = false
    /// The settings and the network the window follows, for as long as it is open.
    var watches: [SignalConnection] = []
    /// How the master is put together, and its name in settings.
    var master: MasterLayout
    var masterLayoutName: MasterLayoutName
    var recentsModel: RecentsModel
    let synchronizer: FeedSynchronizer
    let stateKeeper: WindowStateKeeper
    let settings: AppSettings?
    var store: PhotoStore?
    /// Stores fetched pages and lists the store, off the main thread.
    var ingestor: FeedIngestor
    /// The database file, when it could not be opened.
    var storePath: String?
    /// The feed's photographers as last listed: what routes look photos up in.
    var listed: [Photographer] = []
    /// The window's actions, as `addActions` made them.
    var actions: [WindowAction: GtkKit.Action] = [:]
    /// Places asked for before the first fetch ended, opened when it has.
    var pendingDestinations: [LaunchOptions.Destination]? = []
    /// Whether navigation slides: not while the window goes to where it starts (the place it
    /// was left at, what the command line asked for), which the user did not watch happen.
    var navigationAnimates = true
    lazy var storeChanges = IdleCoalescer { [weak self] in self?.showStoredPhotos() }
    /// Every navigation of the window goes through the router, along `routes`.
    public private(set) lazy var router = Router { [unowned self] in self.split }
    public internal(set) lazy var routes = Routes(self, master: master)
    /// The photos Previous and Next step through.
    var sequence = PhotoSequence()
    /// The photo a step goes to, until it is shown: its list stays the sequence.
    var steppingTo: String?
    /// Steps through the photos in full screen.
    public private(set) lazy var slideshow = WindowSlideshow(window: self)
    /// The Save dialog, while it is open.
    var saveDialog: SaveDialog?
    /// The photo alone over the whole screen.
    public private(set) var fullscreen: WindowFullscreen!
    /// The split view and the detail, followed.
    var observations: [ObserverToken] = []
    /// The master's stacks and tabs, followed (made again with another layout).
    var masterObservations: [ObserverToken] = []
    /// Called as the window closes (by its close button, Ctrl+W or `close()`), before it goes.
    public var onClosing: (() -> Void)?

    /// `store` keeps photos and recents across launches; without one (nil, or the problem that
    /// prevented opening it) they live in memory only. `masterLayout` defaults to the setting.
    /// `saved` is the window as it was left, restored (else it opens at the last closed one's size).
    public init(application: Application, feed: FeedSource, apiKey: String? = nil, apiKeys: APIKeyStore? = nil, http: HTTPClient,
                settings: AppSettings?, store: Result<PhotoStore, StoreProblem>? = nil, restoring saved: SavedWindow? = nil,
                masterLayout: MasterLayoutName? = nil,
                cacheDirectory: URL = AppPaths.cacheDirectory.appendingPathComponent("images"),
                fetchInterval: Double? = nil, flickrEndpoint: URL = FlickrRequest.endpoint) {
        self.settings = settings
        self.store = try? store?.get()
        ingestor = FeedIngestor(path: self.store?.path)
        recentsModel = RecentsModel(store: self.store)
        stateKeeper = WindowStateKeeper(settings: settings, saved: saved)
        environmentAPIKey = apiKey
        self.apiKeys = apiKeys ?? APIKeyStore(settings: settings)
        feeds = FeedClient(http: http)
        self.flickrEndpoint = flickrEndpoint
        synchronizer = FeedSynchronizer(feed: feed, apiKey: apiKey, endpoint: flickrEndpoint,
                                        interval: fetchInterval ?? Double((settings?.fetchInterval ?? 5) * 60),
                                        scheduler: MainLoopScheduler(), load: feeds.load)
        var limits = ImageLoader.Limits()
        if let settings { limits.diskBytes = settings.imageCacheBytes }
        detail = PhotoDetailViewController(loader: ImageLoader(http: http, cacheDirectory: cacheDirectory, limits: limits))
        window = Window(application: application)
        masterLayoutName = masterLayout ?? settings?.masterLayout ?? .tabs
        master = masterLayoutName.make(photographers: photographers, recents: recents)
        split = SplitViewController(primary: master.primary, supplementaryPlaceholder: PhotosPlaceholderViewController(), secondary: detail)
        split.style = masterLayoutName.columnStyle
        split.restorationIdentifier = "split"
        split.delegate = self
        buildWindow()
        addActions(to: application) // before the header is first updated: it enables them
        wireControllers()
        if case .failure(let problem) = store { show(problem) }
        showStoredPhotosAtStart()
        if !listed.isEmpty { restorePendingState() } // the stored photos hold the photographer and photo: before the first frame
        focusMasterUnlessInContent()
        observeStore()
        followSettings()
        watches.append(watchNetwork())
    }

    private func buildWindow() {
        window.title = AppInfo.name
        if AppInfo.profile == .development { window.addCSSClass("devel") } // libadwaita's striped header bars
        window.setTitlebar(Self.noTitlebar) // each column has its header bar
        split.setColumnHeaders(primary: header.masterHeader, supplementary: header.photosHeader, secondary: header.detailBar)
        let content = Box(GTK_ORIENTATION_VERTICAL)
        content.append(storeBanner)
        content.append(offlineBanner)
        content.append(banner)
        content.append(split.view)
        let presentationHost = PresentationHost(content: content, traitHost: split.traitHost)
        imageURLPresentation = PresentationController(presenting: imageURL, from: header.imageURLButton, in: presentationHost)
        imageURLPresentation.delegate = self
        fullscreen = WindowFullscreen(content: presentationHost.view, window: window, split: split, header: header)
        toasts = ToastOverlay(child: fullscreen.view)
        window.setChild(toasts)
        stateKeeper.restore(window)
        stateKeeper.restoration?.decode(in: split) // the widths, the tab, the lists' places: before the first frame
        split.traitHost.prepare(width: stateKeeper.size.width, height: stateKeeper.size.height)
        split.hostAppearance(in: window)
        window.onCloseRequest { [weak self] in
            self?.onClosing?()
            return false
        }
    }

    /// The window's title bar: none, hidden, so the window keeps its client-side frame (as
    /// AdwWindow does) while the columns' header bars are its title bar.
    private static var noTitlebar: Widget {
        let titlebar = Box(GTK_ORIENTATION_HORIZONTAL)
        titlebar.isVisible = false
        return titlebar
    }

    private func wireControllers() {
        imageURL.onCopied = { [weak self] in self?.toasts.show(tr("Image URL copied")) }
        photographers.onSelect = { [weak self] in self?.open(chosen: $0) }
        photographers.onSelectPhoto = { [weak self] _, photo in self?.navigate(\.photoInList, photo.id) }
        photographers.loadThumbnail = { [loader = detail.loader] url, show in
            _ = loader.load(url, fitting: PhotographersViewController.thumbnailBox) { if case .success(let texture) = $0 { show(texture) } }
        }
        photographers.prefetchThumbnails = { [loader = detail.loader] in loader.preload($0) }
        wireMaster()
        wireFlickrSearch()
        // The header is outside the split view's layout: a crossing updates it after the layout.
        observations.append(split.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.masterChanged() } })
        observations.append(detail.observePhoto { [weak self] photo in
            self?.photoChosen(photo)
            self?.imageURLPresentation.dismiss()
            self?.imageURL.url = photo?.imageURL.absoluteString ?? ""
            self?.updateHeader()
        })
        header.backButton.onClicked { [weak self] in self?.goBack() }
        detail.onDoubleClick = { [weak self] in self?.perform(.fullscreen) }
        fullscreen.onEnter = { [weak self] in self?.detail.picture.grabFocus() } // Left, Right and Ctrl+C act at once
        enable(.preferences, settings != nil)
        synchronizer.onStart = { [weak self] in self?.fetchStarted() }
        synchronizer.onResult = { [weak self] in self?.feedLoaded($0) }
        storeBanner.actionButton?.onClicked { [weak self] in self?.startNewStore() }
        offlineBanner.actionButton?.onClicked { [weak self] in self?.reload() }
        updateHeader()
    }

    /// Connects the master's lists and stacks, on opening and after a change of layout.
    func wireMaster() {
        master.feedList.onRetry = { [weak self] in self?.reload() }
        for list in [recents, master.feedList as? PhotoListViewController].compactMap({ $0 }) {
            list.onSelect = { [weak self] in self?.navigate(\.photo, $0.id) }
        }
        masterObservations = master.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.masterChanged() } }
        header.recentsButton.isVisible = master.hasRecentsButton
        header.host(tabSwitcherOf: tabs)
        header.masterSearch.bar.captureKeys(from: master.primary.view)
        split.supplementary.map { header.photosSearch.bar.captureKeys(from: $0.view) }
    }

    /// The columns or the master's stacks changed: the header and the chosen photographer follow.
    private func masterChanged() {
        updateHeader()
        showChosenPhotographer()
    }

    func updateHeader() {
        header.masterSearch.follow(navigation.topViewController)
        header.photosSearch.follow(split.arrangement == .threeColumns ? split.supplementary?.topViewController : nil)
        header.update(for: split, detail: detail, searchable: header.masterSearch.list != nil)
        if fullscreen.isActive, !isShowingPhoto { fullscreen.leave() } // gone back from the photo (Alt+Left)
        fullscreen.title.title = detail.photo == nil ? "" : detail.title
        enable(.showImageURL, detail.photo != nil)
        enable(.copyImage, detail.photo != nil)
        enable(.saveAs, detail.photo != nil)
        enable(.slideshow, slideshow.state != .stopped || isShowingPhoto)
        enable(.fullscreen, fullscreen.isActive || isShowingPhoto)
    }

    /// Whether a photo is on screen: beside the lists, or on top of the stack when collapsed.
    public var isShowingPhoto: Bool {
        detail.photo != nil && (!split.isCollapsed || navigation.topViewController === detail)
    }

    /// The navigation stack of the master on screen.
    public var navigation: NavigationController { split.primaryNavigation }

    /// The master's tabs, in the tabs layout.
    public var tabs: TabController? { master.primary as? TabController }

    /// Whether the master shows the recent photos.
    public var isShowingRecents: Bool { master.isShowingRecents }

    /// The message above the content, if one is shown.
    public var bannerMessage: String? { banner.isVisible ? banner.text : nil }

    public func goBack() { split.goBack() }

    /// What the window's controllers save, and the window's own record: whether Recents is shown.
    public var restorationArchive: RestorationArchive {
        var archive = StateRestoration.encode(split)
        var record = RestorableState()
        record.encode(isShowingRecents, forKey: Self.showsRecentsKey)
        archive[Self.windowRecord] = record
        return archive
    }

    /// The window's own record in its archive.
    static let windowRecord = "window"
    static let showsRecentsKey = "recents"

    /// The window as it is now, to open again on the next launch; its size becomes the one a
    /// new window opens at.
    public func saveState() -> SavedWindow {
        imageURLPresentation.dismiss()
        fullscreen.leave() // the columns as they are out of full screen
        return stateKeeper.save(window, controllers: restorationArchive)
    }

    /// Stops fetching, lets the app save the window (`onClosing`) and destroys it.
    public func close() {
        synchronizer.stop()
        saveDialog?.cancel()
        onClosing?()
        window.destroy()
    }
}
