import GtkKit
import PhotoFeed

/// The window follows its settings as they change, in Preferences or through `gsettings`:
/// another feed is fetched and listed in place of the old one, a new interval times the
/// next fetch, a new cache size evicts at once.
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
}
