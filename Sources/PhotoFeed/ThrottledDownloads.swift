import Foundation

/// Image downloads that go easy on a host that asks: each host gets its `HostThrottle` share of
/// parallel transfers, the rest wait their turn; a download refused with `429` (or `503`) lowers
/// its host's share and pauses the host for as long as it asked (else the policy's backoff):
/// nothing more goes to it meanwhile, and the refused download is tried again after it, so the
/// image arrives late rather than failing. Other failures are delivered as they come. Files are
/// read at once.
@MainActor
public final class ThrottledDownloads {
    private let http: HTTPClient
    private let scheduler: Scheduler
    private let policy: RetryPolicy
    /// The shares, for tests and the debug log.
    public private(set) var throttle: HostThrottle
    private var running: [String: Int] = [:]
    private var queued: [String: [() -> Void]] = [:]
    /// Until when each paused host gets nothing, on `clock`.
    private var pausedUntil: [String: Double] = [:]
    private let clock: () -> Double
    private let trace: (String) -> Void

    /// `policy` bounds the retries of a refused download (a host that refuses every time).
    public init(
        http: HTTPClient, scheduler: Scheduler, policy: RetryPolicy = RetryPolicy(maxRetries: 8),
        clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }, trace: @escaping (String) -> Void = { _ in }
    ) {
        (self.http, self.scheduler, self.policy, self.clock, self.trace) = (http, scheduler, policy, clock, trace)
        throttle = HostThrottle(ceiling: http.options.maxConcurrentTransfers)
    }

    /// As `HTTPClient.fetch`, within the host's share and retried while the host asks for a pause.
    public func fetch<Value>(
        _ url: URL, task: HTTPTask = HTTPTask(), decode: @escaping @Sendable (Data) throws -> Value,
        completion: @escaping @MainActor (Result<Value, Error>) -> Void
    ) {
        guard let host = url.host, !url.isFileURL else {
            _ = http.fetch(url, task: task, decode: decode, completion: completion)
            return
        }
        attempt(url, host: host, task: task, retries: 0, decode: decode, completion: completion)
    }

    private func attempt<Value>(
        _ url: URL, host: String, task: HTTPTask, retries: Int, decode: @escaping @Sendable (Data) throws -> Value,
        completion: @escaping @MainActor (Result<Value, Error>) -> Void
    ) {
        enqueue(host) { [self] in
            http.fetch(
                url, task: task, decode: decode,
                completion: { [self] result in
                    guard case .failure(let error) = result, case HTTPError.busy(let status, _) = error,
                        let wait = policy.wait(after: error, retries: retries, random: .random(in: 0..<1))
                    else {
                        if case .success = result { throttle.served(by: host) }
                        return completion(result)
                    }
                    throttle.refused(by: host)
                    trace(
                        String(
                            format: "%@ refused an image (HTTP %ld): paused %.1f s, then %ld at once; retry %ld",
                            host, status, wait.seconds, throttle.limit(for: host), wait.retry))
                    pause(host, for: wait.seconds)
                    guard !task.isCancelled else { return }
                    attempt(url, host: host, task: task, retries: wait.retry, decode: decode, completion: completion)
                }, ended: { [self] in finished(host) })
        }
    }

    /// Runs `start` now if `host` has room and is not paused, else in its turn.
    private func enqueue(_ host: String, _ start: @escaping () -> Void) {
        queued[host, default: []].append(start)
        startWaiting(host)
    }

    private func finished(_ host: String) {
        running[host, default: 1] -= 1
        startWaiting(host)
    }

    /// Sends nothing more to `host` for `seconds` (longer if it is paused longer already).
    private func pause(_ host: String, for seconds: Double) {
        let until = clock() + seconds
        guard until > pausedUntil[host] ?? 0 else { return }
        pausedUntil[host] = until
        _ = scheduler.run(after: seconds) { [self] in
            guard let paused = pausedUntil[host], paused <= until else { return }
            pausedUntil[host] = nil
            startWaiting(host)
        }
    }

    /// Starts the downloads waiting for `host` that its share has room for, unless it is paused.
    private func startWaiting(_ host: String) {
        while pausedUntil[host] == nil, running[host, default: 0] < throttle.limit(for: host), let next = queued[host]?.first {
            queued[host]?.removeFirst()
            running[host, default: 0] += 1
            next()
        }
    }
}
