/// One entry of `photos.photo[]` in a Flickr REST response with the extras `FlickrRequest`
/// asks for, as Flickr sends it; the public feed's entries are read into it too. The extras
/// beyond the title and the images are read leniently: one missing or malformed leaves that
/// field out, never the photo.
public struct FlickrPhoto: Decodable, Equatable, Sendable {
    public struct Content: Decodable, Equatable, Sendable {
        public let _content: String
        public init(_content: String) { self._content = _content }
    }

    public let id: String
    public let owner: String
    public let ownername: String?
    public let title: String?
    public let description: Content?
    /// When it was taken: the camera's local date and time, "2026-11-30 14:22:05".
    public let datetaken: String?
    /// The large image's address (Flickr's `url_l`, 1024 pixels on its longer side).
    public let largeURL: String?
    /// The medium image's address (`url_m`, 500 pixels).
    public let mediumURL: String?
    /// The small image's address (`url_s`, 240 pixels).
    public let smallURL: String?
    /// The licence's id (0–10).
    public var license: Int?
    /// When it was uploaded, in seconds since 1970.
    public var dateupload: Int?
    /// Its tags, separated by spaces.
    public var tags: String?
    public var latitude: Double?
    public var longitude: Double?
    /// The original image's size in pixels (`o_width`, `o_height`), when its owner shares it.
    public var originalWidth: Int?
    public var originalHeight: Int?
    /// Its page on Flickr (the public feed's `link`).
    public var link: String?

    public init(
        id: String, owner: String, ownername: String?, title: String?, description: Content?, datetaken: String?,
        largeURL: String?, mediumURL: String?, smallURL: String?
    ) {
        self.id = id
        self.owner = owner
        self.ownername = ownername
        self.title = title
        self.description = description
        self.datetaken = datetaken
        self.largeURL = largeURL
        self.mediumURL = mediumURL
        self.smallURL = smallURL
    }

    private enum CodingKeys: String, CodingKey {
        case id, owner, ownername, title, description, datetaken
        case largeURL = "url_l"
        case mediumURL = "url_m"
        case smallURL = "url_s"
        case license, dateupload, tags, latitude, longitude
        case originalWidth = "o_width"
        case originalHeight = "o_height"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), owner: try container.decode(String.self, forKey: .owner),
            ownername: try container.decodeIfPresent(String.self, forKey: .ownername),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            description: try container.decodeIfPresent(Content.self, forKey: .description),
            datetaken: try container.decodeIfPresent(String.self, forKey: .datetaken),
            largeURL: try container.decodeIfPresent(String.self, forKey: .largeURL),
            mediumURL: try container.decodeIfPresent(String.self, forKey: .mediumURL),
            smallURL: try container.decodeIfPresent(String.self, forKey: .smallURL))
        func lenient<Value: Decodable & LosslessStringConvertible & Equatable & Sendable>(_ key: CodingKeys, _ type: Value.Type) -> Value? {
            (try? container.decodeIfPresent(FlexibleNumber<Value>.self, forKey: key))??.value
        }
        license = lenient(.license, Int.self)
        dateupload = lenient(.dateupload, Int.self)
        tags = (try? container.decodeIfPresent(String.self, forKey: .tags)) ?? nil
        latitude = lenient(.latitude, Double.self)
        longitude = lenient(.longitude, Double.self)
        originalWidth = lenient(.originalWidth, Int.self)
        originalHeight = lenient(.originalHeight, Int.self)
    }
}
