import Foundation

/// A call to Flickr's REST API for photos with the extras the app shows.
///
/// The API key travels in the URL Flickr requires, but never in `description`, so logs and
/// error messages cannot leak it.
public struct FlickrRequest: Equatable, Sendable, CustomStringConvertible {
    public enum Method: Equatable, Sendable {
        case recent
        case search(text: String)
    }

    public static let endpoint = URL(string: "https://api.flickr.com/services/rest/")!
    /// What Flickr adds to each photo: its credit and details, and the images' addresses.
    public static let extras = "description,license,date_upload,date_taken,owner_name,tags,geo,o_dims,url_l,url_m,url_s"

    public var method: Method
    public var apiKey: String
    public var page: Int
    public var perPage: Int

    public init(method: Method, apiKey: String, page: Int = 1, perPage: Int = 100) {
        self.method = method
        self.apiKey = apiKey
        self.page = page
        self.perPage = perPage
    }

    /// The URL to fetch, relative to `endpoint` (a test server stands in for Flickr).
    public func url(endpoint: URL = FlickrRequest.endpoint) -> URL {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
        var items = [URLQueryItem(name: "method", value: methodName)]
        if case .search(let text) = method { items.append(URLQueryItem(name: "text", value: text)) }
        items += [URLQueryItem(name: "api_key", value: apiKey),
                  URLQueryItem(name: "extras", value: FlickrRequest.extras),
                  URLQueryItem(name: "page", value: String(page)),
                  URLQueryItem(name: "per_page", value: String(perPage)),
                  URLQueryItem(name: "format", value: "json"),
                  URLQueryItem(name: "nojsoncallback", value: "1")]
        components.queryItems = items
        return components.url!
    }

    private var methodName: String {
        switch method {
        case .recent: return "flickr.photos.getRecent"
        case .search: return "flickr.photos.search"
        }
    }

    public var description: String {
        switch method {
        case .recent: return "Flickr recent photos, page \(page)"
        case .search(let text): return "Flickr search “\(text)”, page \(page)"
        }
    }
}
