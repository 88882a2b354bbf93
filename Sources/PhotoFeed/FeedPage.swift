import Foundation

/// What one fetch of a feed produced: photos ready to show, and the entries left out.
public struct FeedPage: Sendable {
    public let photos: [Photo]
    public let skipped: [SkippedPhoto]
    public let page: Int
    public let pages: Int

    public var photographers: [Photographer] { Photographer.group(photos) }

    /// Decodes a body fetched from `url`: a Flickr REST response, or else Flickr's public
    /// feed (it has `items`). The REST shape, the large one, is tried first, so it is parsed
    /// once.
    public static func decode(_ data: Data, from url: URL) throws -> FeedPage {
        do {
            return try decodeREST(data, from: url)
        } catch {
            guard isPublicFeed(data) else { throw error }
            return try PublicFeed.decode(data, from: url)
        }
    }

    private static func isPublicFeed(_ data: Data) -> Bool {
        struct Probe: Decodable { let items: [Skipped]? }
        struct Skipped: Decodable {}
        return (try? JSONDecoder().decode(Probe.self, from: PublicFeed.repairEscapes(data)))?.items != nil
    }

    private static func decodeREST(_ data: Data, from url: URL) throws -> FeedPage {
        let response = try FlickrResponse.decode(data)
        var photos: [Photo] = []
        var skipped: [SkippedPhoto] = []
        for (index, entry) in response.photo.enumerated() {
            switch entry.mapError({ SkippedPhoto(id: "#\(index + 1)", reason: $0.userMessage) }).flatMap({ Photo.from($0, relativeTo: url) }) {
            case .success(let photo): photos.append(photo)
            case .failure(let reason): skipped.append(reason)
            }
        }
        return FeedPage(photos: photos, skipped: skipped, page: response.page.value, pages: response.pages.value)
    }
}
