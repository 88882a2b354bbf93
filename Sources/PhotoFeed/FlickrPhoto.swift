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
    public let url_l: String?
    public let url_m: String?
    public let url_s: String?
    /// The licence's id (0–10).
    public var license: Int?
    /// When it was uploaded, in seconds since 1970.
    public var dateupload: Int?
    /// Its tags, separated by spaces.
    public var tags: String?
    public var latitude: Double?
    public var longitude: Double?
    public var o_width: Int?
    public var o_height: Int?
    /// Its page on Flickr (the public feed's `link`).
    public var link: String?

    public init(id: String, owner: String, ownername: String?, title: String?, description: Content?, datetaken: String?,
                url_l: String?, url_m: String?, url_s: String?) {
        self.id = id
        self.owner = owner
        self.ownername = ownername
        self.title = title
        self.description = description
        self.datetaken = datetaken
        self.url_l = url_l
        self.url_m = url_m
        self.url_s = url_s
    }

    private enum CodingKeys: String, CodingKey {
        case id, owner, ownername, title, description, datetaken, url_l, url_m, url_s
        case license, dateupload, tags, latitude, longitude, o_width, o_height
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id), owner: try container.decode(String.self, forKey: .owner),
                  ownername: try container.decodeIfPresent(String.self, forKey: .ownername),
                  title: try container.decodeIfPresent(String.self, forKey: .title),
                  description: try container.decodeIfPresent(Content.self, forKey: .description),
                  datetaken: try container.decodeIfPresent(String.self, forKey: .datetaken),
                  url_l: try container.decodeIfPresent(String.self, forKey: .url_l),
                  url_m: try container.decodeIfPresent(String.self, forKey: .url_m),
                  url_s: try container.decodeIfPresent(String.self, forKey: .url_s))
        func lenient<Value: Decodable & LosslessStringConvertible & Equatable & Sendable>(_ key: CodingKeys, _ type: Value.Type) -> Value? {
            (try? container.decodeIfPresent(FlexibleNumber<Value>.self, forKey: key))??.value
        }
        license = lenient(.license, Int.self)
        dateupload = lenient(.dateupload, Int.self)
        tags = (try? container.decodeIfPresent(String.self, forKey: .tags)) ?? nil
        latitude = lenient(.latitude, Double.self)
        longitude = lenient(.longitude, Double.self)
        o_width = lenient(.o_width, Int.self)
        o_height = lenient(.o_height, Int.self)
    }
}
