import Foundation

/// Keeps a feed coming in: fetches a page, then the next one every `interval` (back to the
/// first after the last). A fetch whose server asked for a pause or is in trouble is tried
/// again within the fetch, as `RetryPolicy` says (`onWaiting` tells for how long); a fetch
/// that failed all the same is fetched again sooner than the interval, with a growing wait
/// (see `FetchSchedule`); a page that had not changed (`HTTPError.notModified`, from a loader
/// that asks conditionally) comes back after the interval, as a success. It knows nothing of GTK: time comes from a `Scheduler` and pages from a
/// loader, both injected, so its tests need neither timers nor a network.
@MainActor
public final class FeedSynchronizer {
    /// Loads the feed page at a URL and calls back later, on the main actor.
    public typealias Loader = (URL, @escaping @MainActor (Result<FeedPage, Error>) -> Void) -> Cancellable

    /// What is fetched from the next fetch on.
    public var feed: FeedSource
    /// The Flickr API key for Flickr feeds.
    public var apiKey: String?
    /// A fetch started.
    public var onStart: (() -> Void)?
    /// A fetch ended: its page, or why there is none. The next fetch is already scheduled.
    public var onResult: ((Result<FeedPage, Error>) -> Void)?
    /// An attempt of the fetch failed and the next one waits: why, and for how long.
    public var onWaiting: ((RetryPolicy.Wait) -> Void)?
    /// Spreads the backoff's waits: a number in 0..<1.
    public var random: () -> Double = { Double.random(in: 0..<1) }

    private let flickr: FlickrAddresses
    private let scheduler: Scheduler
    private let load: Loader
    private var schedule: FetchSchedule
    private let retryPolicy: RetryPolicy
    /// The fetch's retries so far.
    private var retries = 0
    private var running: Cancellable?
    /// The fetch's next attempt, waiting.
    private var retry: Cancellable?
    private var next: Cancellable?

    public init(
        feed: FeedSource, apiKey: String?, flickr: FlickrAddresses = .flickr, interval: Double,
        retryPolicy: RetryPolicy = RetryPolicy(), scheduler: Scheduler, load: @escaping Loader
    ) {
        self.feed = feed
        self.retryPolicy = retryPolicy
        self.apiKey = apiKey
        self.flickr = flickr
        self.scheduler = scheduler
        self.load = load
        schedule = FetchSchedule(interval: interval)
    }

    /// Whether a fetch is running, or waiting to try again.
    public var isLoading: Bool { running != nil || retry != nil }

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

    /// Fetches the page that is due in `seconds`, in place of any fetch running or scheduled
    /// (a feed fetched that recently is not fetched again sooner).
    public func fetch(after seconds: Double) {
        stop()
        scheduleNext(after: seconds)
    }

    /// Fetches the page that is due now, in place of any fetch running or scheduled.
    public func fetch() {
        stop()
        retries = 0
        onStart?()
        attempt()
    }

    /// Asks for the page that is due (with the key there is now).
    private func attempt() {
        let url: URL
        do {
            url = try feed.url(page: schedule.page, apiKey: apiKey, flickr: flickr)
        } catch {
            return finish(.failure(error))
        }
        running = load(url) { [weak self] in self?.attempted($0) }
    }

    /// Tries again when the policy says it may help, else ends the fetch.
    private func attempted(_ result: Result<FeedPage, Error>) {
        running = nil
        guard case .failure(let error) = result, let wait = retryPolicy.wait(after: error, retries: retries, random: random()) else {
            return finish(result)
        }
        retries = wait.retry
        retry = scheduler.run(after: wait.seconds) { [weak self] in
            self?.retry = nil
            self?.attempt()
        }
        onWaiting?(wait)
    }

    /// Calls off the fetch running (or waiting to try again) and the one scheduled.
    public func stop() {
        [running, retry, next].forEach { $0?.cancel() }
        (running, retry, next) = (nil, nil, nil)
    }

    private func finish(_ result: Result<FeedPage, Error>) {
        let wait =
            switch result {
            case .success(let page): schedule.succeeded(page: page.page, of: page.pages)
            case .failure(let error as HTTPError) where error == .notModified: schedule.unchanged()
            // Never sooner than the server asked.
            case .failure(let error): max(schedule.failed(), RetryPolicy.askedPause(in: error) ?? 0)
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
