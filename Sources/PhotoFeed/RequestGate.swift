import Foundation

/// Lets requests to Flickr's API through within their key's `RequestBudget`, one budget per
/// key for every window of the app: a request over the budget waits its turn (on the
/// scheduler) instead of failing. Requests without a key (the public feed, images) go at once.
@MainActor
public final class RequestGate {
    private let perHour: Int
    private let burst: Int
    private let scheduler: Scheduler
    private let clock: () -> Double
    private let trace: (String) -> Void
    private var budgets: [String: RequestBudget] = [:]

    /// `trace` receives a line for the debug log with each request: the budget and its use.
    public init(
        perHour: Int = 1200, burst: Int = 20, scheduler: Scheduler,
        clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }, trace: @escaping (String) -> Void = { _ in }
    ) {
        (self.perHour, self.burst, self.scheduler, self.clock, self.trace) = (perHour, burst, scheduler, clock, trace)
    }

    /// Starts `request` for `url` now, or once the budget of the key in its `api_key` allows;
    /// the result calls off the wait or the request.
    public func admit(_ url: URL, _ request: @escaping () -> Cancellable) -> Cancellable {
        guard let key = Self.apiKey(in: url) else { return request() }
        let now = clock()
        var budget = budgets[key] ?? RequestBudget(perHour: perHour, burst: burst)
        let wait = budget.reserve(at: now)
        let used = budget.used(at: now)
        budgets[key] = budget
        trace(
            wait > 0
                ? String(format: "Flickr request budget: %ld of %ld this hour; this request waits %.1f s", used, perHour, wait)
                : String(format: "Flickr request budget: %ld of %ld this hour", used, perHour))
        guard wait > 0 else { return request() }
        let admission = Admission()
        admission.waiting = scheduler.run(after: wait) {
            admission.waiting = nil
            admission.running = request()
        }
        return admission
    }

    /// The API key a request carries, if any.
    static func apiKey(in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "api_key" }?.value.flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    /// A request waiting for its turn, then running.
    private final class Admission: Cancellable {
        var waiting: Cancellable?
        var running: Cancellable?
        func cancel() {
            waiting?.cancel()
            running?.cancel()
            (waiting, running) = (nil, nil)
        }
    }
}
