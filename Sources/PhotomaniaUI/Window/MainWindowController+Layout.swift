import AdaptiveGtk
import Routing

/// The master's layout, changed live (Preferences, the `master-layout` setting): a route
/// replaces the split view's primary, then the window follows the new master.
extension MainWindowController {
    /// Puts the master in the layout `name` through the router (`Routes.masterLayout`), then
    /// goes back to where the user was (photographer, photo, Recents).
    public func switchMasterLayout(to name: MasterLayoutName, completion: ((RoutingResult) -> Void)? = nil) {
        navigator.navigate(\.masterLayout, name) { [weak self] result in
            self?.masterReplaced()
            completion?(result)
        }
    }

    /// A new master in the layout `name` around the window's lists; the route puts it in the
    /// split view, then `masterReplaced` goes on.
    func makeMaster(_ name: MasterLayoutName) -> ViewController {
        master.make(name, leaving: StateRestoration(archive: restorationArchive), in: split)
    }

    /// The split view has the master built by `makeMaster`: the columns, routes, lists and header
    /// follow it, and the window goes back to where the user was. Nothing when the master was
    /// in that layout already.
    func masterReplaced() {
        guard let restoration = master.takeRestoration() else { return }
        split.style = master.name.columnStyle
        navigator.use(makeRoutes())
        wireMaster() // the new master's list shows the feed's page as it is
        navigator.restore(restoration, in: split)
        updateHeader()
    }
}
