import Foundation
import Localization

/// Where photos come from: a feed URL (the sample, any Flickr-shaped JSON), Flickr's REST API
/// (recent photos or a search, with an API key), Flickr's key-less public feed, or one
/// photographer's newest photos on Flickr (with a key or without).
public enum FeedSource: Hashable, Sendable, CustomStringConvertible {
    case url(URL)
    case flickrRecent
    case flickrSearch(String)
    case flickrPublic
    /// The photographer with this NSID (`12345678@N01`): their photo stream through the REST
    /// API with a key, else their newest twenty through the public feed.
    case flickrPhotographer(String)

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
    /// `apiKey`, which a photographer's photos use when there is one.
    public func url(page: Int = 1, apiKey: String?, flickr: FlickrAddresses = .flickr) throws -> URL {
        let key = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        let method: FlickrRequest.Method
        switch self {
        case .url(let url): return url
        case .flickrPublic: return PublicFeed.url(base: flickr.feeds)
        case .flickrPhotographer(let id) where key == nil: return FollowedSource.photographer(id: id).url(base: flickr.feeds)
        case .flickrPhotographer(let id): method = .photographer(id: id)
        case .flickrRecent: method = .recent
        case .flickrSearch(let text): method = .search(text: text)
        }
        guard let key else { throw FeedError.missingAPIKey }
        return FlickrRequest(method: method, apiKey: key, page: page).url(endpoint: flickr.rest)
    }

    /// Whether fetching needs a Flickr API key (the REST sources).
    public var needsAPIKey: Bool {
        switch self {
        case .flickrRecent, .flickrSearch: return true
        case .url, .flickrPublic, .flickrPhotographer: return false
        }
    }

    /// Whether its pages add to the photos listed, never taking their place (a photographer's
    /// photos, among those of the feed listed).
    public var addsToTheListing: Bool {
        if case .flickrPhotographer = self { return true }
        return false
    }

    /// Whether its photos are Flickr's, whose photographers' own photos can be fetched.
    public var isFlickr: Bool {
        if case .url = self { return false }
        return true
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
        // Translators: the name of a feed; %@ is a photographer's Flickr id, such as 12345678@N01.
        case .flickrPhotographer(let id): return String(format: tr("Flickr photos of %@"), id)
        }
    }
}
