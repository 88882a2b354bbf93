import AdaptiveGtk
import Observing
import Routing

/// Photographers (then a photographer's photos), Recents, Favourites and Following (then a
/// source's photos) as four tabs, each with its own stack: the founding article's tab bar as
/// master, and the default layout.
@MainActor
final class TabsMaster: MasterLayout {
    let tabs: TabController
    let feedList: FeedListing

    init(photographers: PhotographersViewController, lists: MasterLists) {
        feedList = photographers
        tabs = TabController(tabs: [photographers, lists.recents, lists.favourites, lists.following].map { NavigationController(root: $0) })
        tabs.restorationIdentifier = "tabs"
        tabs.topSwitcherStyle = .icons // four titles do not fit the master's column
    }

    var primary: ViewController { tabs }
    var hasListButtons: Bool { false }
    var isShowingRecents: Bool { tabs.selectedIndex == 1 }

    func home<Context>() -> Step<Context> { .find("photographers", PhotographersViewController.self, options: .contained) }

    /// Found in its tab, which the router selects.
    func recents() -> Step<Void> { .find("recents", RecentsViewController.self, options: .contained) }

    func favourites() -> Step<Void> { .find("favourites", FavouritesViewController.self, options: .contained) }

    func following() -> Step<Void> { .find("following", FollowingViewController.self, options: .contained) }

    func observe(_ handler: @escaping () -> Void) -> [ObserverToken] {
        tabs.navigationControllers.map { $0.observe(handler) } + [tabs.observe(handler)]
    }
}
