/// One entry of `photos.photo[]` in a Flickr REST response with extras
/// `description,owner_name,date_taken,url_l,url_m,url_s`, as Flickr sends it.
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
}
