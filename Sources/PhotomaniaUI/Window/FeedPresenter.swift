import Browsing
import Foundation
import GtkKit
import Library
import Localization
import Observing
import PhotoFeed

/// One window's side of its feed, which the library fetches for every window on it: it tells
/// the window's `FeedStatus` what the library says of the feed, and shows what the status
/// decides: the list's page, Refresh spinning, the banner over the lists (counting down a
/// pause), what could not be read, and the notices as toasts (Try Again with a refresh that
/// failed). While the window has a Flickr photographer's photos open, it holds their newest
/// photos too, which the library fetches and lists with the rest.
@MainActor
final class FeedPresenter {
    private let feeds: FeedLibrary
    /// Whether Preferences can be opened, where a key is entered (settings are installed).
    private let hasPreferences: Bool
    private let model: BrowsingModel
    /// What the window says of its feed.
    let status: FeedStatus
    private let header: WindowHeader
    private let messages: WindowMessages
    /// Opens the places that wait for the feed: a link to a photo not listed yet.
    private let navigator: WindowNavigator
    /// The list the feed fills, at the root of the master (another with another layout), which
    /// shows the status's page as it is.
    var feedList: FeedListing { didSet { showPage() } }
    /// The window's hold on its feed, fetched while it is kept, and what its fetching says.
    private var holding: (feed: FeedHolds.Hold, events: ObserverToken)?
    /// The window's hold on the newest photos of the photographer it has open, what their
    /// fetching says, and whether a failure to fetch them was said (once a choice).
    private var work: (hold: FeedHolds.Hold, events: ObserverToken, failureSaid: Bool, moreWanted: Bool)?
    private var observations: [ObserverToken] = []

    init(
        services: AppServices, model: BrowsingModel, header: WindowHeader, messages: WindowMessages, navigator: WindowNavigator,
        feedList: FeedListing
    ) {
        (feeds, hasPreferences) = (services.library.feeds, services.settings != nil)
        (self.model, self.header, self.messages, self.navigator, self.feedList) = (model, header, messages, navigator, feedList)
        status = FeedStatus(model: model)
        observations = [
            status.observe { [weak self] in self?.statusChanged($0) },
            model.observe { [weak self] in if $0 == .photographer { self?.holdChosenWork() } }
        ]
    }

    /// Holds the model's feed; true when this window is the first on it (and starts its
    /// fetching). What the library holds is listed at once, and a fetch begun before (for
    /// another window, or as this one was made) is shown under way.
    @discardableResult
    func holdFeed() -> Bool {
        let feed = feeds.hold(model.feed)
        holding = (feed, feeds.observe(feed: model.feed) { [weak self] in self?.feedChanged($0) })
        list()
        if feeds.isLoading(model.feed) { status.fetchBegan() }
        return feed.startedFeed
    }

    /// Lets go of the feed and the photographer's photos (the window closes).
    func stop() { (holding, work) = (nil, nil) }

    /// Whether this window is the first on its feed, which it then fetches for every window on it.
    var startedFeed: Bool { holding?.feed.startedFeed ?? false }

    /// Whether the window's feed has not been fetched yet: places it may list wait for it.
    var awaitsFirstFetch: Bool { !feeds.hasFetched(model.feed) }

    /// Lists `feed` from now on: the list waits for its first page, which replaces the stored
    /// photos (not the recents). True when this window starts fetching it.
    func switchFeed(to feed: FeedSource) -> Bool {
        status.switchFeed(to: feed)
        return holdFeed()
    }

    /// The photos the library holds changed: listed (and said new).
    func listed(_ change: StoreChange) {
        list(news: change.inserted.count, afterFetch: true)
        navigator.openWaiting()
    }

    /// Says why there are no new photos (a key refused): in place of the list before there is
    /// one, else in a toast with Try Again.
    func showFailure(_ message: String) { status.failed(message, canEnterKey: canEnterKey) }

    /// Whether a key would help and Preferences can take one.
    private var canEnterKey: Bool { model.feed.needsAPIKey && feeds.apiKey == nil && hasPreferences }

    private func feedChanged(_ event: FeedEvent) {
        switch event {
        case .started: status.fetchBegan()
        case .waiting(let wait): status.waiting(wait, now: ProcessInfo.processInfo.systemUptime)
        case .fetched(let result):
            if case .success(let page) = result {
                navigator.pageArrived(page.photos)
                messages.banner.isVisible = false
            }
            let showingSample = feeds.listsSample || feeds.photographers.isEmpty
            status.fetched(result, unreachable: feeds.isUnreachable(model.feed), showingSample: showingSample, canEnterKey: canEnterKey)
            if case .failure = result { navigator.openWaiting() }
        }
    }

    /// Holds the newest photos of the photographer open, letting go of those held before.
    private func holdChosenWork() {
        work = nil
        status.photographerFetch(running: false)
        guard let photographer = model.chosenPhotographer, let hold = feeds.holdWork(of: photographer, listedFrom: model.feed) else { return }
        let events = feeds.observe(feed: hold.feed) { [weak self] in self?.workChanged($0, of: photographer.name) }
        work = (hold, events, false, false)
        status.photographerFetch(running: feeds.isLoading(hold.feed))
    }

    /// The grid of `photographer`'s photos was scrolled to its end: the next page of their
    /// stream, when they are the one whose photos are held and it has more pages (a key's REST
    /// stream).
    /// Asked while a page is on its way, the next one is fetched once that one has come.
    func fetchMoreWork(of photographer: String) {
        guard let feed = work?.hold.feed, model.chosenPhotographer?.name == photographer else { return }
        if !feeds.fetchMore(feed), feeds.isLoading(feed) { work?.moreWanted = true }
    }

    /// What the fetching of the photographer's newest photos says: Refresh spins (not while it
    /// waits to try again: a refresh of the feed stays at hand), and a failure the banner does
    /// not already say (the network out of reach) is said once.
    private func workChanged(_ event: FeedEvent, of name: String) {
        status.photographerFetch(running: event.isStart)
        switch event {
        case .started, .waiting: break
        case .fetched(let result):
            if work?.moreWanted == true, case .success = result, let feed = work?.hold.feed {
                work?.moreWanted = false
                feeds.fetchMore(feed)
            }
            guard case .failure(let error) = result, (error as? HTTPError)?.isUnreachable != true, work?.failureSaid == false else { return }
            work?.failureSaid = true
            // Translators: %1$@ is a photographer's name, %2$@ says why, in a sentence or two.
            messages.toast(String(format: tr("Could not fetch the newest photos of %1$@. %2$@"), name, error.userMessage))
        }
    }

    /// Lists what the library holds.
    private func list(news: Int = 0, afterFetch: Bool = false) {
        showSubtitle()
        status.list(feeds.photographers(for: model.feed), news: news, afterFetch: afterFetch, listsSample: feeds.listsSample)
    }

    /// "Sample Photos" under the title while the sample feed is listed.
    private func showSubtitle() {
        header.title.subtitle = feeds.listsSample || model.feed == .url(AppPaths.sampleFeedURL) ? tr("Sample Photos") : ""
    }

    // MARK: What the status decided

    private func statusChanged(_ change: FeedStatus.Change) {
        switch change {
        case .page: showPage()
        case .refreshing: header.showRefreshing(status.isRefreshing)
        case .banner: showBanner()
        case .note: feedList.showNote(status.note)
        case .firstListed: break // the window restores where it was
        case .notice(.newPhotos(let count)): messages.toast(FeedStatus.newPhotos(count))
        case .notice(.couldNotRefresh(let message)):
            // Translators: %@ says why, in a sentence or two.
            messages.toast(String(format: tr("Could not refresh. %@"), message), button: (FeedPages.tryAgain, WindowAction.refresh.detailedName))
        }
    }

    private func showPage() {
        switch status.page {
        case .loading: feedList.showLoading()
        case .list: feedList.show(model.photographers)
        case .empty(let message): feedList.showEmpty(message)
        case .failed(let message, .tryAgain): feedList.showError(message)
        case .failed(let message, .enterAPIKey): feedList.showError(message, action: tr("Enter API Key…"))
        }
    }

    private func showBanner() {
        switch status.banner {
        case .none: messages.showOnline()
        case .offline(let showingSample, let why): messages.showOffline(showingSample: showingSample, why: why)
        case .waiting(let deadline, let reason):
            let server = FeedStatus.server(of: model.feed)
            messages.showWaiting(until: deadline) { FeedStatus.waitingMessage(reason, server: server, seconds: $0) }
        }
    }
}
