import Foundation
import Localization

/// Where photos come from: a feed URL (the sample, any Flickr-shaped JSON), Flickr's REST API
/// (recent photos or a search, with an API key), or Flickr's key-less public feed.
public enum FeedSource: Hashable, Sendable, CustomStringConvertible {
    case url(URL)
    case flickrRecent
    case flickrSearch(String)
    case flickrPublic

    /// `flickr:recent`, `flickr:search=TEXT`, `flickr:public`, or nil for anything else.
    public static func flickr(_ text: String) -> FeedSource? {
        switch text {
        case "flickr:recent": return .flickrRecent
        case "flickr:public": return .flickrPublic
        case let search where search.hasPrefix("flickr:search="):
            let query = String(search.dropFirst("flickr:search=".count))
            return query.isEmpty ? nil : .flickrSearch(query)
        default: return nil
        }
    }

    /// The URL of `page` at `flickr`'s addresses (a test server's in tests); REST sources need
    /// `apiKey`.
    public func url(page: Int = 1, apiKey: String?, flickr: FlickrAddresses = .flickr) throws -> URL {
        switch self {
        case .url(let url): return url
        case .flickrPublic: return PublicFeed.url(base: flickr.feeds)
        case .flickrRecent, .flickrSearch:
            guard let apiKey, !apiKey.isEmpty else { throw FeedError.missingAPIKey }
            let method: FlickrRequest.Method
            if case .flickrSearch(let text) = self { method = .search(text: text) } else { method = .recent }
            return FlickrRequest(method: method, apiKey: apiKey, page: page).url(endpoint: flickr.rest)
        }
    }

    /// Whether fetching needs a Flickr API key (the REST sources).
    public var needsAPIKey: Bool {
        switch self {
        case .flickrRecent, .flickrSearch: return true
        case .url, .flickrPublic: return false
        }
    }

    /// Safe to show and log: never contains the API key.
    public var description: String {
        switch self {
        case .url(let url): return url.isFileURL ? url.path : url.absoluteString
        // Translators: the name of a feed: Flickr's most recent photos.
        case .flickrRecent: return tr("Flickr recent photos")
        case .flickrSearch(let text):
            // Translators: the name of a feed; %@ is the words searched for.
            return String(format: tr("Flickr search “%@”"), text)
        // Translators: the name of a feed: Flickr's public feed, which needs no API key.
        case .flickrPublic: return tr("Flickr public feed")
        }
    }
}
