/// Why a feed could not be read.
public enum FeedError: UserFacingError, Equatable {
    /// The body is not the JSON the feed promises.
    case malformed(String)
    /// Flickr answered `stat: "fail"` with this code and message.
    case flickr(code: Int, message: String)
    /// A Flickr REST source without an API key.
    case missingAPIKey

    public var userMessage: String {
        switch self {
        case .malformed(let detail): return "The feed could not be read (\(detail))."
        case .flickr(let code, let message): return "Flickr refused the request: \(message) (error \(code))."
        case .missingAPIKey: return "Flickr needs an API key."
        }
    }
}
