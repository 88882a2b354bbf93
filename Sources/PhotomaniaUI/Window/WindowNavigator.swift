import Adaptive
import AdaptiveGtk
import Browsing
import GtkKit
import Localization
import PhotoFeed
import Routing

/// Every way into a screen of one window: the router, walking `Routes` from the split view.
/// Links, the catalogue, the launch's destinations, restored state, a choice in a list and the
/// split view's rule all come here. A place asked for before the feed can have it (a photo
/// not stored, while the first fetch runs) waits for that fetch, then opens or is said to be
/// missing: one queue for the command line, links and restoration alike.
@MainActor
final class WindowNavigator {
    let router: Router
    /// The routes, made once the window is (their screens are the window's), and again for
    /// another master layout.
    private(set) var routes: Routes!
    private let model: BrowsingModel
    /// Says why a navigation failed, above the window's content.
    let say: (String) -> Void
    /// Places asked for before the feed could have them, opened once its fetch has ended.
    private let waiting: WaitingPlaces
    /// The detail the photos are shown in: told when a photo asked for starts waiting for the
    /// feed, and once the fetch has ended (it shows it is coming rather than that none is
    /// chosen), and given a photo about to be shown before the way to it is built (a restored
    /// window's photo; one waiting for the feed, in the page just fetched), to decode meanwhile.
    private unowned let detail: PhotoDetailViewController
    /// Whether navigation slides: not while the window goes to where it starts (the place it
    /// was left at, what the command line asked for), which the user did not watch happen.
    private var animates = true
    /// Navigations asked for while the split view changes its columns, made once it has.
    private var afterRearranging: [() -> Void] = []

    /// Seconds a navigation may wait on an interceptor (an API key asked for) before the trace
    /// says so.
    static let interceptorTimeLimit = 10.0

    /// `root` is the split view, `detail` the photo's screen; every decision is traced through
    /// `trace`, and a navigation that waits too long on an interceptor too.
    init(
        root: @escaping () -> RoutingNode?, model: BrowsingModel, detail: PhotoDetailViewController, trace: @escaping (String) -> Void,
        say: @escaping (String) -> Void
    ) {
        router = Router(
            root: root, trace: trace,
            watchdog: Router.Watchdog(limit: Self.interceptorTimeLimit) { seconds, work in
                _ = MainLoop.after(milliseconds: UInt32(seconds * 1000)) { work() }
            })
        (self.model, self.detail, self.say) = (model, detail, say)
        waiting = WaitingPlaces(model: model)
    }

    /// Navigates along `routes` from now on (the window's, or another master layout's).
    func use(_ routes: Routes) { self.routes = routes }

    /// Shows `photo`, chosen in `list`, once the split view has finished changing its columns:
    /// its rule asks for the photo in the middle of the change, and the route may not move a
    /// column then.
    func showAfterRearranging(_ photo: Photo, in list: [Photo]) {
        afterRearranging.append { [weak self] in self?.withoutAnimation { self?.show(photo, in: list) } }
    }

    /// The split view has finished changing: what waited for it goes now.
    func splitSettled() {
        let waiting = afterRearranging
        afterRearranging = []
        waiting.forEach { $0() }
    }

    /// Goes to `route` for `context`; a failure is said unless `quietly`.
    func navigate<Context>(
        _ route: KeyPath<Routes, Step<Context>>, _ context: Context, quietly: Bool = false,
        completion: ((RoutingResult) -> Void)? = nil
    ) {
        router.navigate(to: routes[keyPath: route], with: context, animated: animates) { [say] result in
            if case .failure(let error) = result, !quietly { say(error.description) }
            completion?(result)
        }
    }

    /// Shows `photo`, chosen in `list` (see `BrowsingModel.choose(_:in:)`), along `route`.
    func show(_ photo: Photo, in list: [Photo]? = nil, along route: KeyPath<Routes, Step<Photo>> = \.photo, quietly: Bool = false) {
        showChoice(along: route, quietly: quietly) { [model] in
            model.choose(photo, in: list)
            return photo
        }
    }

    /// Shows the photo `offset` places from the one on screen in its sequence (-1 the previous,
    /// 1 the next); false past either end.
    func step(_ offset: Int) -> Bool { showChoice { [model] in model.step(offset) } }

    /// Shows the first photo of the sequence (a slideshow starting over); false when it is the
    /// one on screen.
    func stepToFirst() -> Bool { showChoice { [model] in model.stepToFirst() } }

    /// Lets `choose` choose on the model, then shows the photo it chose along `route`; false
    /// when it chose none. A choice the route cannot show is undone, unless another came since.
    @discardableResult
    private func showChoice(
        along route: KeyPath<Routes, Step<Photo>> = \.photo, quietly: Bool = false, _ choose: () -> Photo?
    ) -> Bool {
        let earlier = model.choice
        guard let photo = choose() else { return false }
        let chosen = model.choice
        navigate(route, photo, quietly: quietly) { [model] result in
            if case .failure = result, model.choice == chosen { model.restore(earlier) }
        }
        return true
    }

    /// Shows `photo` after its photographer's photos (a link, a restored photo).
    func open(photoID id: String, quietly: Bool = false) {
        guard let photo = model.photo(withID: id) else { return quietly ? () : say(Routes.noPhoto(id)) }
        show(photo, along: \.photoInList, quietly: quietly)
    }

    /// Shows the photographer called `name`'s photos, in their column or, `on` their page, in a
    /// window over this one.
    func open(
        photographerNamed name: String, on route: KeyPath<Routes, Step<Photographer>> = \.photographer, quietly: Bool = false,
        completion: ((RoutingResult) -> Void)? = nil
    ) {
        guard let photographer = model.photographer(named: name) else { return quietly ? () : say(Routes.noPhotographer(name)) }
        navigate(route, photographer, quietly: quietly, completion: completion)
    }

    /// Opens the place `link` names.
    func open(_ link: AppLink) {
        switch link {
        case .photo(let id): open(photoID: id)
        case .photographer(let name): open(photographerNamed: name)
        case .recents: navigate(\.recents, ())
        case .favourites: navigate(\.favourites, ())
        case .following: navigate(\.following, ())
        case .follow(let source): navigate(\.follow, source)
        case .search(let text): navigate(\.search, text)
        }
    }

    /// Opens `destination` (a link, a screen of the catalogue), or says why not; when it names
    /// what the feed may not have yet (`ready` is false: its first fetch is under way), once
    /// the fetch has ended.
    func open(_ destination: Destination, ready: Bool) {
        guard !waiting.waits(destination, feedFetched: ready) else {
            if destination.photoID != nil { detail.awaitPhoto(true) }
            return
        }
        withoutAnimation { go(destination) }
    }

    /// A page of the feed arrived, to be stored and listed: the photo last asked for among the
    /// places waiting, if the page has it, is about to be shown.
    func pageArrived(_ photos: [Photo]) { waiting.photoAhead(in: photos).map(detail.decodeAhead) }

    /// Opens the places that waited for the feed: its fetch has ended.
    func openWaiting() {
        let destinations = waiting.takeAll()
        withoutAnimation { destinations.forEach(go) }
        if destinations.contains(where: { $0.photoID != nil }) { detail.awaitPhoto(false) }
    }

    private func go(_ destination: Destination) {
        switch destination {
        case .link(let link): open(link)
        case .badLink(let message): say(message)
        case .screen(let name, let context): ScreenCatalogue.open(name, context: context, in: self)
        }
    }

    /// Goes, without transitions, where `restoration`'s archive says: the photographer, the
    /// photo, Recents; the controllers made on the way then take their saved state (a scroll
    /// position, a zoom) and `split` finishes it. What is no longer in the feed is skipped.
    func restore(_ restoration: StateRestoration, in split: SplitViewController) {
        let archive = restoration.archive
        let photoID = archive["photo"]?.string(forKey: PhotoDetailViewController.photoIDKey)
        if let photo = photoID.flatMap(model.photo(withID:)) { detail.decodeAhead(photo) }
        withoutAnimation {
            if let name = archive["photos"]?.string(forKey: PhotosViewController.photographerKey) {
                open(photographerNamed: name, quietly: true)
            }
            if let photoID { open(photoID: photoID, quietly: true) }
            if archive[MainWindowController.windowRecord]?.bool(forKey: MainWindowController.showsDetailsKey) == true {
                navigate(\.details, (), quietly: true)
            }
            if archive[MainWindowController.windowRecord]?.bool(forKey: MainWindowController.showsRecentsKey) == true {
                navigate(\.recents, ())
            }
        }
        restoration.finish(in: split)
    }

    /// Navigates in `body` without transitions.
    func withoutAnimation(_ body: () -> Void) {
        animates = false
        defer { animates = true }
        body()
    }
}
