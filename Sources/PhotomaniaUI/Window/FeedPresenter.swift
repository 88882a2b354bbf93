import Browsing
import Foundation
import GtkKit
import Library
import Localization
import Observing
import PhotoFeed

/// One window's side of its feed, which the library fetches for every window on it: the list
/// waits with a spinner for the first page (later fetches spin beside Refresh), shows what the
/// library holds as it changes, says how many photos are new, and says failures where the user
/// is looking: in place of the list before there is one, else in a toast with Try Again; a
/// server out of reach in a banner over what is shown instead; a server that asked for a pause
/// (or is in trouble) in that banner too, counting down to the next attempt.
@MainActor
final class FeedPresenter {
    private let feeds: FeedLibrary
    /// Whether Preferences can be opened, where a key is entered (settings are installed).
    private let hasPreferences: Bool
    private let model: BrowsingModel
    private let header: WindowHeader
    private let messages: WindowMessages
    /// Opens the places that wait for the feed: a link to a photo not listed yet.
    private let navigator: WindowNavigator
    /// The list the feed fills, at the root of the master (another with another layout).
    var feedList: FeedListing
    /// The window's hold on its feed, fetched while it is kept, and what its fetching says.
    private var following: (feed: FollowedFeeds.Following, events: ObserverToken)?
    /// How many entries of the last page could not be read.
    private var skipped = 0
    /// The photographers were listed where there were none: what the window restores can be
    /// found, and the list can take the keyboard focus.
    var onFirstListed: (() -> Void)?
    /// A fetch of the feed began (true) or ended (false).
    var onRefreshing: ((Bool) -> Void)?

    init(
        services: AppServices, model: BrowsingModel, header: WindowHeader, messages: WindowMessages, navigator: WindowNavigator,
        feedList: FeedListing
    ) {
        (feeds, hasPreferences) = (services.library.feeds, services.settings != nil)
        (self.model, self.header, self.messages, self.navigator, self.feedList) = (model, header, messages, navigator, feedList)
    }

    /// Follows the model's feed; true when this window is the first on it (and starts its
    /// fetching). What the library holds is listed at once, and a fetch begun before (for
    /// another window, or as this one was made) is shown under way.
    @discardableResult
    func follow() -> Bool {
        let feed = feeds.follow(model.feed)
        following = (feed, feeds.observe(feed: model.feed) { [weak self] in self?.feedChanged($0) })
        list()
        if feeds.isLoading(model.feed) { fetchBegan() }
        return feed.startedFeed
    }

    /// A fetch of the feed is under way: the list waits for it with a spinner when it has
    /// nothing yet, and Refresh spins.
    private func fetchBegan() {
        messages.stopWaiting()
        if model.isEmpty { feedList.showLoading() }
        header.showRefreshing(true)
        onRefreshing?(true)
    }

    /// Lets go of the feed (the window closes).
    func stop() { following = nil }

    /// Whether this window is the first on its feed, which it then fetches for every window on it.
    var startedFeed: Bool { following?.feed.startedFeed ?? false }

    /// Whether the window's feed has not been fetched yet: places it may list wait for it.
    var awaitsFirstFetch: Bool { !feeds.hasFetched(model.feed) }

    /// Lists `feed` from now on: the list waits for its first page, which replaces the stored
    /// photos (not the recents). True when this window starts fetching it.
    func switchFeed(to feed: FeedSource) -> Bool {
        model.switchFeed(to: feed)
        messages.showOnline()
        feedList.showLoading()
        return follow()
    }

    /// The photos the library holds changed: listed (and said new).
    func listed(_ change: StoreChange) {
        let first = model.isEmpty
        list(news: change.inserted.count, afterFetch: true)
        if first, !model.isEmpty { onFirstListed?() }
        navigator.openWaiting()
    }

    private func feedChanged(_ event: FeedEvent) {
        switch event {
        case .started:
            fetchBegan()
        case .waiting(let wait):
            let deadline = ProcessInfo.processInfo.systemUptime + wait.seconds
            let server = Self.server(of: model.feed)
            messages.showWaiting(until: deadline) { Self.waitingMessage(wait.reason, server: server, seconds: $0) }
        case .fetched(let result):
            header.showRefreshing(false)
            onRefreshing?(false)
            if case .success(let page) = result { navigator.pageArrived(page.photos) }
            fetched(result)
        }
    }

    private func fetched(_ result: Result<FeedPage, Error>) {
        switch result {
        case .success(let page):
            messages.banner.isVisible = false
            messages.showOnline()
            skipped = page.skipped.count
            // Entries left out are counted under the list, with why in its tooltip; when they
            // are all there was, on the empty page.
            feedList.showNote(Self.unreadableNote(page.skipped))
        case .failure(let error):
            messages.showOnline()
            if feeds.isUnreachable(model.feed) {
                messages.showOffline(showingSample: feeds.listsSample || feeds.photographers.isEmpty, why: error.userMessage)
            } else {
                showFailure(Self.message(for: error))
            }
            navigator.openWaiting()
        }
    }

    /// Lists what the library holds, unless it is what is listed; says how many photos are new
    /// (`news`) once something was listed before, and, when nothing is after a fetch, that the
    /// feed has none.
    private func list(news: Int = 0, afterFetch: Bool = false) {
        let listedBefore = !model.isEmpty
        showSubtitle()
        if model.list(feeds.photographers(for: model.feed)) || feedList.visiblePage != .list {
            if !model.isEmpty { feedList.show(model.photographers) }
        }
        if listedBefore, !feeds.listsSample, let news = Self.newPhotos(news) { messages.toast(news) }
        if afterFetch, model.isEmpty {
            // Translators: %@ is the feed: a web address, a file or a Flickr feed's name.
            let empty = String(format: tr("“%@” has no photos yet."), "\(model.feed)")
            feedList.showEmpty([empty, Self.unreadable(skipped)].compactMap { $0 }.joined(separator: " "))
        }
    }

    /// "Sample Photos" under the title while the sample feed is listed.
    private func showSubtitle() {
        header.title.subtitle = feeds.listsSample || model.feed == .url(AppPaths.sampleFeedURL) ? tr("Sample Photos") : ""
    }

    /// Says why there are no new photos: in place of the list before there is one (with what
    /// may help: a key, or Try Again), else in a toast with Try Again.
    func showFailure(_ message: String) {
        if model.isEmpty {
            // Without a key no retry can succeed: the button opens Preferences (its retry asks there).
            let needsKey = model.feed.needsAPIKey && feeds.apiKey == nil && hasPreferences
            feedList.showError(message, action: needsKey ? tr("Enter API Key…") : FeedPages.tryAgain)
        } else {
            // Translators: %@ says why, in a sentence or two.
            messages.toast(String(format: tr("Could not refresh. %@"), message), button: (FeedPages.tryAgain, WindowAction.refresh.detailedName))
        }
    }

    /// What the feed waits for: "Flickr asked to wait; trying again in 30 s." (the number and
    /// its unit kept on one line).
    static func waitingMessage(_ reason: RetryPolicy.Reason, server: String, seconds: Int) -> String {
        let when = seconds < 120 ? tr("%ld s", "%ld s", count: seconds) : tr("%ld min", "%ld min", count: (seconds + 59) / 60)
        switch reason {
        case .askedToWait:
            // Translators: %1$@ is a server (“Flickr”, or a server's name), %2$@ a time such as “30 s”.
            return String(format: tr("%1$@ asked to wait; trying again in %2$@."), server, when)
        case .unavailable:
            // Translators: %1$@ is a server (“Flickr”, or a server's name), %2$@ a time such as “30 s”.
            return String(format: tr("%1$@ is unavailable for now; trying again in %2$@."), server, when)
        case .serverError(let status):
            // Translators: %1$@ is a server (“Flickr”, or a server's name), %2$ld an HTTP status such as 502, %3$@ a time such as “30 s”.
            return String(format: tr("%1$@ is having trouble (HTTP %2$ld); trying again in %3$@."), server, status, when)
        case .noAnswer:
            // Translators: %1$@ is a server (“Flickr”, or a server's name), %2$@ a time such as “30 s”.
            return String(format: tr("%1$@ did not answer; trying again in %2$@."), server, when)
        }
    }

    /// Who is asked for `feed`: Flickr, or the server of its address.
    static func server(of feed: FeedSource) -> String {
        guard case .url(let url) = feed else { return "Flickr" }
        return url.host ?? url.absoluteString
    }

    /// "3 new photos", or nil for none.
    static func newPhotos(_ count: Int) -> String? {
        count == 0 ? nil : tr("%ld new photo", "%ld new photos", count: count)
    }

    /// "3 photos could not be read.", or nil when all could.
    static func unreadable(_ count: Int) -> String? {
        count == 0 ? nil : tr("%ld photo could not be read.", "%ld photos could not be read.", count: count)
    }

    /// The count of entries left out, and why (the first ten), or nil when all could be read.
    static func unreadableNote(_ skipped: [SkippedPhoto]) -> (text: String, details: String)? {
        guard let text = unreadable(skipped.count) else { return nil }
        let more = skipped.count > 10 ? [tr("and %ld more", "and %ld more", count: skipped.count - 10)] : []
        return (text, (skipped.prefix(10).map(\.description) + more).joined(separator: "\n"))
    }

    /// What to tell the user about a failed fetch, with where this app takes a missing key.
    static func message(for error: Error) -> String {
        guard error as? FeedError == .missingAPIKey else { return error.userMessage }
        // Translators: %@ says that the feed needs a Flickr API key.
        return String(format: tr("%@ Set FLICKR_API_KEY, or enter one in Preferences (Ctrl+comma)."), error.userMessage)
    }
}
