import Foundation

/// What the feed says of a photo beyond what its row shows, for its credit and its details:
/// its page on Flickr, licence, upload date, tags, place and full size. Feeds give different
/// ones (the key-less public feed has no licence), so every field may be missing; the store
/// keeps them with the photo.
public struct PhotoDetails: Hashable, Codable, Sendable {
    /// A place on Earth, in degrees.
    public struct Location: Hashable, Codable, Sendable {
        public let latitude: Double
        public let longitude: Double

        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        /// The place, or nil for what Flickr sends for a photo without one (0, 0) and for
        /// what is not on Earth.
        public static func valid(latitude: Double?, longitude: Double?) -> Location? {
            guard let latitude, let longitude, latitude != 0 || longitude != 0,
                (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { return nil }
            return Location(latitude: latitude, longitude: longitude)
        }

        /// The `geo:` URI a maps application opens (RFC 5870).
        public var uri: URL { URL(string: "geo:\(latitude),\(longitude)")! }
    }

    /// The photo's page on Flickr, where its owner shows it.
    public var page: URL?
    /// The licence, when the feed says (the key-less public feed does not).
    public var license: PhotoLicense?
    /// When it was uploaded.
    public var uploaded: Date?
    public var tags: [String]
    public var location: Location?
    /// The original's size in pixels, when the feed says.
    public var originalWidth: Int?
    public var originalHeight: Int?
    /// The medium size (`mediumSide` px on its longer side, Flickr's `url_m`) where the feed
    /// lists it beside a larger one: enough for a photo drawn small.
    public var mediumImage: URL?

    /// The longer side of Flickr's medium size.
    public static let mediumSide = 500

    public init(
        page: URL? = nil, license: PhotoLicense? = nil, uploaded: Date? = nil, tags: [String] = [],
        location: Location? = nil, originalWidth: Int? = nil, originalHeight: Int? = nil, mediumImage: URL? = nil
    ) {
        self.page = page
        self.license = license
        self.uploaded = uploaded
        self.tags = tags
        self.location = location
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
        self.mediumImage = mediumImage
    }

    /// The photostream of owner `owner` on Flickr, as Flickr addresses it.
    public static func photostream(owner: String) -> URL? {
        guard !owner.isEmpty, let escaped = owner.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        return URL(string: "https://www.flickr.com/photos/\(escaped)/")
    }

    /// The page of photo `id` of owner `owner` on Flickr, as Flickr addresses it.
    public static func flickrPage(owner: String, id: String) -> URL? {
        guard !id.isEmpty, id.allSatisfy(\.isNumber) else { return nil }
        return photostream(owner: owner)?.appendingPathComponent(id, isDirectory: true)
    }

    /// The details as stored (JSON), and back; a stored text that cannot be read is no details.
    var stored: String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func stored(_ text: String?) -> PhotoDetails {
        text.flatMap { try? JSONDecoder().decode(PhotoDetails.self, from: Data($0.utf8)) } ?? PhotoDetails()
    }
}
