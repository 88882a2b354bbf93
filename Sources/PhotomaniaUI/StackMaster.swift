import AdaptiveGtk
import Observing
import Routing

/// One navigation stack under a root list (the photographers, or every photo: the founding
/// article's first case), with Recents pushed onto it from the header.
@MainActor
final class StackMaster<Root: FeedListing>: MasterLayout {
    let navigation: NavigationController
    private let root: Root
    private let recentsList: RecentsViewController

    init(root: Root, recents: RecentsViewController) {
        self.root = root
        recentsList = recents
        navigation = NavigationController(root: root)
    }

    var primary: ViewController { navigation }
    var feedList: FeedListing { root }
    var hasRecentsButton: Bool { true }
    var isShowingRecents: Bool { navigation.viewControllers.contains { $0 === recentsList } }

    func home<Context>() -> Step<Context> { .find("home", Root.self, options: .contained) }

    /// Found in the stack (popped to), or pushed over the root list.
    func recents() -> Step<Void> {
        Step("recents", finder: ClassFinder<RecentsViewController, Void>(options: .contained),
             factory: InstanceFactory { [recentsList] in recentsList })
            .using(ContainerAction.push())
            .from(home())
    }

    func observe(_ handler: @escaping () -> Void) -> [ObserverToken] { [navigation.observe(handler)] }
}
