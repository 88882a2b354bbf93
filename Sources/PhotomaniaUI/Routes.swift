import AdaptiveGtk
import Localization
import PhotoFeed
import Routing

/// Every way into a screen of the Photomania window, as configuration read by one router:
/// how each screen is found when it is open, built when it is not, and attached. The window
/// only says where to go (`MainWindowController.navigate`); changing the navigation is
/// changing this file, or choosing another `MasterLayout`, which supplies the master's own
/// screens.
@MainActor
public struct Routes {
    /// The list at the root of the master (photographers, or every photo), popped to.
    public let home: Step<Void>
    /// The recent photos (their tab, or pushed).
    public let recents: Step<Void>
    /// A photographer's photos, by name: the split view's supplementary (their column, or over
    /// the root list).
    public let photographer: Step<String>
    /// A photo, by id, beside (or, narrow, over) whatever list is open.
    public let photo: Step<String>
    /// A photo, by id, after its photographer's photos: links, `--photo`, restored state.
    public let photoInList: Step<String>
    /// The Image URL popover of the photo on screen.
    public let imageURL: Step<Void>
    /// The Preferences window.
    public let preferences: Step<Void>
    /// The Flickr photos matching a text, a page pushed over the master's root list; needs an
    /// API key.
    public let search: Step<String>
    /// The feed fetched again from its first page, where the user is; a Flickr feed needs an
    /// API key first.
    public let refresh: Step<Void>

    init(_ window: MainWindowController, master: MasterLayout) {
        home = master.home()
        recents = master.recents()
        photographer = Step("photographer",
                            finder: ClassFinder<PhotosViewController, String>(options: .contained) { $0.photographer.name == $1 },
                            factory: ClosureFactory { [unowned window] name throws(RoutingError) in try window.makePhotosList(named: name) })
            .using(ContainerAction.showSupplementary())
            .from(master.home()) { [unowned window] name throws(RoutingError) in
                _ = try window.requirePhotographer(name) // an unknown name fails before anything moves
            }
        photo = Routes.photoScreen(window)
            .from(Step.find("split", SplitViewController.self, options: .contained)) { [unowned window] id throws(RoutingError) in
                try window.requirePhoto(id).id
            }
        photoInList = Routes.photoScreen(window).from(photographer) { [unowned window] id throws(RoutingError) in
            try window.requirePhoto(id).photographerName
        }
        imageURL = Step("image-url", factory: InstanceFactory { [unowned window] in window.imageURL })
            .adding(ClosureInterceptor { [unowned window] _, done in
                done(window.detail.photo == nil ? .cancel(reason: tr("Choose a photo first: its image URL is shown.")) : .proceed)
            })
            .using(ContainerAction.present { [weak window] in window?.imageURLPresentation })
            .from(Step("the photo on screen", finder: ClassFinder<PhotoDetailViewController, Void>(options: .visible)))
        preferences = Step("preferences",
                           finder: ClosureFinder { [weak window] _, _ in window?.preferences },
                           factory: ClosureFactory { [unowned window] _ throws(RoutingError) in try window.makePreferences() })
            .adding(ClosureContextTask<PreferencesWindow, Void> { preferences, _ in preferences.present() })
            .using(ClosureAction { _, _, _ in }) // a window of its own, presented by the context task
            .from(.root)
        search = Step("search", finder: ClassFinder<SearchResultsViewController, String>(options: .visible) { $0.query == $1 },
                      factory: ClosureFactory { [unowned window] text throws(RoutingError) in window.makeSearchResults(text) })
            .adding(ClosureInterceptor { [unowned window] text, done in window.requireAPIKey(for: .flickrSearch(text), done) })
            .using(ContainerAction.push())
            .from(master.home())
        refresh = Step<Void>.current
            .adding(ClosureInterceptor { [unowned window] _, done in window.requireAPIKey(for: window.feed, done) })
            .adding(ClosureContextTask<RoutingNode, Void> { [unowned window] _, _ in window.synchronizer.restart() })
    }

    /// The detail showing a photo: found when it shows that photo on screen, else given the
    /// photo and shown as the split view's secondary. The photo goes first in the recents.
    private static func photoScreen(_ window: MainWindowController) -> Step<String> {
        Step("photo", finder: ClassFinder<PhotoDetailViewController, String>(options: .visible) { $0.photo?.id == $1 },
             factory: InstanceFactory { [unowned window] in window.detail })
            .adding(ClosureContextTask<PhotoDetailViewController, String> { [unowned window] detail, id throws(RoutingError) in
                detail.show(try window.requirePhoto(id))
            })
            .adding(ClosurePostRoutingTask<String> { [weak window] _, id in
                if let photo = window?.photo(withID: id) { window?.record(photo) }
            })
            .using(ContainerAction.showDetail())
    }
}
