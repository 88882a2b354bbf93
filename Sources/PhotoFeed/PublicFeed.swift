import Foundation
import Localization

/// Flickr's key-less feeds (`photos_public.gne?format=json&nojsoncallback=1`, and those of a
/// `FollowedSource`): the newest twenty photos of everyone, or of what is followed.
public enum PublicFeed {
    /// The folder of Flickr's key-less feeds.
    public static let base = URL(string: "https://www.flickr.com/services/feeds/")!

    /// The feed of everyone's newest photos at `base`.
    public static func url(base: URL = base) -> URL {
        var components = URLComponents(url: base.appendingPathComponent("photos_public.gne"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "format", value: "json"), URLQueryItem(name: "nojsoncallback", value: "1")]
        return components.url!
    }

    struct Response: Decodable {
        struct Item: Decodable {
            struct Media: Decodable { let m: String }
            let title: String?
            let link: String?
            let media: Media?
            let description: String?
            let author: String?
            let authorID: String?
            /// "2026-11-30T14:22:05-08:00": the camera's local time, with an offset Flickr guesses.
            let dateTaken: String?
            /// When it was uploaded, "2026-11-30T22:30:00Z".
            let published: String?
            /// Its tags, separated by spaces.
            let tags: String?

            private enum CodingKeys: String, CodingKey {
                case title, link, media, description, author, published, tags
                case authorID = "author_id"
                case dateTaken = "date_taken"
            }
        }
        let title: String?
        let items: [Item]
    }

    /// Decodes a public-feed body into photos; entries without a usable image are skipped.
    static func decode(_ data: Data, from url: URL) throws -> FeedPage {
        let response: Response
        do {
            response = try JSONDecoder().decode(Response.self, from: repairEscapes(data))
        } catch {
            // Translators: completes “The feed could not be read (…).”; JSON is the name of a data format.
            throw FeedError.malformed(tr("the public feed is not valid JSON"))
        }
        var photos: [Photo] = []
        var skipped: [SkippedPhoto] = []
        for (index, item) in response.items.enumerated() {
            // Without a photo page, the image address is the stable identity.
            let id = item.link.flatMap(photoID) ?? item.media?.m ?? "#\(index + 1)"
            var entry = FlickrPhoto(
                id: id, owner: item.authorID ?? "", ownername: item.author.map(authorName),
                title: item.title, description: item.description.map { .init(_content: plainText($0)) },
                datetaken: item.dateTaken.map(localDateTime),
                largeURL: item.media.map { resized($0.m, to: "_b") },
                mediumURL: item.media.map { resized($0.m, to: "") }, smallURL: item.media?.m)
            entry.link = item.link
            entry.tags = item.tags
            entry.dateupload = item.published.flatMap { ISO8601DateFormatter().date(from: $0) }.map { Int($0.timeIntervalSince1970) }
            switch Photo.from(entry, relativeTo: url) {
            case .success(let photo): photos.append(photo)
            case .failure(let reason): skipped.append(reason)
            }
        }
        var page = FeedPage(photos: photos, skipped: skipped, page: 1, pages: 1)
        page.title = response.title.map(plainText).flatMap { $0.isEmpty ? nil : $0 }
        return page
    }

    /// The local date and time of an ISO 8601 one, as the REST API gives it: "2026-11-30 14:22:05".
    static func localDateTime(_ iso: String) -> String {
        String(iso.prefix(19)).replacingOccurrences(of: "T", with: " ")
    }

    /// The feed has been seen escaping apostrophes as `\'`, which JSON does not allow.
    static func repairEscapes(_ data: Data) -> Data {
        var output = Data(capacity: data.count)
        var escaped = false
        for byte in data {
            if escaped {
                escaped = false
                if byte == UInt8(ascii: "'") {
                    output.removeLast()
                    output.append(byte)
                    continue
                }
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            }
            output.append(byte)
        }
        return output
    }

    /// `nobody@flickr.com ("Ann Smith")` (today's form) or `nobody@flickr.com (bour3)` (the
    /// older one) → the name in the brackets, quotes dropped; anything else as it is.
    static func authorName(_ author: String) -> String {
        guard let open = author.firstIndex(of: "("), let close = author.lastIndex(of: ")"), open < close else { return author }
        var name = author[author.index(after: open)..<close]
        if name.count >= 2, name.first == "\"", name.last == "\"" { name = name.dropFirst().dropLast() }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? author : trimmed
    }

    /// The feed's small image (`_m`, 240 px) at another of Flickr's sizes: `_b` the large
    /// (1024 px), "" the medium (500 px). An address without the suffix is left as it is.
    static func resized(_ small: String, to suffix: String) -> String {
        guard let range = small.range(of: "_m.", options: .backwards) else { return small }
        return small.replacingCharacters(in: range, with: suffix + ".")
    }

    /// `https://www.flickr.com/photos/someone/53412345678/` → `53412345678`.
    static func photoID(_ link: String) -> String? {
        let parts = link.split(separator: "/")
        guard let index = parts.firstIndex(of: "photos"), parts.count > index + 2 else { return nil }
        return String(parts[index + 2])
    }

    /// HTML as a person reads it: tags dropped, entities decoded, whitespace folded.
    static func plainText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<br */?>", with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: "</p>", with: "\n")
        text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", " "), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isNewline).map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
