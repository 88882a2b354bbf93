/// How many requests one API key may make, for the whole app: Flickr allows a key 3,600 calls
/// an hour across all of its users and disables keys that go over, so the app keeps well under
/// (a third of it by default). A burst of requests is let through at once up to `burst`; past
/// that, each waits its turn at the budget's pace rather than failing.
public struct RequestBudget: Equatable, Sendable {
    /// Requests an hour, on average.
    public let perHour: Int
    /// Requests let through at once before they are spread out.
    public let burst: Int
    /// Requests that may go now; below zero, the requests already waiting for their turn.
    private var tokens: Double
    /// When `tokens` was last brought up to date, in seconds on the caller's clock.
    private var updated: Double?
    /// When each request of the last hour went (or goes, when it waits), oldest first.
    private var sent: [Double] = []

    public init(perHour: Int = 1200, burst: Int = 20) {
        (self.perHour, self.burst) = (max(1, perHour), max(1, burst))
        tokens = Double(self.burst)
    }

    /// Takes the budget's next request at `now` (seconds on any steady clock); returns the
    /// seconds it waits before going (0: at once).
    public mutating func reserve(at now: Double) -> Double {
        let perSecond = Double(perHour) / 3600
        tokens = min(Double(burst), tokens + (now - (updated ?? now)) * perSecond)
        updated = now
        tokens -= 1
        let wait = tokens >= 0 ? 0 : -tokens / perSecond
        sent.append(now + wait)
        return wait
    }

    /// How many requests went, or wait to go, in the hour up to `now`.
    public mutating func used(at now: Double) -> Int {
        sent.removeAll { $0 <= now - 3600 }
        return sent.count
    }
}
