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

    /// A new master in the layout `name` around the window's lists, which leave the old one;
    /// the route puts it in the split view, then `masterReplaced` goes on.
    func makeMaster(_ name: MasterLayoutName) -> ViewController {
        pendingRestoration = StateRestoration(archive: restorationArchive)
        screens.imageURLPresentation.dismiss()
        // The lists leave the old layout's stacks (with the photo, when it was merged onto one).
        split.allPrimaryNavigations.forEach { $0.setViewControllers([ViewController()]) }
        split.showSupplementary(nil, animated: false)
        layout = (name, screens.master(name, model: model, images: services.images))
        return layout.master.primary
    }

    /// The split view has the master built by `makeMaster`: the columns, routes, lists and header
    /// follow it, and the window goes back to where the user was. Nothing when the master was
    /// in that layout already.
    func masterReplaced() {
        guard let restoration = pendingRestoration else { return }
        pendingRestoration = nil
        split.style = layout.name.columnStyle
        navigator.use(makeRoutes())
        wireMaster()
        if !model.isEmpty { layout.master.feedList.show(model.photographers) }
        navigator.restore(restoration, in: split)
        updateHeader()
    }
}
