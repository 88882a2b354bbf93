import Foundation

/// What the command line asked for.
public enum LaunchOptions: Equatable {
    /// Open the window; `feedURL` nil means the configured or sample feed.
    case run(feedURL: URL?)
    case help
    case version

    public static let usage = """
        Usage: \(AppInfo.executable) [OPTION…]

        Browse photos from Flickr or from the sample feed.

        Options:
          --feed URL     Read photos from URL: http, https or file (a plain path works too)
          --help         Show this help and exit
          --version      Show the version and exit

        Environment:
          FLICKR_API_KEY   used by Flickr REST feeds (never printed)
          XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_DATA_HOME   where settings and caches live

        """

    /// Parses the arguments after the program name. Errors are sentences for standard error.
    public static func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchError> {
        var feed: URL?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--feed":
                guard let value = remaining.popFirst() else { return .failure(LaunchError("--feed needs a URL")) }
                switch feedURL(value) {
                case .success(let url): feed = url
                case .failure(let error): return .failure(error)
                }
            case let option where option.hasPrefix("--feed="):
                switch feedURL(String(option.dropFirst("--feed=".count))) {
                case .success(let url): feed = url
                case .failure(let error): return .failure(error)
                }
            default:
                return .failure(LaunchError("unknown option “\(argument)”"))
            }
        }
        return .success(.run(feedURL: feed))
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
        guard ["http", "https", "file"].contains(scheme) else {
            return .failure(LaunchError("“\(scheme):” feeds are not supported; use http, https or file"))
        }
        return .success(url)
    }
}

public struct LaunchError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
