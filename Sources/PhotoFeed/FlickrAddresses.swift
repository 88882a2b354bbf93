import Foundation

/// Where Flickr is asked: its REST API (with a key) and its key-less feeds. Tests and mirrors
/// point both elsewhere (`PHOTOMANIA_FLICKR_API_URL`, `PHOTOMANIA_FLICKR_FEEDS_URL`).
public struct FlickrAddresses: Equatable, Sendable {
    /// The REST endpoint, `https://api.flickr.com/services/rest/`.
    public var rest: URL
    /// The folder of the key-less feeds, `https://www.flickr.com/services/feeds/`.
    public var feeds: URL

    /// Flickr's own addresses.
    public static let flickr = FlickrAddresses()

    public init(rest: URL = FlickrRequest.endpoint, feeds: URL = PublicFeed.base) {
        (self.rest, self.feeds) = (rest, feeds)
    }

    /// Flickr's addresses, each replaced by its variable in `environment` when that holds an
    /// absolute http or https URL.
    public init(environment: [String: String]) {
        self.init(
            rest: Self.url(environment["PHOTOMANIA_FLICKR_API_URL"]) ?? FlickrRequest.endpoint,
            feeds: Self.url(environment["PHOTOMANIA_FLICKR_FEEDS_URL"]) ?? PublicFeed.base)
    }

    private static func url(_ text: String?) -> URL? {
        guard let text, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else { return nil }
        return url
    }
}
