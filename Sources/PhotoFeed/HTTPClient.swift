import CCurl
import Foundation
import Localization
import Synchronization

/// Fetches http and https URLs through libcurl's multi interface on a transfer thread, and
/// reads file URLs on a background queue.
///
/// Every transfer runs with TLS verification on, a connect timeout, a low-speed timeout, a
/// total timeout, a body size cap and a redirect limit; redirects may only lead to http or
/// https. Up to `maxConcurrentTransfers` run at once, reusing connections, multiplexed over
/// HTTP/2 where the server offers it. Results (and whatever `decode` made of the body, also
/// off the main thread) arrive on the main queue.
///
/// libcurl (and with it OpenSSL, memory and start-up work a local feed has no use for) is
/// started at the first web transfer, so a window on a local feed never starts it.
///
/// `@unchecked Sendable`: its stored properties are constants, the engine is made under a
/// lock, and the engine it shares with the transfer thread is itself safe to call from any
/// thread.
public final class HTTPClient: @unchecked Sendable {
    public struct Options: Sendable {
        public var userAgent: String
        public var connectTimeout: Int = 10
        /// Abort when less than one byte arrived in this many seconds.
        public var lowSpeedTimeout: Int = 20
        public var maxBodyBytes: Int = 50_000_000
        public var maxRedirects: Int = 5
        /// Give up on any transfer after this many seconds, however slowly it trickles.
        public var totalTimeout: Int = 300
        /// How many transfers run at once.
        public var maxConcurrentTransfers: Int = 6
        /// The proxy for an address: a URI libcurl takes, "" for none, nil for libcurl's own
        /// choice (the `http_proxy` variables). Asked off the main thread before each transfer.
        public var proxy: (@Sendable (URL) -> String?)?

        public init(userAgent: String) { self.userAgent = userAgent }
    }

    public let options: Options
    private let engine = Mutex<TransferEngine?>(nil)
    private let decoding = DispatchQueue(label: "Photomania decoding", attributes: .concurrent)
    /// Where each transfer is prepared, off the caller's thread (the main one): the first loads
    /// libcurl and its TLS libraries, and each looks its proxy up (a PAC script may take a while).
    private let preparing = DispatchQueue(label: "Photomania transfers prepared")

    public init(options: Options) {
        self.options = options
    }

    deinit { engine.withLock { $0?.stop() } }

    /// The transfer engine, started (with libcurl, loaded then) the first time a web transfer
    /// needs it.
    private func transferEngine() throws(HTTPError) -> TransferEngine {
        if let error = pm_curl_load() {
            // Translators: libcurl is the name of a library; %@ is the system's reason, such as a missing file.
            throw .transport(String(format: tr("libcurl could not be loaded: %@"), String(cString: error)))
        }
        return engine.withLock { engine in
            if let engine { return engine }
            let started = TransferEngine(maxActive: options.maxConcurrentTransfers)
            engine = started
            return started
        }
    }

    /// Fetches `url`, decodes the body off the main thread, and calls `completion` on the main
    /// actor, unless the returned task was cancelled first; `completion` is released there
    /// either way. Pass `task` to cancel through a task made earlier. `ended` runs on the main
    /// actor once the transfer is over, cancelled or not. Call on the main thread.
    @discardableResult
    public func fetch<Value>(
        _ url: URL, task: HTTPTask = HTTPTask(),
        decode: @escaping @Sendable (Data) throws -> Value,
        completion: @escaping @MainActor (Result<Value, Error>) -> Void, ended: (@MainActor () -> Void)? = nil
    ) -> HTTPTask {
        fetch(url, ifChangedSince: nil, task: task, decode: decode, completion: { completion($0.map(\.value)) }, ended: ended)
    }

    /// Fetches `url` as `fetch` does, but only if it changed since the answer `validators` came
    /// from (nil: whatever it is): an unchanged answer fails with `HTTPError.notModified`, a
    /// changed one comes with its own validators, for the next time.
    @discardableResult
    public func fetch<Value>(
        _ url: URL, ifChangedSince validators: HTTPValidators?, task: HTTPTask = HTTPTask(),
        decode: @escaping @Sendable (Data) throws -> Value,
        completion: @escaping @MainActor (Result<(value: Value, validators: HTTPValidators), Error>) -> Void,
        ended: (@MainActor () -> Void)? = nil
    ) -> HTTPTask {
        let delivery = MainReleased(completion)
        let end = ended.map(MainReleased.init)
        start(url, task: task, ifChangedSince: validators) { [decoding] fetched in
            decoding.async {
                let result = MainReleased(
                    Result { () throws -> (value: Value, validators: HTTPValidators) in
                        let answer = try fetched.get()
                        return (try decode(answer.body), answer.validators)
                    })
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        result.consume { result in delivery.consume { if !task.isCancelled { $0(result) } } }
                        end?.consume { $0() }
                    }
                }
            }
        }
        return task
    }

    /// A response's body, and what it said to recognise it by.
    struct Answer {
        let body: Data
        var validators = HTTPValidators()
    }

    /// The URL schemes the client fetches; redirects may only go to the web ones.
    public static let supportedSchemes = ["http", "https", "file"]

    /// Whether the client can fetch `url`.
    public static func supports(_ url: URL) -> Bool {
        url.scheme.map { supportedSchemes.contains($0.lowercased()) } ?? false
    }

    /// Starts a transfer, conditional on `validators` when given; `finished` runs on the
    /// transfer thread, on the queue that prepares it or reads a file, or here, for an address
    /// refused before any transfer (tests wait on it).
    func start(_ url: URL, task: HTTPTask, ifChangedSince validators: HTTPValidators? = nil, finished: @escaping (Result<Answer, HTTPError>) -> Void) {
        guard Self.supports(url), let scheme = url.scheme?.lowercased() else {
            return finished(.failure(.unsupportedScheme(url.scheme ?? "")))
        }
        if scheme == "file" { return read(url, task: task, finished: finished) }
        let prepare = HandedOver { [self] in prepareTransfer(url, task: task, ifChangedSince: validators, finished: finished) }
        preparing.async { prepare.value() }
    }

    /// Makes the transfer of `url` and hands it to the engine, through its proxy; on the queue
    /// that prepares transfers.
    private func prepareTransfer(
        _ url: URL, task: HTTPTask, ifChangedSince validators: HTTPValidators?, finished: @escaping (Result<Answer, HTTPError>) -> Void
    ) {
        let engine: TransferEngine
        do { engine = try transferEngine() } catch { return finished(.failure(error)) }
        // Translators: libcurl is the name of a library.
        guard let easy = pm_curl_easy_init() else { return finished(.failure(.transport(tr("libcurl could not start")))) }
        let transfer = Transfer(easy: easy, limit: options.maxBodyBytes, task: task) { [self] transfer, code, status in
            if code != CURLE_OK { return finished(.failure(error(for: code, url: url, transfer: transfer))) }
            if status == 429 || status == 503 {
                return finished(.failure(.busy(status: status, retryAfter: transfer.retryAfter)))
            }
            if status == 304 { return finished(.failure(.notModified)) }
            if status >= 400 { return finished(.failure(.status(status))) }
            finished(.success(Answer(body: transfer.body, validators: transfer.validators)))
        }
        configure(easy, url: url, transfer: Unmanaged.passUnretained(transfer).toOpaque())
        for line in validators?.requestHeaders ?? [] {
            guard let headers = pm_curl_slist_append(transfer.requestHeaders, line) else { break } // no memory: unconditional
            transfer.requestHeaders = headers
        }
        if let headers = transfer.requestHeaders { pm_curl_set_pointer(easy, CURLOPT_HTTPHEADER, headers) }
        if let uri = options.proxy?(url) { pm_curl_set_string(easy, CURLOPT_PROXY, uri) }
        engine.start(transfer)
    }

    /// Reads the file at `url` on a background queue, within the body limit; `finished` runs there.
    private func read(_ url: URL, task: HTTPTask, finished: @escaping (Result<Answer, HTTPError>) -> Void) {
        let finished = HandedOver(finished)
        let limit = options.maxBodyBytes
        DispatchQueue.global(qos: .userInitiated).async {
            guard !task.isCancelled else { return finished.value(.failure(.cancelled)) }
            do {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                let data = try handle.read(upToCount: limit + 1) ?? Data()
                finished.value(data.count > limit ? .failure(.tooLarge(limit: limit)) : .success(Answer(body: data)))
            } catch {
                finished.value(.failure(.unreadableFile(path: url.path)))
            }
        }
    }

    private func configure(_ curl: UnsafeMutableRawPointer, url: URL, transfer: UnsafeMutableRawPointer) {
        pm_curl_set_string(curl, CURLOPT_URL, url.absoluteString)
        pm_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
        pm_curl_set_string(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        pm_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 1)
        pm_curl_set_long(curl, CURLOPT_MAXREDIRS, options.maxRedirects)
        pm_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT, options.connectTimeout)
        pm_curl_set_long(curl, CURLOPT_LOW_SPEED_LIMIT, 1)
        pm_curl_set_long(curl, CURLOPT_LOW_SPEED_TIME, options.lowSpeedTimeout)
        pm_curl_set_long(curl, CURLOPT_TIMEOUT, options.totalTimeout)
        pm_curl_set_long(curl, CURLOPT_SSL_VERIFYPEER, 1)
        pm_curl_set_long(curl, CURLOPT_SSL_VERIFYHOST, 2)
        pm_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
        pm_curl_set_off_t(curl, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maxBodyBytes))
        pm_curl_set_string(curl, CURLOPT_USERAGENT, options.userAgent)
        pm_curl_set_string(curl, CURLOPT_ACCEPT_ENCODING, "")
        pm_curl_set_long(curl, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        pm_curl_set_write_function(curl, writeBody)
        pm_curl_set_pointer(curl, CURLOPT_WRITEDATA, transfer)
        pm_curl_set_pointer(curl, CURLOPT_ERRORBUFFER, Unmanaged<Transfer>.fromOpaque(transfer).takeUnretainedValue().errorBuffer)
        pm_curl_set_xferinfo_function(curl, checkCancelled)
        pm_curl_set_pointer(curl, CURLOPT_XFERINFODATA, transfer)
        pm_curl_set_long(curl, CURLOPT_NOPROGRESS, 0)
    }

    /// The address without its query, which may hold an API key.
    static func withoutQuery(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.query = nil
        // Translators: stands for a web address that cannot be written out, in ““%@” is not a valid address.”
        return components?.string ?? url.host ?? tr("the address")
    }

    private func error(for code: CURLcode, url: URL, transfer: Transfer) -> HTTPError {
        let host = url.host ?? url.absoluteString
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST: return .dns(host: host)
        case CURLE_COULDNT_CONNECT: return .connect(host: host)
        case CURLE_OPERATION_TIMEDOUT: return .timeout
        // libcurl refuses a header over its limit as "out of memory" before any body (7.88, with
        // no sentence), or as a receive error saying so (later versions).
        case CURLE_OUT_OF_MEMORY where transfer.body.isEmpty, CURLE_RECV_ERROR where transfer.rejectedHeader: return .headerTooLarge
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE: return .connectionLost
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(limit: options.maxBodyBytes)
        case CURLE_WRITE_ERROR where transfer.exceededLimit: return .tooLarge(limit: options.maxBodyBytes)
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        // The first URL's scheme was checked before the transfer: this one comes from a redirect.
        case CURLE_UNSUPPORTED_PROTOCOL: return .refusedRedirect
        case CURLE_URL_MALFORMAT: return .invalidURL(HTTPClient.withoutQuery(url))
        default: return .transport(String(cString: pm_curl_easy_strerror(code)))
        }
    }
}

private let writeBody: curl_write_callback = { buffer, size, count, context in
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    guard transfer.body.count + length <= transfer.limit else {
        transfer.exceededLimit = true
        return 0
    }
    if let buffer { transfer.body.append(UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length) }
    return length
}

private let checkCancelled: curl_xferinfo_callback = { context, _, _, _, _ in
    Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue().task.isCancelled ? 1 : 0
}
