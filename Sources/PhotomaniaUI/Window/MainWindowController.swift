import Adaptive
import AdaptiveGtk
import Browsing
import Foundation
import GtkKit
import Library
import Localization
import Observing
import PhotoFeed
import Routing

/// The Photomania window, a scene of the app: the master (a `MasterLayout` of the photographers,
/// their photos and the recent photos) beside (or stacked over) the photo, under a
/// `WindowHeader`. It is the composition root that wires the window's parts and keeps no state
/// of its own: what the window browses is its `BrowsingModel`, what every window shares the
/// app's `PhotoLibrary`; the feed's side is `FeedPresenter`, every navigation goes through
/// `WindowNavigator` along `Routes`, the actions are `WindowActions` (done in `perform`), what
/// the window says is `WindowMessages`, what opens over it `WindowDialogs`, full screen
/// `WindowFullscreen` with its `WindowSlideshow`, and what is kept between launches
/// `WindowStateKeeper`.
@MainActor
public final class MainWindowController {
    public let window: Window
    public let split: SplitViewController
    /// The photographers, the recent photos, the photo and its Image URL.
    let screens: WindowScreens
    /// The photo's details, beside it or a page over it.
    let details: WindowDetails
    public let header = WindowHeader()
    /// What the window browses.
    public let model: BrowsingModel
    /// What every window of the app shares.
    public let services: AppServices
    let navigator: WindowNavigator
    let messages: WindowMessages
    let feedPresenter: FeedPresenter
    let dialogs: WindowDialogs
    /// The photo handed to the desktop and other programs.
    let sharing: WindowSharing
    /// Starring the photo on screen.
    let favourites: WindowFavourites
    /// What is followed, and following the photographer on screen.
    let following: WindowFollowing
    let stateKeeper: WindowStateKeeper
    public let fullscreen: WindowFullscreen
    /// Steps through the photos in full screen.
    public let slideshow: WindowSlideshow
    private(set) var actions: WindowActions!
    /// The master in its layout.
    let master: WindowMaster
    /// What the window follows while it is open, by what it is.
    private var observations: [Observed: [ObserverToken]] = [:]
    /// Those told as the window closes (by its close button, Ctrl+W or `close()`), before it goes.
    private let closing = ObserverList<Void>()

    private enum Observed { case library, feed, split, detail, fullscreen }

    /// The photos every window lists, the recents and the favourites.
    public var library: PhotoLibrary { services.library }

    /// A window on `feed` over `library`; `saved` is the window as it was left, restored (else
    /// it opens at the last closed one's size). `masterLayout` defaults to the setting.
    public init(
        application: Application, services: AppServices, feed source: FeedSource, restoring saved: SavedWindow? = nil,
        masterLayout: MasterLayoutName? = nil
    ) {
        self.services = services
        model = BrowsingModel(feed: source) { PhotoSection.byDay($0.photos, dayTitle: DayTitle.of).flatMap(\.photos) }
        screens = WindowScreens(images: services.images, model: model)
        window = Window(application: application)
        stateKeeper = WindowStateKeeper(settings: services.settings, saved: saved)
        master = WindowMaster(
            masterLayout ?? services.settings?.masterLayout ?? .tabs, screens: screens, model: model, images: services.images)
        let split = SplitViewController(
            primary: master.layout.primary, supplementaryPlaceholder: PhotosPlaceholderViewController(),
            secondary: screens.detail)
        self.split = split
        details = WindowDetails(split: split, detail: screens.detail)
        let presentationHost = PresentationHost(content: split.view, traitHost: split.traitHost)
        screens.imageURLPresentation = PresentationController(presenting: screens.imageURL, from: header.imageURLButton, in: presentationHost)
        fullscreen = WindowFullscreen(content: presentationHost.view, window: window, split: split, header: header)
        messages = WindowMessages(over: fullscreen.view)
        header.placeBanners(lists: messages.listBanners, photo: messages.banner)
        split.setBottomBar(header.photoBar) // under the photo alone, inside the split view: see WindowHeader.placeAroundLists
        dialogs = WindowDialogs(over: window, services: services, messages: messages)
        sharing = WindowSharing(over: window, services: services, messages: messages)
        favourites = WindowFavourites(collections: services.library.collections, messages: messages)
        navigator = WindowNavigator(
            root: { [weak split] in split }, model: model, detail: screens.detail, trace: { Log.photomania.debug($0) }, say: messages.say)
        following = WindowFollowing(
            library: services.library, list: screens.following, messages: messages, model: model, images: services.images, navigator: navigator)
        feedPresenter = FeedPresenter(
            services: services, model: model, header: header, messages: messages, navigator: navigator, feedList: master.layout.feedList)
        slideshow = WindowSlideshow(
            fullscreen: fullscreen, scene: WindowScene(window: window, root: split), settings: services.settings,
            canStart: { [weak split, detail = screens.detail] in split.map { MainWindowController.showsPhoto(in: $0, detail: detail) } ?? false },
            next: { [navigator] in navigator.step(1) },
            startOver: { [navigator] in navigator.stepToFirst() },
            toast: { [messages] in messages.toast($0) })
        buildWindow()
        actions = WindowActions(
            window: window, application: application, photo: screens.detail.photoPane, perform: { [weak self] in self?.perform($0) },
            follow: { [weak self] in self?.following.follow($0) })
        navigator.use(makeRoutes())
        wire()
        feedPresenter.holdFeed() // the stored photos, listed, hold the photographer and photo to restore: before the first frame
        focusMasterUnlessInContent()
    }

    private func buildWindow() {
        window.title = AppInfo.name
        if AppInfo.profile == .development { window.addCSSClass("devel") } // libadwaita's striped header bars
        window.setTitlebar(Self.noTitlebar) // each column has its header bar
        split.style = master.name.columnStyle
        split.restorationIdentifier = "split"
        split.delegate = self
        split.setColumnHeaders(primary: header.masterHeader, supplementary: header.photosHeader, secondary: header.detailHeader)
        screens.imageURLPresentation.delegate = self
        window.setChild(messages.toasts)
        stateKeeper.restore(window)
        stateKeeper.restoration?.decode(in: split) // the widths, the tab, the lists' places: before the first frame
        let frame = window.frameSize // the content's size, foretold: what the first layout gives it
        split.traitHost.prepare(width: stateKeeper.size.width - frame.width, height: stateKeeper.size.height - frame.height)
        window.onCloseRequest { [closing] in
            closing.notify()
            return false
        }
    }

    /// The window's title bar: none, hidden, so the window keeps its client-side frame (as
    /// AdwWindow does) while the columns' header bars are its title bar.
    private static var noTitlebar: Widget {
        let titlebar = Box(.horizontal)
        titlebar.isVisible = false
        return titlebar
    }

    /// Every way into a screen, built from what the window has.
    func makeRoutes() -> Routes {
        Routes(
            master: master.layout,
            screens: Routes.Screens(
                model: model,
                photosList: { [weak self] in self?.makePhotosList($0) ?? PhotosViewController(photographer: $0) },
                photographerPage: { [weak self] in self?.makePhotographerPage($0) ?? PhotosViewController(photographer: $0) },
                detail: screens.detail,
                imageURL: screens.imageURL,
                imageURLPresentation: { [weak self] in self?.screens.imageURLPresentation },
                openPreferences: { [weak self] in self?.dialogs.preferences },
                makePreferences: { [dialogs] () throws(RoutingError) in try dialogs.makePreferences() },
                follow: { [weak self] in self?.following.follow($0) },
                followedPhotos: { [weak self] in self?.following.makePhotos(for: $0) ?? FollowedPhotosViewController(source: $0, name: "") },
                searchResults: { [weak self] in self?.makeSearchResults($0) ?? SearchResultsViewController(query: $0) { _ in nil } },
                requireAPIKey: { [weak self] feed, done in self?.requireAPIKey(for: feed, done) },
                record: { [library] in library.collections.record($0) },
                details: details.info,
                showDetails: { [weak self] in self?.details.show(true) },
                master: { [weak master] name in master.flatMap { name == $0.name ? $0.layout.primary : nil } },
                makeMaster: { [weak self] name in self?.makeMaster(name) ?? ViewController() }))
    }

    private func wire() {
        details.readCamera = { [images = services.images] url, done in images.cameraSettings(of: url, completion: done) }
        details.info.onTag = { [weak self] in self?.search(tag: $0) }
        details.info.onProblem = { [messages] in messages.say($0) }
        screens.imageURL.onCopied = { [messages] in messages.toast(tr("Image URL copied")) }
        screens.photographers.onSelect = { [weak self] in self?.open(chosen: $0) }
        screens.photographers.onSelectPhoto = { [weak self] _, photo in self?.navigator.show(photo, along: \.photoInList) }
        screens.photographers.loadThumbnail = { [loader = services.images] url, show in
            _ = loader.load(url, fitting: PhotographersViewController.thumbnailBox) { if case .success(let texture) = $0 { show(texture) } }
        }
        screens.photographers.prefetchThumbnails = { [loader = services.images] in loader.preload($0) }
        for list in [screens.recents, screens.favourites] as [PhotoListViewController] {
            list.onSelect = { [weak self, unowned list] in self?.choose($0, from: list.photos) }
        }
        wireMaster()
        header.masterSearch.onSubmit = { [weak self] text in
            guard let self, searchesFlickr else { return }
            navigator.navigate(\.search, text)
        }
        // A crossing places what changes the lists' height in its layout, the rest of the bars after it.
        observations[.split] = [
            split.observe { [weak self] in
                self?.placeAroundLists()
                self?.navigator.splitSettled()
                self?.split.traitHost.outsideLayout { self?.masterChanged() }
            },
            split.traitHost.observe { [weak self] _ in
                self?.placeAroundLists()
                self?.split.traitHost.outsideLayout { self?.updateHeader() } // a short window's tab switcher
            },
            master.observe { [weak self] in self?.split.traitHost.outsideLayout { self?.masterChanged() } }
        ]
        observations[.detail] = [
            screens.detail.observePhoto { [weak self] in self?.photoShown($0) },
            screens.detail.observeImage { [weak self] in self?.imageShown($0) },
            details.observe { [weak self] in self?.updateHeader() }
        ]
        // In full screen the photo has the keys: Left, Right and Ctrl+C act at once.
        observations[.fullscreen] = [fullscreen.observe { [weak self] isActive in if isActive { self?.screens.detail.picture.grabFocus() } }]
        observations[.feed] = [feedPresenter.status.observe { [weak self] in self?.feedStatusChanged($0) }]
        observations[.library] = [
            library.observe { [weak self] in self?.libraryChanged($0) },
            services.observeMasterLayout { [weak self] in self?.switchMasterLayout(to: $0) }
        ]
        header.backButton.onClicked { [weak self] in self?.goBack() }
        screens.detail.onDoubleClick = { [weak self] in self?.perform(.fullscreen) }
        screens.detail.image.onStep = { [weak self] in self?.step($0) ?? false }
        screens.detail.image.wheelZooms = { [settings = services.settings] in settings?.wheelZooms ?? false }
        actions.enable(.preferences, services.settings != nil)
        messages.storeBanner.actionButton?.onClicked { [library] in library.startNewDatabase() }
        messages.feedBanner.actionButton?.onClicked { [weak self] in self?.reload() }
        messages.show(library.store.problem)
        screens.recents.show(library.collections.recents)
        screens.favourites.show(library.collections.favourites)
        updateHeader()
    }

    /// Connects the master's lists and stacks, on opening and after a change of layout.
    func wireMaster() {
        let layout = master.layout
        layout.feedList.onRetry = { [weak self] in self?.reload() }
        (layout.feedList as? PhotoListViewController)?.onSelect = { [weak self] photo in
            self?.choose(photo, from: (self?.master.layout.feedList as? PhotoListing)?.photos ?? [])
        }
        header.offersListButtons = layout.hasListButtons
        header.host(tabSwitcherOf: tabs)
        header.masterSearch.bar.captureKeys(from: layout.primary.view)
        split.supplementary.map { header.photosSearch.bar.captureKeys(from: $0.view) }
        feedPresenter.feedList = layout.feedList
    }

    /// Lists `source` from now on, as the library chose it for every window: the master goes
    /// back to its root, the list waits for the new feed's first page.
    private func switchFeed(to source: FeedSource) {
        guard source != model.feed else { return }
        navigator.navigate(\.home, (), quietly: true)
        if feedPresenter.switchFeed(to: source) { reload() }
    }

    // MARK: What the window hears

    private func libraryChanged(_ event: LibraryEvent) {
        switch event {
        case .recentsChanged: screens.recents.show(library.collections.recents)
        case .favouritesChanged:
            screens.favourites.show(library.collections.favourites)
            updateHeader() // the star of the photo on screen
        case .followsChanged: updateHeader() // Follow Photographer, pressed or not
        case .listed(let change):
            feedPresenter.listed(change)
            model.photo.map(screens.detail.refresh) // as the feed says it is now (a title, a licence)
        case .storeProblemChanged: messages.show(library.store.problem)
        case .newDatabase(let movedTo):
            // Translators: %@ is the path of the file the damaged database was moved to.
            messages.say(String(format: tr("The damaged photo database was moved to %@; a new one keeps your photos from now on."), movedTo))
        case .feedChosen(let chosen): switchFeed(to: chosen)
        default: break
        }
    }

    /// What the window's feed status decided that is the window's: Refresh while no fetch
    /// runs; where it was left, once there is a listing to find it in.
    private func feedStatusChanged(_ change: FeedStatus.Change) {
        switch change {
        case .refreshing: actions.enable(.refresh, !feedPresenter.status.isRefreshing)
        case .firstListed:
            restorePendingState()
            focusMasterUnlessInContent()
        default: break
        }
    }

    /// The columns or the master's stacks changed: the header follows, and the model hears
    /// which photographer's photos the navigation left open (none after Back, a swipe).
    private func masterChanged() {
        details.follow()
        updateHeader()
        model.choose(photographer: openPhotoLists.last?.photographer)
    }

    /// The detail shows the photo the model chose (or none): the Image URL popover closes and
    /// follows, the photos next to it in its sequence are loaded ahead, Previous and Next follow.
    private func photoShown(_ photo: Photo?) {
        if let photo { library.feeds.photoShown(photo, on: model.feed) }
        screens.imageURLPresentation.dismiss()
        screens.imageURL.url = photo?.imageURL.absoluteString ?? ""
        screens.detail.preload(model.neighbours)
        let steps = model.availableSteps
        actions.enable(.previousPhoto, steps.previous)
        actions.enable(.nextPhoto, steps.next)
        screens.detail.availableSteps = steps
        updateHeader()
    }

    /// Calls `observer` as the window closes (by its close button, Ctrl+W or `close()`), before
    /// it goes, until the token is released.
    public func observeClosing(_ observer: @escaping () -> Void) -> ObserverToken { closing.add(observer) }

    /// Lets go of the feed and the library, lets the app save the window (`observeClosing`) and
    /// destroys it.
    public func close() {
        feedPresenter.stop()
        observations = [:]
        dialogs.close()
        closing.notify()
        window.destroy()
    }
}
