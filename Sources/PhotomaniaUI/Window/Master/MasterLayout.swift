import Adaptive
import AdaptiveGtk
import Browsing
import Observing
import Routing

/// How the master column is put together and reached. Each layout is one file, chosen by the
/// `master-layout` setting (and Preferences); no controller knows which one runs, and the
/// routes ask the layout only for the master's own screens.
@MainActor
protocol MasterLayout {
    /// The split view's primary, built around the window's lists.
    var primary: ViewController { get }
    /// The list the feed fills, at the root.
    var feedList: FeedListing { get }
    /// Whether the header offers Recent Photos, Favourites and Following (the layout has no tabs for them).
    var hasListButtons: Bool { get }
    /// Whether Recents is what the master shows (remembered for the next launch).
    var isShowingRecents: Bool { get }
    /// The list at the root: found, never built.
    func home<Context>() -> Step<Context>
    /// The recent photos.
    func recents() -> Step<Void>
    /// The favourites.
    func favourites() -> Step<Void>
    /// The sources followed.
    func following() -> Step<Void>
    /// Calls `handler` whenever a stack or tab of the master changes, until the tokens are released.
    func observe(_ handler: @escaping () -> Void) -> [ObserverToken]
}

/// The lists every layout places beside its root list: Recents, Favourites and Following.
struct MasterLists {
    let recents: RecentsViewController
    let favourites: FavouritesViewController
    let following: FollowingViewController
}

/// The layouts by their names in settings.
public enum MasterLayoutName: String, CaseIterable, Sendable {
    /// Photographers, Recents, Favourites and Following as four tabs (the default).
    case tabs
    /// One stack: photographers, then photos; Recents, Favourites and Following from the header.
    case stack
    /// One list of every photo; Recents, Favourites and Following from the header.
    case allPhotos = "all-photos"

    /// Three columns for the layouts with photographers (photographers | their photos | the
    /// photo); two for every photo in one list.
    var columnStyle: ColumnStyle { self == .allPhotos ? .doubleColumn : .tripleColumn }

    /// The layout around the window's lists; a list of its own follows `model`, its grid's
    /// thumbnails from `images`.
    @MainActor func make(
        photographers: PhotographersViewController, lists: MasterLists,
        model: BrowsingModel, images: ImageLoader
    ) -> MasterLayout {
        switch self {
        case .tabs: return TabsMaster(photographers: photographers, lists: lists)
        case .stack: return StackMaster(root: photographers, lists: lists)
        case .allPhotos:
            let all = AllPhotosViewController()
            all.follow(model)
            all.showThumbnails(from: images)
            return StackMaster(root: all, lists: lists)
        }
    }
}
