import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The window offline: when the feed's server cannot be reached it keeps showing what it has
/// (the photos stored before; on a first launch, the sample photos, said under the title)
/// under a banner that says so, with Try Again, and fetches again by itself when the desktop
/// says the network came back.
extension MainWindowController {
    /// Whether the last fetch could not reach the feed's server.
    public var isOffline: Bool { offlineBanner.isVisible }

    /// What the offline banner says, when it is shown.
    public var offlineMessage: String? { isOffline ? offlineBanner.text : nil }

    /// Takes a failed fetch that could not reach the server; false for other failures (and
    /// for the sample feed itself), which are said as they were.
    func tookOffline(_ error: Error) -> Bool {
        guard (error as? HTTPError)?.isUnreachable == true else { return false }
        if listed.isEmpty || listsSampleInstead {
            showSamplePhotosInstead()
        } else {
            offlineBanner.show(tr("Offline — showing the photos stored before."), offeringAction: true)
        }
        offlineBanner.tooltip = error.userMessage
        return true
    }

    /// A fetch succeeded: the banner goes, and what it fetched replaces the sample photos.
    func backOnline() { offlineBanner.isVisible = false }

    private func showSamplePhotosInstead() {
        offlineBanner.show(tr("Offline — showing sample photos."), offeringAction: true)
        guard !listsSampleInstead else { return }
        feeds.load(AppPaths.sampleFeedURL) { [weak self] result in
            guard let self, self.isOffline, self.listed.isEmpty, case .success(let page) = result else { return }
            listsSampleInstead = true
            list(Photographer.group(page.photos))
        }
    }

    /// "Sample Photos" under the title while the sample feed is listed.
    func showFeedSubtitle() {
        header.title.subtitle = listsSampleInstead || feed == .url(AppPaths.sampleFeedURL) ? tr("Sample Photos") : ""
    }

    /// Fetches again when the network comes back while the window is offline.
    func watchNetwork() -> SignalConnection {
        NetworkMonitor.current().onChange { [weak self] available in
            if available, self?.isOffline == true { self?.reload() }
        }
    }
}
