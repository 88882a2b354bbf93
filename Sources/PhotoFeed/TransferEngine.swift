import CCurl
import Foundation

/// One transfer: its easy handle, what arrived, and who to tell when it ends.
final class Transfer {
    let easy: UnsafeMutableRawPointer
    let limit: Int
    let task: HTTPTask
    var body = Data()
    var exceededLimit = false
    /// The pause the response's `Retry-After` asked for, in seconds from its arrival.
    var retryAfter: Double?
    /// What the response said to recognise it by.
    var validators = HTTPValidators()
    /// The request's own header lines (a conditional request's), freed with the transfer.
    var requestHeaders: UnsafeMutablePointer<curl_slist>?
    /// libcurl's sentence about a failure (CURLOPT_ERRORBUFFER), which tells causes that share
    /// a code apart.
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    /// Called on the transfer thread with libcurl's result and the HTTP status.
    let finished: (Transfer, CURLcode, Int) -> Void

    init(easy: UnsafeMutableRawPointer, limit: Int, task: HTTPTask, finished: @escaping (Transfer, CURLcode, Int) -> Void) {
        self.easy = easy
        self.limit = limit
        self.task = task
        self.finished = finished
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        errorBuffer.deallocate()
        if let requestHeaders { pm_curl_slist_free_all(requestHeaders) }
    }

    /// Whether libcurl gave up on a response header (too large).
    var rejectedHeader: Bool { String(cString: errorBuffer).localizedCaseInsensitiveContains("header") }
}

/// libcurl's multi interface on a thread of its own: every transfer of a client shares one
/// connection cache, so requests to a host reuse its connections and, over HTTP/2, run as
/// streams of one connection. At most `maxActive` transfers run; the rest wait their turn.
///
/// `@unchecked Sendable`: `waiting`, `stopping` and `closed` are guarded by `lock`, and the
/// multi handle is woken only under it while not closed, so it is never used after the
/// transfer thread freed it; `running` belongs to the transfer thread alone.
final class TransferEngine: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private let maxActive: Int
    private let lock = NSLock()
    private var waiting: [Transfer] = []
    private var stopping = false
    /// The transfer thread has ended and freed the multi handle.
    private var closed = false
    /// Transfers in the multi handle, by easy handle; touched only on the transfer thread.
    private var running: [UnsafeMutableRawPointer: Transfer] = [:]

    init(maxActive: Int) {
        multi = pm_curl_multi_init()
        self.maxActive = maxActive
        pm_curl_multi_set_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxActive)
        pm_curl_multi_set_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        let thread = Thread { [self] in run() }
        thread.name = "Photomania transfers"
        thread.start()
    }

    /// Queues `transfer`; callable from any thread. After `stop`, the transfer ends at once,
    /// cancelled.
    func start(_ transfer: Transfer) {
        lock.lock()
        guard !stopping else {
            lock.unlock()
            return abandon(transfer)
        }
        waiting.append(transfer)
        pm_curl_multi_wakeup(multi)
        lock.unlock()
    }

    /// Ends the thread: the transfers running and waiting end, cancelled. Safe from any
    /// thread, in any state, more than once.
    func stop() {
        lock.lock()
        stopping = true
        if !closed { pm_curl_multi_wakeup(multi) }
        lock.unlock()
    }

    private func run() {
        while admit() {
            var stillRunning: Int32 = 0
            pm_curl_multi_perform(multi, &stillRunning)
            // Finished transfers free slots: admit the waiting ones before sleeping, or a
            // queue left with nothing running would wait out the poll's timeout.
            if collectFinished() { continue }
            pm_curl_multi_poll(multi, 1000)
        }
        lock.lock()
        closed = true
        let left = waiting
        waiting = []
        lock.unlock()
        for transfer in running.values {
            pm_curl_multi_remove_handle(multi, transfer.easy)
            abandon(transfer)
        }
        running = [:]
        left.forEach(abandon)
        pm_curl_multi_cleanup(multi)
    }

    /// Frees a transfer that will not run (on), and tells it it was cancelled.
    private func abandon(_ transfer: Transfer) {
        pm_curl_easy_cleanup(transfer.easy)
        transfer.finished(transfer, CURLE_ABORTED_BY_CALLBACK, 0)
    }

    /// Moves waiting transfers into the multi handle up to the limit, ending the ones cancelled
    /// while they waited without a request; false once stopping.
    private func admit() -> Bool {
        lock.lock()
        var cancelled: [Transfer] = []
        while running.count < maxActive, !waiting.isEmpty {
            let transfer = waiting.removeFirst()
            if transfer.task.isCancelled {
                cancelled.append(transfer)
                continue
            }
            running[transfer.easy] = transfer
            pm_curl_multi_add_handle(multi, transfer.easy)
        }
        let admitting = !stopping
        lock.unlock()
        cancelled.forEach(abandon)
        return admitting
    }

    /// Hands finished transfers their results; whether there were any.
    @discardableResult
    private func collectFinished() -> Bool {
        var finishedAny = false
        var queued: Int32 = 0
        while let message = pm_curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = running.removeValue(forKey: easy)
            else { continue }
            let code = pm_curl_message_result(message)
            let status = pm_curl_response_code(easy)
            transfer.retryAfter = pm_curl_header(easy, "Retry-After").flatMap { RetryAfter.seconds(in: String(cString: $0)) }
            transfer.validators = HTTPValidators(
                etag: pm_curl_header(easy, "ETag").map { String(cString: $0) },
                lastModified: pm_curl_header(easy, "Last-Modified").map { String(cString: $0) })
            pm_curl_multi_remove_handle(multi, easy)
            pm_curl_easy_cleanup(easy)
            transfer.finished(transfer, code, status)
            finishedAny = true
        }
        return finishedAny
    }
}
