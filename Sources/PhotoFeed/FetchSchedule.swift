/// When the next background fetch runs and which page it asks for.
///
/// After a success the fetch comes back after `interval` for the next page (wrapping to the
/// first after the last); after a failure it retries the same page sooner, doubling the wait
/// from `firstRetry` up to `interval`.
public struct FetchSchedule: Equatable, Sendable {
    /// Seconds between fetches once one succeeded; changing it bounds the retry wait too.
    public var interval: Double {
        didSet { firstRetry = min(firstRetry, interval) }
    }
    public private(set) var firstRetry: Double
    public private(set) var page = 1
    public private(set) var failures = 0

    public init(interval: Double = 300, firstRetry: Double = 15) {
        self.interval = interval
        self.firstRetry = min(firstRetry, interval)
    }

    /// Records a fetched page of `pages`; returns the seconds until the next fetch.
    public mutating func succeeded(page fetched: Int, of pages: Int) -> Double {
        failures = 0
        page = fetched < pages ? fetched + 1 : 1
        return interval
    }

    /// Records that the page asked for had not changed (a conditional request's 304): a
    /// success that asks for the same page next time; returns the seconds until then.
    public mutating func unchanged() -> Double {
        failures = 0
        return interval
    }

    /// Records a failure; returns the seconds until the retry.
    public mutating func failed() -> Double {
        failures += 1
        return min(interval, firstRetry * Double(1 << min(failures - 1, 20)))
    }

    /// A manual refresh starts over from the first page.
    public mutating func restart() {
        page = 1
        failures = 0
    }
}
