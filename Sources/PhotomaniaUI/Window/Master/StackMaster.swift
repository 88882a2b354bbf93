import AdaptiveGtk
import Observing
import Routing

/// One navigation stack under a root list (the photographers, or every photo: the founding
/// article's first case), with Recents, Favourites and Following pushed onto it from the header.
@MainActor
final class StackMaster<Root: FeedListing>: MasterLayout {
    let navigation: NavigationController
    private let root: Root
    private let lists: MasterLists

    init(root: Root, lists: MasterLists) {
        self.root = root
        self.lists = lists
        navigation = NavigationController(root: root)
    }

    var primary: ViewController { navigation }
    var feedList: FeedListing { root }
    var hasListButtons: Bool { true }
    var isShowingRecents: Bool { navigation.viewControllers.contains { $0 === lists.recents } }

    func home<Context>() -> Step<Context> { .find("home", Root.self, options: .contained) }

    /// Found in the stack (popped to), or pushed over the root list.
    func recents() -> Step<Void> { pushed("recents", lists.recents) }

    func favourites() -> Step<Void> { pushed("favourites", lists.favourites) }

    func following() -> Step<Void> { pushed("following", lists.following) }

    /// `list`, found in the stack (popped to), or pushed over the root list.
    private func pushed<List: ViewController>(_ name: String, _ list: List) -> Step<Void> {
        Step(name, finder: ClassFinder<List, Void>(options: .contained), factory: InstanceFactory { list })
            .using(ContainerAction.push())
            .from(home())
    }

    func observe(_ handler: @escaping () -> Void) -> [ObserverToken] { [navigation.observe(handler)] }
}
