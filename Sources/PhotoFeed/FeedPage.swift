import Foundation

/// What one fetch of a feed produced: photos ready to show, and the entries left out.
public struct FeedPage: Sendable {
    public let photos: [Photo]
    public let skipped: [SkippedPhoto]
    public let page: Int
    public let pages: Int
    /// What the feed calls itself ("Uploads from Ann Smith", a group's name), when it says.
    public var title: String?

    public var photographers: [Photographer] { Photographer.group(photos) }

    /// Decodes a body fetched from `url`: a Flickr REST response, or else Flickr's public
    /// feed (it has `items`). The REST shape, the large one, is tried first, so it is parsed
    /// once.
    public static func decode(_ data: Data, from url: URL) throws -> FeedPage {
        let data = unwrapCallback(data)
        do {
            return try decodeREST(data, from: url)
        } catch {
            guard isPublicFeed(data) else { throw error }
            return try PublicFeed.decode(data, from: url)
        }
    }

    /// A body fetched without `nojsoncallback=1` comes wrapped in a JavaScript call,
    /// `jsonFlickrFeed({...})` or `jsonFlickrApi({...})`: the JSON inside, else the body as it is.
    static func unwrapCallback(_ data: Data) -> Data {
        let bytes = data.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard bytes.first.map({ $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "[") }) == true,
            let open = bytes.firstIndex(of: UInt8(ascii: "(")),
            bytes[bytes.startIndex..<open].allSatisfy({ isIdentifier($0) }),
            let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close
        else { return data }
        return Data(bytes[bytes.index(after: open)..<close])
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
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
