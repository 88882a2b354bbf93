import Adaptive
import AdaptiveGtk
import PhotoFeed

/// What the window shows, read by the app and its tests, and what it saves to open as it was.
extension MainWindowController {
    /// The feed listed.
    public var feed: FeedSource { model.feed }

    /// Whether a fetch of the window's feed is running.
    public var isLoading: Bool { library.feeds.isLoading(model.feed) }

    /// Whether the feed's server could not be reached at the last fetch.
    public var isOffline: Bool { messages.isOffline }

    /// What the offline banner says, when it is shown.
    public var offlineMessage: String? { isOffline ? messages.feedBanner.text : nil }

    /// The message above the content, if one is shown.
    public var bannerMessage: String? { messages.bannerMessage }

    /// The message about the database, if one is shown.
    public var storeMessage: String? { messages.storeBanner.shownText }

    /// Whether a photo is on screen: beside the lists, or on top of the stack when collapsed.
    public var isShowingPhoto: Bool { Self.showsPhoto(in: split, detail: screens.detail) }

    /// Whether `detail` shows a photo in `split`: beside the lists, or on top of the stack when collapsed.
    static func showsPhoto(in split: SplitViewController, detail: PhotoDetailViewController) -> Bool {
        detail.photo != nil && (!split.isCollapsed || split.primaryNavigation.topViewController === detail)
    }

    /// The navigation stack of the master on screen.
    public var navigation: NavigationController { split.primaryNavigation }

    /// The master's tabs, in the tabs layout.
    public var tabs: TabController? { master.layout.primary as? TabController }

    /// Whether the master shows the recent photos.
    public var isShowingRecents: Bool { master.layout.isShowingRecents }

    /// The photographers' photos lists open in the master (and the photos column), bottom to
    /// top: where the chosen photographer is read from the stacks.
    var openPhotoLists: [PhotosViewController] { split.containedDescendants.compactMap { $0 as? PhotosViewController } }

    public var photographers: PhotographersViewController { screens.photographers }
    public var recents: RecentsViewController { screens.recents }
    public var detail: PhotoDetailViewController { screens.detail }
    public var imageURL: ImageURLViewController { screens.imageURL }
    public var imageURLPresentation: PresentationController { screens.imageURLPresentation }

    /// What the window's controllers save, and the window's own record: whether Recents is shown.
    public var restorationArchive: RestorationArchive {
        var archive = StateRestoration.encode(split)
        var record = RestorableState()
        record.encode(isShowingRecents, forKey: Self.showsRecentsKey)
        record.encode(details.isShown, forKey: Self.showsDetailsKey)
        archive[Self.windowRecord] = record
        return archive
    }

    /// The window's own record in its archive.
    static let windowRecord = "window"
    static let showsRecentsKey = "recents"
    static let showsDetailsKey = "details"

    /// The window as it is now, to open again on the next launch; its size becomes the one a
    /// new window opens at.
    public func saveState() -> SavedWindow {
        screens.imageURLPresentation.dismiss()
        fullscreen.leave() // the columns as they are out of full screen
        return stateKeeper.save(window, controllers: restorationArchive)
    }
}
