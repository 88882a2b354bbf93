import Foundation
import Localization

/// What a person follows on Flickr without an API key, each read through one of Flickr's
/// key-less feeds (the newest twenty photos): a photographer's uploads, photos with some tags,
/// a group's pool, or a person's public favourites.
public enum FollowedSource: Hashable, Sendable {
    /// The photographer with this NSID (`12345678@N01`): `photos_public.gne?id=`.
    case photographer(id: String)
    /// Photos with these tags, in Flickr's clean form, with all of them or any:
    /// `photos_public.gne?tags=a,b&tagmode=all|any`.
    case tags([String], matchAll: Bool)
    /// The pool of the group with this NSID: `groups_pool.gne?id=`.
    case group(id: String)
    /// The public favourites of the person with this NSID: `photos_faves.gne?id=`.
    case favourites(id: String)

    /// The kinds, as stored and as links name them.
    public enum Kind: String, CaseIterable, Sendable {
        case photographer, tag, group, favourites
    }

    public var kind: Kind {
        switch self {
        case .photographer: .photographer
        case .tags: .tag
        case .group: .group
        case .favourites: .favourites
        }
    }

    /// What the kind says of it: the NSID, or the tags (comma-separated, `+` before them when
    /// any of them will do).
    public var value: String {
        switch self {
        case .photographer(let id), .group(let id), .favourites(let id): id
        case .tags(let tags, let matchAll): (matchAll ? "" : "+") + tags.joined(separator: ",")
        }
    }

    /// `kind:value`, the key it is stored under; `init(key:)` reads it back.
    public var key: String { "\(kind.rawValue):\(value)" }

    /// The source a kind and a value name (a stored key, a link's path), or nil when they name
    /// none: an id that is not an NSID, or no tag.
    public init?(kind: Kind, value: String) {
        switch kind {
        case .photographer:
            guard let id = Self.nsid(value) else { return nil }
            self = .photographer(id: id)
        case .group:
            guard let id = Self.nsid(value) else { return nil }
            self = .group(id: id)
        case .favourites:
            guard let id = Self.nsid(value) else { return nil }
            self = .favourites(id: id)
        case .tag:
            let matchAll = !value.hasPrefix("+")
            let tags = Self.cleanTags(value.drop { $0 == "+" })
            guard !tags.isEmpty else { return nil }
            self = .tags(tags, matchAll: matchAll)
        }
    }

    /// The source stored under `key` (`kind:value`).
    public init?(key: String) {
        guard let colon = key.firstIndex(of: ":"), let kind = Kind(rawValue: String(key[..<colon])) else { return nil }
        self.init(kind: kind, value: String(key[key.index(after: colon)...]))
    }

    /// The key-less feed's address at `base` (Flickr's feeds folder, or a test server's).
    public func url(base: URL = PublicFeed.base) -> URL {
        let (file, query): (String, [(String, String)]) =
            switch self {
            case .photographer(let id): ("photos_public.gne", [("id", id)])
            case .tags(let tags, let matchAll): ("photos_public.gne", [("tags", tags.joined(separator: ",")), ("tagmode", matchAll ? "all" : "any")])
            case .group(let id): ("groups_pool.gne", [("id", id)])
            case .favourites(let id): ("photos_faves.gne", [("id", id)])
            }
        var components = URLComponents(url: base.appendingPathComponent(file), resolvingAgainstBaseURL: false)!
        components.percentEncodedQueryItems = (query + [("format", "json"), ("nojsoncallback", "1")]).map {
            URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: Self.queryValue))
        }
        return components.url!
    }

    /// A name to show before the feed says its own: the tags as `#a #b`, else the kind and id.
    public var provisionalName: String {
        switch self {
        case .tags(let tags, _): tags.map { "#" + $0 }.joined(separator: " ")
        // Translators: a followed Flickr photographer before their name is known; %@ is their Flickr id.
        case .photographer(let id): String(format: tr("Photographer %@"), id)
        // Translators: a followed Flickr group before its name is known; %@ is its Flickr id.
        case .group(let id): String(format: tr("Group %@"), id)
        // Translators: a person's favourites on Flickr before their name is known; %@ is their Flickr id.
        case .favourites(let id): String(format: tr("Favourites of %@"), id)
        }
    }

    // MARK: Reading what people give

    /// Flickr's clean form of tags typed or pasted: split at commas (or at spaces when there is
    /// no comma), each lowercased with what is neither a letter nor a digit dropped, as Flickr
    /// itself does ("New York" → "newyork"), letters of any script and accents kept; repeats
    /// and empty tags dropped, at most 20.
    public static func cleanTags<Text: StringProtocol>(_ text: Text) -> [String] {
        let separator: Character = text.contains(",") ? "," : " "
        var seen: Set<String> = []
        let cleaned = text.split(separator: separator).map {
            String(String.UnicodeScalarView($0.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains)))
        }
        return Array(cleaned.filter { !$0.isEmpty && seen.insert($0).inserted }.prefix(20))
    }

    /// `value` when it is a Flickr NSID (`12345678@N01`, letters of the suffix in any case).
    static func nsid(_ value: String) -> String? {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let digits = parts.first, !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            parts[1].count == 3, parts[1].uppercased().hasPrefix("N"), parts[1].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return "\(digits)@\(parts[1].uppercased())"
    }

    /// What may stand unescaped in a query's value: unreserved characters, and `,` and `@`,
    /// which Flickr reads as they are.
    private static let queryValue = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~,@")
}
