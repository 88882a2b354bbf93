import Foundation
import Localization

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
    /// `429 Too Many Requests` or `503 Service Unavailable`: the server asks for a pause, of
    /// `retryAfter` seconds from the answer when it said how long (`RetryAfter`).
    case busy(status: Int, retryAfter: Double?)
    /// `304 Not Modified`: the answer to a conditional request (`HTTPValidators`) has not
    /// changed since it was last fetched.
    case notModified
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
        case .unsupportedScheme(let scheme):
            // Translators: %@ is the scheme of the address (such as “ftp”); “http”, “https” and “file” are not to be translated.
            return String(format: tr("Addresses starting with “%@:” are not supported; use http, https or file."), scheme)
        case .invalidURL(let text):
            // Translators: %@ is the web address that was given.
            return String(format: tr("“%@” is not a valid address."), text)
        case .dns(let host):
            // Translators: %@ is a server's name, such as api.flickr.com.
            return String(format: tr("The server “%@” could not be found. Check the address and your connection."), host)
        case .connect(let host):
            // Translators: %@ is a server's name, such as api.flickr.com.
            return String(format: tr("Could not connect to “%@”. The server may be down."), host)
        case .timeout: return tr("The server did not answer in time.")
        case .connectionLost: return tr("The connection to the server was lost before the download finished.")
        case .headerTooLarge: return tr("The server's answer began with more header data than Photomania accepts; it is not a feed or an image.")
        case .busy(429, _): return tr("The server asked for fewer requests (HTTP 429). Try again later.")
        case .busy(let code, _):
            // Translators: %ld is the HTTP status code, 503.
            return String(format: tr("The service is unavailable for now (HTTP %ld). Try again later."), code)
        case .notModified: return tr("Nothing changed on the server since the last download (HTTP 304).")
        case .status(404): return tr("The server has nothing at this address (HTTP 404).")
        case .status(let code) where code >= 500:
            // Translators: %ld is the HTTP status code, such as 503.
            return String(format: tr("The server had a problem (HTTP %ld). Try again later."), code)
        case .status(let code):
            // Translators: %ld is the HTTP status code, such as 403.
            return String(format: tr("The server refused the request (HTTP %ld)."), code)
        case .tooLarge(let limit):
            // Translators: %ld is the size limit in megabytes (MB), such as 50.
            return String(format: tr("The download is larger than the %ld MB limit."), limit / 1_000_000)
        case .tooManyRedirects: return tr("The server redirected too many times.")
        case .refusedRedirect: return tr("The server redirected to an address that is not http or https.")
        case .unreadableFile(let path):
            // Translators: %@ is the path of a file.
            return String(format: tr("The file “%@” could not be read."), path)
        case .cancelled: return tr("The download was cancelled.")
        case .transport(let detail):
            // Translators: %@ is the reason, from the network library (often in English), such as “SSL connect error”.
            return String(format: tr("The download failed: %@."), detail)
        }
    }
}
