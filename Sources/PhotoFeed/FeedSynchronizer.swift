import Foundation

/// Keeps a feed coming in: fetches a page, then the next one every `interval` (back to the
/// first after the last), and after a failure retries sooner with a growing wait (see
/// `FetchSchedule`). It knows nothing of GTK: time comes from a `Scheduler` and pages from a
/// loader, both injected, so its tests need neither timers nor a network.
@MainActor
public final class FeedSynchronizer {
    /// Loads the feed page at a URL and calls back later, on the main thread.
    public typealias Loader = (URL, @escaping (Result<FeedPage, Error>) -> Void) -> Cancellable

    /// What is fetched from the next fetch on.
    public var feed: FeedSource
    /// The Flickr API key for Flickr feeds.
    public var apiKey: String?
    /// A fetch started.
    public var onStart: (() -> Void)?
    /// A fetch ended: its page, or why there is none. The next fetch is already scheduled.
    public var onResult: ((Result<FeedPage, Error>) -> Void)?

    private let endpoint: URL
    private let scheduler: Scheduler
    private let load: Loader
    private var schedule: FetchSchedule
    private var running: Cancellable?
    private var next: Cancellable?

    public init(feed: FeedSource, apiKey: String?, endpoint: URL = FlickrRequest.endpoint, interval: Double,
                scheduler: Scheduler, load: @escaping Loader) {
        self.feed = feed
        self.apiKey = apiKey
        self.endpoint = endpoint
        self.scheduler = scheduler
        self.load = load
        schedule = FetchSchedule(interval: interval)
    }

    /// Whether a fetch is running.
    public var isLoading: Bool { running != nil }

    /// Seconds between fetches. A new interval applies to the fetch already scheduled, from now.
    public var interval: Double {
        get { schedule.interval }
        set {
            schedule.interval = newValue
            if next != nil { scheduleNext(after: newValue) }
        }
    }

    /// The page the next fetch asks for.
    public var nextPage: Int { schedule.page }

    /// Fetches from the first page now (a manual refresh, another feed), then on schedule.
    public func restart() {
        schedule.restart()
        fetch()
    }

    /// Fetches the page that is due now, in place of any fetch running or scheduled.
    public func fetch() {
        stop()
        onStart?()
        let url: URL
        do {
            url = try feed.url(page: schedule.page, apiKey: apiKey, endpoint: endpoint)
        } catch {
            return finish(.failure(error))
        }
        running = load(url) { [weak self] in self?.finish($0) }
    }

    /// Calls off the fetch running and the one scheduled.
    public func stop() {
        running?.cancel()
        next?.cancel()
        running = nil
        next = nil
    }

    private func finish(_ result: Result<FeedPage, Error>) {
        running = nil
        let wait = switch result {
        case .success(let page): schedule.succeeded(page: page.page, of: page.pages)
        case .failure: schedule.failed()
        }
        scheduleNext(after: wait)
        onResult?(result)
    }

    private func scheduleNext(after wait: Double) {
        next?.cancel()
        next = scheduler.run(after: wait) { [weak self] in
            self?.next = nil
            self?.fetch()
        }
    }
}
