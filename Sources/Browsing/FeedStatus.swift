import Foundation
import Localization
import Observing
import PhotoFeed

/// What one window says of its feed while the app's library fetches it for every window on it,
/// decided here and only shown by the window: the list's page (a spinner until the first page,
/// the photographers, a feed with no photos, or why there are none with what would help),
/// whether a fetch runs, the banner over what is shown (the server out of reach, or a pause it
/// asked for), what of the feed could not be read, and the brief notices (new photos, a
/// refresh that failed). What it lists goes into the window's `BrowsingModel`.
@MainActor
public final class FeedStatus {
    /// The page the feed's list shows.
    public enum Page: Equatable, Sendable {
        /// Waiting for the first page.
        case loading
        /// The photographers of the model.
        case list
        /// The feed has no photos: what to say.
        case empty(String)
        /// Nothing could be listed: why, and what the page's button offers.
        case failed(String, FailureAction)
    }

    /// What the button of a page that failed offers.
    public enum FailureAction: Equatable, Sendable {
        case tryAgain
        /// Preferences, at the key: without one no retry can succeed.
        case enterAPIKey
    }

    /// What the banner over the lists says of the feed's server.
    public enum Banner: Equatable, Sendable {
        case none
        /// Out of reach (`why` in its tooltip): the sample or the photos stored are shown.
        case offline(showingSample: Bool, why: String)
        /// It asked for a pause, or is in trouble: the next attempt is at `until` (seconds of uptime).
        case waiting(until: Double, reason: RetryPolicy.Reason)
    }

    /// A brief message about the feed, said once.
    public enum Notice: Equatable, Sendable {
        /// A fetch listed this many new photos.
        case newPhotos(Int)
        /// A refresh failed, and why; what was listed stays.
        case couldNotRefresh(String)
    }

    /// What changed.
    public enum Change: Equatable, Sendable {
        case page, refreshing, banner, note
        /// The photographers were listed where there were none: what the window restores can be
        /// found, and the list can take the keyboard focus.
        case firstListed
        case notice(Notice)
    }

    /// What the list shows; said again when the photographers listed change, and when a
    /// fetch begins with nothing listed.
    public private(set) var page = Page.loading
    /// Whether a fetch of the feed, or of the open photographer's newest photos, runs.
    public private(set) var isRefreshing = false
    /// What is being fetched: the feed, the open photographer's newest photos.
    private var fetching = (feed: false, work: false)
    public private(set) var banner = Banner.none
    /// How many entries of the last page could not be read and why (the first ten), under the
    /// list; nil when all could.
    public private(set) var note: (text: String, details: String)?
    private var skipped = 0
    private let model: BrowsingModel
    private let changes = ObserverList<Change>()

    /// The status of `model`'s feed, which it lists into.
    public init(model: BrowsingModel) { self.model = model }

    /// Calls `observer` after every change, until the token is released.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObserverToken { changes.add(observer) }

    // MARK: What the library says

    /// A fetch began: the list waits for it when it has nothing yet; a pause asked for is over.
    public func fetchBegan() {
        if case .waiting = banner { show(.none) }
        if model.isEmpty { show(.loading, always: true) }
        fetching.feed = true
        refreshing()
    }

    /// A fetch of the newest photos of the photographer open began (true) or ended, or the
    /// window let go of them: Refresh spins meanwhile, as for the feed.
    public func photographerFetch(running: Bool) {
        fetching.work = running
        refreshing()
    }

    /// The fetch waits `wait.seconds` from `now` (seconds of uptime) before its next attempt.
    public func waiting(_ wait: RetryPolicy.Wait, now: Double) { show(.waiting(until: now + wait.seconds, reason: wait.reason)) }

    /// A fetch ended with `result`. A failure is said as the server out of reach when it is
    /// (`unreachable`, showing the sample or the photos stored), else in place of the list
    /// before there is one (`canEnterKey`: a key would help and Preferences can take one), else
    /// as a notice.
    public func fetched(_ result: Result<FeedPage, Error>, unreachable: Bool, showingSample: Bool, canEnterKey: Bool) {
        fetching.feed = false
        refreshing()
        switch result {
        case .success(let page):
            show(.none)
            skipped = page.skipped.count
            setNote(Self.unreadableNote(page.skipped))
        case .failure(let error) where unreachable:
            show(.offline(showingSample: showingSample, why: error.userMessage))
        case .failure(let error):
            show(.none)
            failed(Self.message(for: error), canEnterKey: canEnterKey)
        }
    }

    /// Lists `photographers`, what the library holds of the feed. Says how many photos are new
    /// (`news`) once something was listed before, unless the sample is listed; when nothing
    /// is after a fetch (`afterFetch`), that the feed has none.
    public func list(_ photographers: [Photographer], news: Int = 0, afterFetch: Bool = false, listsSample: Bool = false) {
        let listedBefore = !model.isEmpty
        if model.list(photographers) || page != .list, !model.isEmpty { show(.list, always: true) }
        if !listedBefore, !model.isEmpty { changes.notify(.firstListed) }
        if listedBefore, !listsSample, news > 0 { changes.notify(.notice(.newPhotos(news))) }
        if afterFetch, model.isEmpty {
            // Translators: %@ is the feed: a web address, a file or a Flickr feed's name.
            let empty = String(format: tr("“%@” has no photos yet."), "\(model.feed)")
            setNote(nil)
            show(.empty([empty, Self.unreadable(skipped)].compactMap { $0 }.joined(separator: " ")))
        }
    }

    /// No new photos, for `message`: in place of the list before there is one (offering the
    /// key when `canEnterKey`, else Try Again), else as a notice.
    public func failed(_ message: String, canEnterKey: Bool = false) {
        if model.isEmpty {
            show(.failed(message, canEnterKey ? .enterAPIKey : .tryAgain))
        } else {
            changes.notify(.notice(.couldNotRefresh(message)))
        }
    }

    /// Lists `feed` from now on: the list waits for its first page; what the banner said was
    /// about the feed before.
    public func switchFeed(to feed: FeedSource) {
        model.switchFeed(to: feed)
        show(.none)
        show(.loading, always: true)
    }

    private func show(_ page: Page, always: Bool = false) {
        guard always || page != self.page else { return }
        self.page = page
        changes.notify(.page)
    }

    private func show(_ banner: Banner) {
        guard banner != self.banner else { return }
        self.banner = banner
        changes.notify(.banner)
    }

    private func refreshing() {
        let refreshing = fetching.feed || fetching.work
        guard refreshing != isRefreshing else { return }
        isRefreshing = refreshing
        changes.notify(.refreshing)
    }

    private func setNote(_ note: (text: String, details: String)?) {
        guard note?.text != self.note?.text || note?.details != self.note?.details else { return }
        self.note = note
        changes.notify(.note)
    }

    // MARK: What is said

    /// What the feed waits for: "Flickr asked to wait; trying again in 30 s." (the number and
    /// its unit kept on one line).
    public static func waitingMessage(_ reason: RetryPolicy.Reason, server: String, seconds: Int) -> String {
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
    public static func server(of feed: FeedSource) -> String {
        guard case .url(let url) = feed else { return "Flickr" }
        return url.host ?? url.absoluteString
    }

    /// "3 new photos".
    public static func newPhotos(_ count: Int) -> String { tr("%ld new photo", "%ld new photos", count: count) }

    /// "3 photos could not be read.", or nil when all could.
    static func unreadable(_ count: Int) -> String? {
        count == 0 ? nil : tr("%ld photo could not be read.", "%ld photos could not be read.", count: count)
    }

    /// The count of entries left out, and why (the first ten), or nil when all could be read.
    public static func unreadableNote(_ skipped: [SkippedPhoto]) -> (text: String, details: String)? {
        guard let text = unreadable(skipped.count) else { return nil }
        let more = skipped.count > 10 ? [tr("and %ld more", "and %ld more", count: skipped.count - 10)] : []
        return (text, (skipped.prefix(10).map(\.description) + more).joined(separator: "\n"))
    }

    /// What to tell the user about a failed fetch, with where this app takes a missing key.
    public static func message(for error: Error) -> String {
        guard error as? FeedError == .missingAPIKey else { return error.userMessage }
        // Translators: %@ says that the feed needs a Flickr API key.
        return String(format: tr("%@ Set FLICKR_API_KEY, or enter one in Preferences (Ctrl+comma)."), error.userMessage)
    }
}
