/// When a failed request is tried again, and after how long: a server that asked for a pause
/// (`429` or `503` with `Retry-After`) gets exactly the pause it asked for; a server in trouble
/// (other 5xx, Flickr's "service currently unavailable", a timeout, a reset connection) gets
/// exponential backoff with jitter, so many clients do not come back in step; anything else
/// (a 404, a bad key, a feed that does not parse) is not tried again, as it would fail the same
/// way. After `maxRetries` the caller gives up and says so.
public struct RetryPolicy: Equatable, Sendable {
    /// Retries after the first attempt.
    public var maxRetries = 4
    /// The backoff's first wait, in seconds; each retry doubles it, up to `longestBackoff`.
    public var firstBackoff: Double = 2
    public var longestBackoff: Double = 60
    /// The longest pause asked for that is honoured as asked (a day): a longer one is cut to it.
    public var longestAskedPause: Double = 86_400

    public init(maxRetries: Int = 4, firstBackoff: Double = 2, longestBackoff: Double = 60) {
        (self.maxRetries, self.firstBackoff, self.longestBackoff) = (maxRetries, firstBackoff, longestBackoff)
    }

    /// Why a request waits before its next attempt.
    public enum Reason: Equatable, Sendable {
        /// The server asked for a pause (`429`, or `503` with `Retry-After`).
        case askedToWait
        /// The service is down for now (`503` without a pause, Flickr's error 105).
        case unavailable
        /// The server failed with this 5xx status, which often passes.
        case serverError(Int)
        /// The server did not answer in time, or the connection was reset.
        case noAnswer
    }

    /// A retry decided: its reason and the seconds until it.
    public struct Wait: Equatable, Sendable {
        public let reason: Reason
        public let seconds: Double
        /// Which retry it is, from 1.
        public let retry: Int

        public init(reason: Reason, seconds: Double, retry: Int) { (self.reason, self.seconds, self.retry) = (reason, seconds, retry) }
    }

    /// The wait before retry number `retries + 1` after `error`, or nil to give up. `random`
    /// (in 0..<1) spreads the backoff between half and all of its doubled wait.
    public func wait(after error: Error, retries: Int, random: Double) -> Wait? {
        guard retries < maxRetries, let reason = Self.reason(for: error) else { return nil }
        if let asked = Self.askedPause(in: error) {
            return Wait(reason: reason, seconds: min(asked, longestAskedPause), retry: retries + 1)
        }
        let doubled = min(longestBackoff, firstBackoff * Double(1 << min(retries, 20)))
        return Wait(reason: reason, seconds: doubled * (0.5 + 0.5 * random), retry: retries + 1)
    }

    /// Why `error` is worth another attempt, or nil when it is not.
    static func reason(for error: Error) -> Reason? {
        switch error {
        case HTTPError.busy(let status, let retryAfter): status == 429 || retryAfter != nil ? .askedToWait : .unavailable
        case HTTPError.status(let status) where (500...599).contains(status): .serverError(status)
        case HTTPError.timeout, HTTPError.connectionLost: .noAnswer
        case FeedError.flickr(code: FeedError.serviceUnavailable, _): .unavailable
        default: nil
        }
    }

    /// The pause the server asked for, in seconds, when it gave one.
    static func askedPause(in error: Error) -> Double? {
        guard case HTTPError.busy(_, let retryAfter?) = error else { return nil }
        return retryAfter
    }
}
