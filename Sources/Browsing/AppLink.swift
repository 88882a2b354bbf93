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
    case search(text: String)

    public static let scheme = "photomania"

    /// The link `text` names, or why it names nothing.
    public static func parse(_ text: String) -> Result<AppLink, LinkError> {
        Link.parse(text, scheme: scheme).flatMap { link in
            switch (link.screen, link.argument) {
            case ("photo", let id?): return .success(.photo(id: id))
            case ("photographer", let name?): return .success(.photographer(name: name))
            case ("recents", nil): return .success(.recents)
            case ("favourites", nil): return .success(.favourites)
            case ("following", nil): return .success(.following)
            case ("search", let text?): return .success(.search(text: text))
            case ("photo", nil), ("photographer", nil), ("search", nil), ("recents", _), ("favourites", _), ("following", _):
                return .failure(.badArgument(screen: link.screen))
            default: return .failure(.unknownScreen(link.screen))
            }
        }
    }
}
