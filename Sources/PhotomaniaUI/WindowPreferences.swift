import Adaptive
import AdaptiveGtk
import GtkKit
import PhotoFeed

/// The window follows its settings as they change, in Preferences or through `gsettings`:
/// another feed is fetched and listed in place of the old one, a new interval times the
/// next fetch, a new cache size evicts at once, another layout rebuilds the master.
extension MainWindowController {
    func followSettings() {
        guard let settings else { return }
        watches += [
            settings.observe(AppSettings.feedKey) { [weak self] in
                if let feed = settings.feed { self?.switchFeed(to: feed) }
            },
            settings.observe(AppSettings.fetchIntervalKey) { [weak self] in
                self?.synchronizer.interval = Double(settings.fetchInterval * 60)
            },
            settings.observe(AppSettings.imageCacheKey) { [weak self] in
                self?.detail.loader.disk.capacity = settings.imageCacheBytes
            },
            settings.observe(AppSettings.masterLayoutKey) { [weak self] in
                self?.switchMasterLayout(to: settings.masterLayout)
            },
        ]
    }

    /// Lists `source` from now on: the master goes back to its root, the list waits for the
    /// new feed's first page, which then replaces the stored photos (not the recents).
    public func switchFeed(to source: FeedSource) {
        guard source != feed else { return }
        feed = source
        replacesStore = true
        listed = []
        listsSampleInstead = false
        offlineBanner.isVisible = false
        showFeedSubtitle()
        navigate(\.home, (), quietly: true)
        reload()
    }

    /// Rebuilds the master in the layout `name` around the same lists, in the split view's
    /// primary column, and goes back to where the user was (photographer, photo, Recents).
    public func switchMasterLayout(to name: MasterLayoutName) {
        guard name != masterLayoutName else { return }
        let restoration = StateRestoration(archive: restorationArchive)
        imageURLPresentation.dismiss()
        // The lists leave the old layout's stacks (with the photo, when it was merged onto one).
        split.allPrimaryNavigations.forEach { $0.setViewControllers([ViewController()]) }
        split.showSupplementary(nil, animated: false)
        masterLayoutName = name
        master = name.make(photographers: photographers, recents: recents)
        split.setPrimary(master.primary)
        split.style = name.columnStyle
        routes = Routes(self, master: master)
        wireMaster()
        if !listed.isEmpty { master.feedList.show(listed) }
        restore(restoration)
        updateHeader()
    }
}
