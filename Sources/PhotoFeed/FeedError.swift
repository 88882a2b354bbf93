import Foundation
import Localization

/// Why a feed could not be read.
public enum FeedError: UserFacingError, Equatable {
    /// The body is not the JSON the feed promises.
    case malformed(String)
    /// Flickr answered `stat: "fail"` with this code and message.
    case flickr(code: Int, message: String)
    /// A Flickr REST source without an API key.
    case missingAPIKey

    /// Flickr's code for "service currently unavailable", which passes.
    public static let serviceUnavailable = 105

    public var userMessage: String {
        switch self {
        case .malformed(let detail):
            // Translators: %@ says what is wrong with the feed, such as “the response has no photos”.
            return String(format: tr("The feed could not be read (%@)."), detail)
        case .flickr(let code, let message):
            // Translators: %1$@ is Flickr's reason (as Flickr gives it, usually in English), %2$ld its error number.
            return String(format: tr("Flickr refused the request: %1$@ (error %2$ld)."), message, code)
        case .missingAPIKey: return tr("Flickr needs an API key.")
        }
    }
}
