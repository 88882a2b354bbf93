import PhotoFeed
import Routing

/// The places a `photomania://` link opens: parsed by `Link` (which refuses hostile text), then
/// named here. Links come from the command line and from other programs through the running
/// instance.
public enum AppLink: Equatable, Sendable {
    case photo(id: String)
    case photographer(name: String)
    case recents
    case favourites
    case following
    /// Follows a source: `follow/photographer/NSID`, `follow/tag/TAGS`, `follow/group/NSID`,
    /// `follow/favourites/NSID`.
    case follow(FollowedSource)
    case search(text: String)

    public static let scheme = "photomania"

    /// The link `text` names, or why it names nothing.
    public static func parse(_ text: String) -> Result<AppLink, LinkError> {
        Link.parse(text, scheme: scheme).flatMap { link in
            let arguments = link.arguments
            switch (link.screen, arguments.count) {
            case ("photo", 1): return .success(.photo(id: arguments[0]))
            case ("photographer", 1): return .success(.photographer(name: arguments[0]))
            case ("recents", 0): return .success(.recents)
            case ("favourites", 0): return .success(.favourites)
            case ("following", 0): return .success(.following)
            case ("search", 1): return .success(.search(text: arguments[0]))
            case ("follow", 2):
                guard let kind = FollowedSource.Kind(rawValue: arguments[0]), let source = FollowedSource(kind: kind, value: arguments[1]) else {
                    return .failure(.badArgument(screen: link.screen))
                }
                return .success(.follow(source))
            case ("photo", _), ("photographer", _), ("search", _), ("recents", _), ("favourites", _), ("following", _), ("follow", _):
                return .failure(.badArgument(screen: link.screen))
            default: return .failure(.unknownScreen(link.screen))
            }
        }
    }
}
