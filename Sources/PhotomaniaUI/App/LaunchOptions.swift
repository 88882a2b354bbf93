import Browsing
import Foundation
import GtkKit
import Localization
import PhotoFeed

/// The command line: the options GApplication parses (and lists in `--help`), and what a
/// launch's values ask for. Pure, so it is tested without a display.
public enum LaunchOptions {
    public static let entries: [CommandLineOption] = [
        // Translators: the words in capitals (FEED, TEXT) and after colons are what is typed: keep them.
        CommandLineOption(
            "feed", value: "FEED",
            tr(
                "Read photos from FEED: an http, https or file URL (a plain path works too), flickr:recent, flickr:search=TEXT (both need an API key) or flickr:public"
            )),
        CommandLineOption("photo", value: "ID", tr("Open the photo with this Flickr id once the feed is listed")),
        CommandLineOption("screen", value: "NAME", tr("Open the screen NAME directly (see --list-screens)")),
        CommandLineOption("context", value: "VALUE", tr("What --screen shows: a photo id, a photographer's name, a search")),
        CommandLineOption("list-screens", tr("List the screens --screen opens, with the context each takes, and exit")),
        CommandLineOption("version", tr("Show the version and exit"))
    ]

    // Translators: `photomania --help` prints this; keep the links and LINK as they are.
    public static let summary = tr(
        "Browse photos from Flickr or from the sample feed.\n\nLINK opens a place in the window: photomania://photo/ID, photomania://photographer/NAME,\nphotomania://recents, photomania://favourites, photomania://following, photomania://search/TEXT, or\nfollows a source: photomania://follow/KIND/VALUE (KIND: photographer, tag, group or favourites).\nGiven while Photomania runs, options and links go to the window focused last."
    )

    // Translators: `photomania --help` prints this under the options; keep the variables' names and the columns.
    public static let description = tr(
        "Environment:\n  FLICKR_API_KEY    the key for flickr:recent and flickr:search (never printed)\n  PHOTOMANIA_FLICKR_API_URL, PHOTOMANIA_FLICKR_FEEDS_URL   Flickr's REST API and key-less feeds elsewhere\n  XDG_CONFIG_HOME   settings (photomania/settings.ini)\n  XDG_STATE_HOME    the windows open when Photomania quit (photomania/session.json)\n  XDG_CACHE_HOME, XDG_DATA_HOME   caches and data"
    )

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
    public typealias Destination = Browsing.Destination

    /// Interprets the option `values` GApplication parsed and the remaining `arguments` (links);
    /// a relative feed path is taken from `directory`. Errors are sentences for standard error.
    public static func interpret(
        values: [String: String], arguments: [String],
        directory: String? = nil
    ) -> Result<Request, LaunchError> {
        var request = Request()
        if let text = values["feed"] {
            switch feed(text, relativeTo: directory) {
            case .success(let source): request.feed = source
            case .failure(let error): return .failure(error)
            }
        }
        if let id = values["photo"] {
            guard !id.isEmpty else { return .failure(LaunchError(tr("--photo needs a photo id"))) }
            request.destinations.append(.link(.photo(id: id)))
        }
        if let screen = values["screen"] {
            request.destinations.append(.screen(screen, context: values["context"]))
        } else if values["context"] != nil {
            return .failure(LaunchError(tr("--context goes with --screen")))
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
            return .failure(LaunchError(String(format: tr("“%@” is not a Flickr feed; use flickr:recent, flickr:search=TEXT or flickr:public"), text)))
        }
        return feedURL(text, relativeTo: directory).map(FeedSource.url)
    }

    /// An http, https or file URL; a path without a scheme becomes a file URL.
    public static func feedURL(_ text: String, relativeTo directory: String? = nil) -> Result<URL, LaunchError> {
        guard !text.isEmpty else { return .failure(LaunchError(tr("the feed URL is empty"))) }
        if text.hasPrefix("/") || text.hasPrefix(".") || !text.contains(":") {
            let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            return .success(URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            return .failure(LaunchError(String(format: tr("“%@” is not a valid URL"), text)))
        }
        guard HTTPClient.supports(url) else {
            // Translators: %1$@ is a URL scheme (“ftp”), %2$@ the supported ones (“http, https, file”).
            return .failure(
                LaunchError(
                    String(
                        format: tr("“%1$@:” feeds are not supported; use one of: %2$@"), scheme,
                        HTTPClient.supportedSchemes.joined(separator: ", "))))
        }
        return .success(url)
    }
}

public struct LaunchError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
