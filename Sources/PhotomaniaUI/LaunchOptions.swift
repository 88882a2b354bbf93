import Foundation
import GtkKit
import PhotoFeed

/// The command line: the options GApplication parses (and lists in `--help`), and what a
/// launch's values ask for. Pure, so it is tested without a display.
public enum LaunchOptions {
    public static let entries: [CommandLineOption] = [
        CommandLineOption("feed", value: "FEED", "Read photos from FEED: an http, https or file URL (a plain path works too), "
                          + "flickr:recent, flickr:search=TEXT (both need an API key) or flickr:public"),
        CommandLineOption("photo", value: "ID", "Open the photo with this Flickr id once the feed is listed"),
        CommandLineOption("screen", value: "NAME", "Open the screen NAME directly (see --list-screens)"),
        CommandLineOption("context", value: "VALUE", "What --screen shows: a photo id, a photographer's name, a search"),
        CommandLineOption("list-screens", "List the screens --screen opens, with the context each takes, and exit"),
        CommandLineOption("version", "Show the version and exit"),
    ]

    public static let summary = """
        Browse photos from Flickr or from the sample feed.

        LINK opens a place in the window: photomania://photo/ID, photomania://photographer/NAME,
        photomania://recents or photomania://search/TEXT. Given while Photomania runs, options
        and links go to the open window.
        """

    public static let description = """
        Environment:
          FLICKR_API_KEY    the key for flickr:recent and flickr:search (never printed)
          XDG_CONFIG_HOME   settings (photomania/settings.ini)
          XDG_CACHE_HOME, XDG_DATA_HOME   caches and data
        """

    /// What one launch asks of the window.
    public struct Request: Equatable {
        /// The feed to read; nil means the configured or sample feed. Only a first launch uses it.
        public var feed: FeedSource?
        /// Where to go once the feed is listed, in order.
        public var destinations: [Destination]

        public init(feed: FeedSource? = nil, destinations: [Destination] = []) {
            self.feed = feed
            self.destinations = destinations
        }
    }

    /// A place a launch asks for.
    public enum Destination: Equatable {
        case link(AppLink)
        /// A text given as a link that is none: said in the window, where the user looks.
        case badLink(String)
        /// A screen of the catalogue, with its context.
        case screen(String, context: String?)
    }

    /// Interprets the option `values` GApplication parsed and the remaining `arguments` (links);
    /// a relative feed path is taken from `directory`. Errors are sentences for standard error.
    public static func interpret(values: [String: String], arguments: [String],
                                 directory: String? = nil) -> Result<Request, LaunchError> {
        var request = Request()
        if let text = values["feed"] {
            switch feed(text, relativeTo: directory) {
            case .success(let source): request.feed = source
            case .failure(let error): return .failure(error)
            }
        }
        if let id = values["photo"] {
            guard !id.isEmpty else { return .failure(LaunchError("--photo needs a photo id")) }
            request.destinations.append(.link(.photo(id: id)))
        }
        if let screen = values["screen"] {
            request.destinations.append(.screen(screen, context: values["context"]))
        } else if values["context"] != nil {
            return .failure(LaunchError("--context goes with --screen"))
        }
        for argument in arguments {
            switch AppLink.parse(argument) {
            case .success(let link): request.destinations.append(.link(link))
            case .failure(let error): request.destinations.append(.badLink(error.description))
            }
        }
        return .success(request)
    }

    /// A Flickr source (`flickr:…`) or a feed URL.
    public static func feed(_ text: String, relativeTo directory: String? = nil) -> Result<FeedSource, LaunchError> {
        if let flickr = FeedSource.flickr(text) { return .success(flickr) }
        if text.hasPrefix("flickr:") {
            return .failure(LaunchError("“\(text)” is not a Flickr feed; use flickr:recent, flickr:search=TEXT or flickr:public"))
        }
        return feedURL(text, relativeTo: directory).map(FeedSource.url)
    }

    /// An http, https or file URL; a path without a scheme becomes a file URL.
    public static func feedURL(_ text: String, relativeTo directory: String? = nil) -> Result<URL, LaunchError> {
        guard !text.isEmpty else { return .failure(LaunchError("the feed URL is empty")) }
        if text.hasPrefix("/") || text.hasPrefix(".") || !text.contains(":") {
            let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            return .success(URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL)
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
