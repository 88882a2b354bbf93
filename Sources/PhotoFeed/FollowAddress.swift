import Foundation
import Localization

/// A flickr.com address pasted to follow what it shows: a photographer's photos
/// (`/photos/NSID/…`), their favourites (`/photos/NSID/favorites`), a tag (`/photos/tags/TAG`)
/// or a group's pool (`/groups/NSID/…`); or, typed, a Flickr id or tags (`read`); or why it
/// names nothing Photomania can follow.
public enum FollowAddress {
    /// Why an address names nothing to follow; the description is a sentence for the user.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing was given.
        case empty
        /// Not an address of flickr.com at all.
        case notFlickr(String)
        /// A flickr.com page that is none of the four (a single photo's is, through its photographer).
        case otherPage(String)
        /// A name the person or group chose (`/photos/annsmith/`): without an API key only an
        /// NSID can be followed.
        case chosenName(String)

        public var description: String {
            switch self {
            case .empty: return Self.accepted
            case .notFlickr(let text):
                // Translators: %@ is what was pasted.
                return String(format: tr("“%@” is not a Flickr address."), String(text.prefix(80))) + " " + Self.accepted
            case .otherPage:
                return tr("Photomania cannot follow this Flickr page.") + " " + Self.accepted
            case .chosenName(let name):
                // Translators: %@ is a name from a Flickr address, such as “annsmith”; 12345678@N01 is an example of a Flickr id.
                return String(
                    format: tr("“%@” is a name chosen on Flickr; without an API key Photomania can follow only a Flickr id, such as 12345678@N01."), name)
            }
        }

        /// What is accepted, in a sentence.
        static var accepted: String {
            tr("Paste the address of a photographer's photos, their favourites, a tag or a group on flickr.com, or type tags.")
        }
    }

    /// What a person pasted or typed to follow: a flickr.com address (`parse`), a Flickr id (a
    /// photographer), or tags every photo must have (`#sea #fog`, `sea, fog`).
    public static func read(_ text: String) -> Result<FollowedSource, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(.empty) }
        if trimmed.contains("/") || trimmed.lowercased().contains("flickr.com") { return parse(trimmed) }
        if let id = FollowedSource.nsid(trimmed) { return .success(.photographer(id: id)) }
        let tags = FollowedSource.cleanTags(trimmed)
        return tags.isEmpty ? .failure(.notFlickr(trimmed)) : .success(.tags(tags, matchAll: true))
    }

    /// The source `text` (an address, with or without `https://`) names.
    public static func parse(_ text: String) -> Result<FollowedSource, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let withScheme = trimmed.contains("://") ? trimmed : "https://" + trimmed
        guard let url = URLComponents(string: withScheme), ["http", "https"].contains(url.scheme?.lowercased()),
            let host = url.host?.lowercased(), host == "flickr.com" || host.hasSuffix(".flickr.com")
        else { return .failure(.notFlickr(trimmed)) }
        let path = url.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        switch (path.first, path.dropFirst().first) {
        case ("photos", "tags"?):
            let tags = path.dropFirst(2).first.map { FollowedSource.cleanTags($0) } ?? []
            return tags.isEmpty ? .failure(.otherPage(trimmed)) : .success(.tags(tags, matchAll: true))
        case ("photos", let who?):
            guard let id = FollowedSource.nsid(who) else { return .failure(.chosenName(who)) }
            return .success(path.dropFirst(2).first == "favorites" ? .favourites(id: id) : .photographer(id: id))
        case ("groups", let group?):
            guard let id = FollowedSource.nsid(group) else { return .failure(.chosenName(group)) }
            return .success(.group(id: id))
        default: return .failure(.otherPage(trimmed))
        }
    }
}
