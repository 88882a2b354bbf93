import Foundation

/// A Flickr REST response with `count` photos by `count / 25` photographers, whose images are
/// under `imageBase`, or all one image at `sharedImage`.
public func flickrResponse(count: Int, imageBase: String = "https://live.staticflickr.com/65535", sharedImage: String? = nil) -> Data {
    let photos = (0..<count).map { index -> [String: Any] in
        let image = { (size: String) in sharedImage ?? "\(imageBase)/\(index)_\(size).jpg" }
        return [
            "id": "\(60_000_000 + index)", "owner": "\(index % (count / 25))@N01", "ownername": "Photographer \(index % (count / 25))",
            "title": index % 7 == 0 ? "" : "Photo \(index)", "description": ["_content": "Description of photo \(index)"],
            "url_l": image("l"), "width_l": "1024", "height_l": 768,
            "url_m": image("m"), "url_s": image("s")
        ]
    }
    return try! JSONSerialization.data(withJSONObject: ["photos": ["page": 1, "pages": 1, "perpage": count, "total": count, "photo": photos], "stat": "ok"])
}
