/// Why a transfer failed, by cause, so the UI can say what happened.
public enum HTTPError: UserFacingError, Equatable {
    case unsupportedScheme(String)
    case invalidURL(String)
    case dns(host: String)
    case connect(host: String)
    case timeout
    case connectionLost
    /// The response's header passed libcurl's limit (100 KB per header field, 300 KB in all).
    case headerTooLarge
    case status(Int)
    case tooLarge(limit: Int)
    case tooManyRedirects
    case refusedRedirect
    case unreadableFile(path: String)
    case cancelled
    case transport(String)

    /// Whether the failure says the server could not be reached at all (no network, no DNS,
    /// no route), rather than that it answered badly.
    public var isUnreachable: Bool {
        switch self {
        case .dns, .connect, .timeout, .connectionLost: true
        default: false
        }
    }

    public var userMessage: String {
        switch self {
        case .unsupportedScheme(let scheme): return "Addresses starting with “\(scheme):” are not supported; use http, https or file."
        case .invalidURL(let text): return "“\(text)” is not a valid address."
        case .dns(let host): return "The server “\(host)” could not be found. Check the address and your connection."
        case .connect(let host): return "Could not connect to “\(host)”. The server may be down."
        case .timeout: return "The server did not answer in time."
        case .connectionLost: return "The connection to the server was lost before the download finished."
        case .headerTooLarge: return "The server's answer began with more header data than Photomania accepts; it is not a feed or an image."
        case .status(404): return "The server has nothing at this address (HTTP 404)."
        case .status(let code) where code >= 500: return "The server had a problem (HTTP \(code)). Try again later."
        case .status(let code): return "The server refused the request (HTTP \(code))."
        case .tooLarge(let limit): return "The download is larger than the \(limit / 1_000_000) MB limit."
        case .tooManyRedirects: return "The server redirected too many times."
        case .refusedRedirect: return "The server redirected to an address that is not http or https."
        case .unreadableFile(let path): return "The file “\(path)” could not be read."
        case .cancelled: return "The download was cancelled."
        case .transport(let detail): return "The download failed: \(detail)."
        }
    }
}
