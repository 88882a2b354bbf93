import AdaptiveGtk
import Browsing
import Observing

/// The window's master in its layout, which Preferences change live: it builds the master in
/// the layout asked for around the window's lists, keeps where the user was until the split
/// view has the new one, and tells its observers whenever a stack or tab of the master
/// changes, whichever layout it is in.
@MainActor
final class WindowMaster {
    /// The layout's name in settings.
    private(set) var name: MasterLayoutName
    private(set) var layout: MasterLayout
    /// Where the user was before the master changed layout, until the new one is in place.
    private var pendingRestoration: StateRestoration?
    private let screens: WindowScreens
    private let model: BrowsingModel
    private let images: ImageLoader
    private let changes = ObserverList<Void>()
    /// The layout's stacks and tabs, followed while it is the master.
    private var layoutObservation: [ObserverToken] = []

    /// A master in the layout `name` around `screens`' lists; a list of its own follows `model`.
    init(_ name: MasterLayoutName, screens: WindowScreens, model: BrowsingModel, images: ImageLoader) {
        (self.screens, self.model, self.images) = (screens, model, images)
        (self.name, layout) = (name, screens.master(name, model: model, images: images))
        followLayout()
    }

    /// Calls `observer` whenever a stack or tab of the master changes, until the token is released.
    func observe(_ observer: @escaping () -> Void) -> ObserverToken { changes.add(observer) }

    /// A new master in the layout `name` around the window's lists, which leave the old one's
    /// stacks in `split`; `leaving` is where the user was, taken back by `takeRestoration`
    /// once the split view has the new master.
    func make(_ name: MasterLayoutName, leaving: StateRestoration, in split: SplitViewController) -> ViewController {
        pendingRestoration = leaving
        screens.imageURLPresentation.dismiss()
        // The lists leave the old layout's stacks (with the photo, when it was merged onto one).
        split.allPrimaryNavigations.forEach { $0.setViewControllers([ViewController()]) }
        split.showSupplementary(nil, animated: false)
        (self.name, layout) = (name, screens.master(name, model: model, images: images))
        followLayout()
        return layout.primary
    }

    /// Whether a new layout waits for the split view to take it.
    var isReplacing: Bool { pendingRestoration != nil }

    /// Where the user was before the layout changed, once: nil when the master was in that
    /// layout already (no new one was made).
    func takeRestoration() -> StateRestoration? {
        defer { pendingRestoration = nil }
        return pendingRestoration
    }

    private func followLayout() { layoutObservation = layout.observe { [changes] in changes.notify(()) } }
}
