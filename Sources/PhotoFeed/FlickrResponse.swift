import Foundation
import Localization

/// A page of `flickr.photos.getRecent` / `flickr.photos.search`, or Flickr's failure answer.
public struct FlickrResponse: Decodable, Sendable {
    public struct Page: Decodable, Sendable {
        public let page: FlexibleInt
        public let pages: FlexibleInt
        /// Entries in feed order; an entry that does not decode is kept as its error, so one bad
        /// photo never hides the others.
        public let photo: [Result<FlickrPhoto, FeedError>]

        enum CodingKeys: String, CodingKey { case page, pages, photo }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            page = try container.decode(FlexibleInt.self, forKey: .page)
            pages = try container.decode(FlexibleInt.self, forKey: .pages)
            var entries = try container.nestedUnkeyedContainer(forKey: .photo)
            var photos: [Result<FlickrPhoto, FeedError>] = []
            while !entries.isAtEnd {
                let index = entries.currentIndex
                do {
                    photos.append(.success(try entries.decode(FlickrPhoto.self)))
                } catch {
                    _ = try? entries.decode(Skipped.self)
                    // Translators: completes “The feed could not be read (…).”; %ld is the photo's position in the feed.
                    photos.append(.failure(.malformed(String(format: tr("photo #%ld is incomplete"), index + 1))))
                }
            }
            photo = photos
        }
    }

    public let stat: String
    public let photos: Page?
    public let code: FlexibleInt?
    public let message: String?

    /// Decodes a response body; `stat: "fail"` and broken JSON become `FeedError`s.
    public static func decode(_ data: Data) throws -> Page {
        let response: FlickrResponse
        do {
            response = try JSONDecoder().decode(FlickrResponse.self, from: data)
        } catch {
            throw FeedError.malformed(describe(error))
        }
        guard response.stat == "ok" else {
            // Translators: stands for Flickr's reason for refusing a request when it gave none.
            throw FeedError.flickr(code: response.code?.value ?? 0, message: response.message ?? tr("no reason given"))
        }
        // Translators: completes “The feed could not be read (…).”
        guard let photos = response.photos else { throw FeedError.malformed(tr("the response has no photos")) }
        return photos
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.underlyingError.map { "\($0)" } ?? context.debugDescription
        case DecodingError.keyNotFound(let key, _):
            // Translators: completes “The feed could not be read (…).”; %@ is the name of a JSON field, such as “photos”.
            return String(format: tr("“%@” is missing"), key.stringValue)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            // Translators: completes “The feed could not be read (…).”; %@ is the path of a JSON field, such as “photos.page”.
            return String(format: tr("unexpected value at %@"), context.codingPath.map(\.stringValue).joined(separator: "."))
        default: return "\(error)"
        }
    }
}

/// Consumes one array element of any shape.
private struct Skipped: Decodable {}
