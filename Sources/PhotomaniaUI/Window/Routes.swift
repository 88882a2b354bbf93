import AdaptiveGtk
import Browsing
import Localization
import PhotoFeed
import Routing

/// Every way into a screen of the Photomania window, as configuration read by one router:
/// how each screen is found when it is open, built when it is not, and attached. The window
/// says where to go (`WindowNavigator`); changing the navigation is changing this file, or
/// choosing another `MasterLayout`, which supplies the master's own screens. A photo or a
/// photographer is looked up once, before the route starts (by id or name, in the model), and
/// the steps take it as their context.
@MainActor
public struct Routes {
    /// What the routes build screens with and ask of the window, given rather than reached for.
    struct Screens {
        let model: BrowsingModel
        /// A new list of a photographer's photos.
        let photosList: (Photographer) -> PhotosViewController
        /// A new list of a photographer's photos for their page in a window of its own.
        let photographerPage: (Photographer) -> PhotosViewController
        let detail: PhotoDetailViewController
        let imageURL: ImageURLViewController
        let imageURLPresentation: () -> PresentationController?
        /// The Preferences window while it is open.
        let openPreferences: () -> PreferencesWindow?
        /// A new Preferences window, or why there is none.
        let makePreferences: () throws(RoutingError) -> PreferencesWindow
        /// Follows a source (a link's).
        let follow: (FollowedSource) -> Void
        /// A new list of a followed source's photos (nil: of all of them).
        let followedPhotos: (FollowedSource?) -> FollowedPhotosViewController
        /// A new page of the Flickr photos matching a text.
        let searchResults: (String) -> SearchResultsViewController
        /// Lets a navigation to a feed go on once there is an API key, when it needs one.
        let requireAPIKey: (FeedSource, @escaping (InterceptorResult) -> Void) -> Void
        /// Puts a photo first in the recents.
        let record: (Photo) -> Void
        /// The photo's details, and what shows them (beside the photo, or a page over it).
        let details: PhotoInfoViewController
        let showDetails: () -> Void
        /// The master's primary while the master is in the layout named.
        let master: (MasterLayoutName) -> ViewController?
        /// A new master in the layout named, around the window's lists (which leave the old one).
        let makeMaster: (MasterLayoutName) -> ViewController
    }

    /// The master in another layout: a new primary for the split view around the same lists,
    /// the window's root replaced (RouteComposer's root replacement, UIKit's
    /// `setViewController(_:for: .primary)`); found while the master is in that layout.
    public let masterLayout: Step<MasterLayoutName>
    /// The list at the root of the master (photographers, or every photo), popped to.
    public let home: Step<Void>
    /// The recent photos (their tab, or pushed).
    public let recents: Step<Void>
    /// The favourites (their tab, or pushed).
    public let favourites: Step<Void>
    /// The sources followed (their tab, or pushed).
    public let following: Step<Void>
    /// A followed source's photos, or all of theirs (nil), pushed over the sources.
    public let followedSource: Step<FollowedSource?>
    /// A source followed (a link's), then the sources, where it is listed.
    public let follow: Step<FollowedSource>
    /// A photographer's photos: the split view's supplementary (their column, or over the root list).
    public let photographer: Step<Photographer>
    /// A photographer's page: their photos in a navigation stack of its own, presented in a
    /// modal window over this one (RouteComposer's container step).
    public let photographerPage: Step<Photographer>
    /// A photo beside (or, narrow, over) whatever list is open.
    public let photo: Step<Photo>
    /// A photo after its photographer's photos: links, `--photo`, restored state.
    public let photoInList: Step<Photo>
    /// The Image URL popover of the photo on screen.
    public let imageURL: Step<Void>
    /// The details of the photo on screen: beside it, or a page over it in a compact window.
    public let details: Step<Void>
    /// The Preferences window.
    public let preferences: Step<Void>
    /// The Flickr photos matching a text, a page pushed over the master's root list; needs an
    /// API key.
    public let search: Step<String>

    init(master: MasterLayout, screens: Screens) {
        masterLayout = Step(
            "master layout", finder: ClosureFinder { name, _ in screens.master(name) },
            factory: ClosureFactory { name throws(RoutingError) in screens.makeMaster(name) }
        )
        .using(ContainerAction.setPrimary())
        .from(.root)
        home = master.home()
        recents = master.recents()
        favourites = master.favourites()
        following = master.following()
        followedSource = Step(
            "followed", finder: ClassFinder<FollowedPhotosViewController, FollowedSource?>(options: .contained) { $0.source == $1 },
            factory: ClosureFactory { source throws(RoutingError) in screens.followedPhotos(source) }
        )
        .using(ContainerAction.push())
        .from(master.following()) { _ throws(RoutingError) in }
        follow = Step("follow", finder: ClassFinder<FollowingViewController, FollowedSource>(options: .contained))
            .adding(ClosureContextTask<FollowingViewController, FollowedSource> { _, source in screens.follow(source) })
            .from(master.following()) { _ throws(RoutingError) in }
        photographer = Step(
            "photographer",
            finder: ClassFinder<PhotosViewController, Photographer>(options: .contained) { $0.photographer.name == $1.name },
            factory: ClosureFactory { photographer throws(RoutingError) in screens.photosList(photographer) }
        )
        .adding(ClosureContextTask<PhotosViewController, Photographer> { _, photographer in screens.model.choose(photographer: photographer) })
        .using(ContainerAction.showSupplementary())
        .from(master.home()) { _ throws(RoutingError) in }
        photographerPage = Step(
            "photographer-page",
            finder: ClassFinder<PhotosViewController, Photographer>(options: .visible) { page, photographer in
                page.photographer.name == photographer.name && page.navigationController?.presentingViewController != nil
            },
            factory: ClosureFactory { photographer throws(RoutingError) in screens.photographerPage(photographer) }
        )
        .using(ContainerAction.push())
        .from(
            Step("photographer-page stack", factory: ContainerFactory.navigation())
                .using(ContainerAction.presentModally())
                .from(.root))
        photo = Routes.photoScreen(screens).from(Step.find("split", SplitViewController.self, options: .contained)) { _ throws(RoutingError) in }
        photoInList = Routes.photoScreen(screens).from(photographer) { photo throws(RoutingError) in
            guard let photographer = screens.model.photographer(named: photo.photographerName) else {
                throw .invalidContext(Routes.noPhotographer(photo.photographerName))
            }
            return photographer
        }
        imageURL = Step("image-url", factory: InstanceFactory { screens.imageURL })
            .adding(
                ClosureInterceptor { _, done in
                    done(screens.model.photo == nil ? .cancel(reason: tr("Choose a photo first: its image URL is shown.")) : .proceed)
                }
            )
            .using(ContainerAction.present(with: screens.imageURLPresentation))
            .from(Step("the photo on screen", finder: ClassFinder<PhotoDetailViewController, Void>(options: .visible)))
        details = Step(
            "details", finder: ClassFinder<PhotoInfoViewController, Void>(options: .visible),
            factory: InstanceFactory { screens.details }
        )
        .using(ClosureAction { _, _, _ in screens.showDetails() }) // the window places it for its width
        .from(Step("the photo on screen", finder: ClassFinder<PhotoDetailViewController, Void>(options: .visible)))
        preferences = Step(
            "preferences", finder: ClosureFinder { _, _ in screens.openPreferences() },
            factory: ClosureFactory { _ throws(RoutingError) in try screens.makePreferences() }
        )
        .adding(ClosureContextTask<PreferencesWindow, Void> { preferences, _ in preferences.present() })
        .using(ClosureAction { _, _, _ in }) // a window of its own, presented by the context task
        .from(.root)
        search = Step(
            "search", finder: ClassFinder<SearchResultsViewController, String>(options: .visible) { $0.query == $1 },
            factory: ClosureFactory { text throws(RoutingError) in screens.searchResults(text) }
        )
        .adding(ClosureInterceptor { text, done in screens.requireAPIKey(.flickrSearch(text), done) })
        .using(ContainerAction.push())
        .from(master.home())
    }

    /// The detail showing a photo: found when it shows that photo on screen, else given the
    /// photo and shown as the split view's secondary. Going to a photo chooses it: the model
    /// knows before the detail shows it (in its photographer's photos, unless the navigation
    /// chose it in a list first). The photo goes first in the recents.
    private static func photoScreen(_ screens: Screens) -> Step<Photo> {
        Step(
            "photo", finder: ClassFinder(options: .visible) { detail, photo in detail.photo?.id == photo.id },
            factory: InstanceFactory { screens.detail },
            configure: { detail, photo in
                if screens.model.photo?.id != photo.id { screens.model.choose(photo) }
                detail.show(photo)
            }
        )
        .adding(ClosurePostRoutingTask<Photo> { _, photo in screens.record(photo) })
        .using(ContainerAction.showDetail())
    }

    /// Why a photographer cannot be shown: they are not in the feed.
    static func noPhotographer(_ name: String) -> String {
        String(format: tr("There is no photographer “%@” in this feed."), name)
    }

    /// Why a photo cannot be shown: it is not in the feed.
    static func noPhoto(_ id: String) -> String {
        String(format: tr("There is no photo with id “%@” in this feed."), id)
    }
}
