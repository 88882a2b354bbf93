import Foundation

/// A call to Flickr's REST API for photos with the extras the app shows, or for what Flickr
/// says of one photo now (`flickr.photos.getInfo`).
///
/// The API key travels in the URL Flickr requires, but never in `description`, so logs and
/// error messages cannot leak it.
public struct FlickrRequest: Equatable, Sendable, CustomStringConvertible {
    public enum Method: Equatable, Sendable {
        case recent
        case search(text: String)
        /// One photographer's public photos, newest first (`flickr.people.getPublicPhotos`).
        case photographer(id: String)
        case info(photoID: String)
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
        switch method {
        case .recent: break
        case .search(let text): items.append(URLQueryItem(name: "text", value: text))
        case .photographer(let id): items.append(URLQueryItem(name: "user_id", value: id))
        case .info(let id): items.append(URLQueryItem(name: "photo_id", value: id))
        }
        items.append(URLQueryItem(name: "api_key", value: apiKey))
        if case .info = method {
        } else {
            items += [
                URLQueryItem(name: "extras", value: FlickrRequest.extras),
                URLQueryItem(name: "page", value: String(page)),
                URLQueryItem(name: "per_page", value: String(perPage))
            ]
        }
        items += [URLQueryItem(name: "format", value: "json"), URLQueryItem(name: "nojsoncallback", value: "1")]
        components.queryItems = items
        return components.url!
    }

    private var methodName: String {
        switch method {
        case .recent: return "flickr.photos.getRecent"
        case .search: return "flickr.photos.search"
        case .photographer: return "flickr.people.getPublicPhotos"
        case .info: return "flickr.photos.getInfo"
        }
    }

    public var description: String {
        switch method {
        case .recent: return "Flickr recent photos, page \(page)"
        case .search(let text): return "Flickr search “\(text)”, page \(page)"
        case .photographer(let id): return "Flickr photos of \(id), page \(page)"
        case .info(let id): return "Flickr photo \(id)"
        }
    }
}
