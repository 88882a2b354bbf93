import Foundation
import PhotoFeed

/// What the command line asked for.
public enum LaunchOptions: Equatable {
    /// Open the window.
    case run(RunOptions)
    case help
    case version

    /// How to open the window.
    public struct RunOptions: Equatable {
        /// The feed to read; nil means the configured or sample feed.
        public var feed: FeedSource?
        /// A photo to open as soon as the feed is listed.
        public var photoID: String?

        public init(feed: FeedSource? = nil, photoID: String? = nil) {
            self.feed = feed
            self.photoID = photoID
        }
    }

    public static let usage = """
        Usage: \(AppInfo.executable) [OPTION…]

        Browse photos from Flickr or from the sample feed.

        Options:
          --feed FEED    Read photos from FEED: an http, https or file URL (a plain path
                         works too), flickr:recent, flickr:search=TEXT (both need an API
                         key) or flickr:public
          --photo ID     Open the photo with this Flickr id once the feed is listed
          --help         Show this help and exit
          --version      Show the version and exit

        Environment:
          FLICKR_API_KEY    the key for flickr:recent and flickr:search (never printed)
          XDG_CONFIG_HOME   settings (photomania/settings.ini)
          XDG_CACHE_HOME, XDG_DATA_HOME   caches and data

        """

    /// Parses the arguments after the program name. Errors are sentences for standard error.
    public static func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchError> {
        var options = RunOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--feed":
                guard let value = remaining.popFirst() else { return .failure(LaunchError("--feed needs a URL")) }
                switch feed(value) {
                case .success(let source): options.feed = source
                case .failure(let error): return .failure(error)
                }
            case let option where option.hasPrefix("--feed="):
                switch feed(String(option.dropFirst("--feed=".count))) {
                case .success(let source): options.feed = source
                case .failure(let error): return .failure(error)
                }
            case "--photo":
                guard let value = remaining.popFirst(), !value.isEmpty else { return .failure(LaunchError("--photo needs a photo id")) }
                options.photoID = value
            default:
                return .failure(LaunchError("unknown option “\(argument)”"))
            }
        }
        return .success(.run(options))
    }

    /// A Flickr source (`flickr:…`) or a feed URL.
    public static func feed(_ text: String) -> Result<FeedSource, LaunchError> {
        if let flickr = FeedSource.flickr(text) { return .success(flickr) }
        if text.hasPrefix("flickr:") {
            return .failure(LaunchError("“\(text)” is not a Flickr feed; use flickr:recent, flickr:search=TEXT or flickr:public"))
        }
        return feedURL(text).map(FeedSource.url)
    }

    /// An http, https or file URL; a path without a scheme becomes a file URL.
    public static func feedURL(_ text: String) -> Result<URL, LaunchError> {
        guard !text.isEmpty else { return .failure(LaunchError("the feed URL is empty")) }
        if text.hasPrefix("/") || text.hasPrefix(".") || !text.contains(":") {
            return .success(URL(fileURLWithPath: text).standardizedFileURL)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            return .failure(LaunchError("“\(text)” is not a valid URL"))
        }
        guard HTTPClient.supports(url) else {
            return .failure(LaunchError("“\(scheme):” feeds are not supported; use \(HTTPClient.supportedSchemes.dropLast().joined(separator: ", ")) or \(HTTPClient.supportedSchemes.last!)"))
        }
        return .success(url)
    }
}

public struct LaunchError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
