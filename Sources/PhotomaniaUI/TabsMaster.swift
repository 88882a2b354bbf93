import AdaptiveGtk
import Observing
import Routing

/// Photographers (then a photographer's photos) and Recents as two tabs, each with its own
/// stack: the founding article's tab bar as master, and the default layout.
@MainActor
final class TabsMaster: MasterLayout {
    let tabs: TabController
    let feedList: FeedListing

    init(photographers: PhotographersViewController, recents: RecentsViewController) {
        feedList = photographers
        tabs = TabController(tabs: [NavigationController(root: photographers), NavigationController(root: recents)])
        tabs.restorationIdentifier = "tabs"
    }

    var primary: ViewController { tabs }
    var hasRecentsButton: Bool { false }
    var isShowingRecents: Bool { tabs.selectedIndex == 1 }

    func home<Context>() -> Step<Context> { .find("photographers", PhotographersViewController.self, options: .contained) }

    /// Found in its tab, which the router selects.
    func recents() -> Step<Void> { .find("recents", RecentsViewController.self, options: .contained) }

    func observe(_ handler: @escaping () -> Void) -> [ObserverToken] {
        tabs.navigationControllers.map { $0.observe(handler) } + [tabs.observe(handler)]
    }
}
