import Foundation
import TestFixtures
import TestSupport

/// Writes small Flickr-shaped feeds for the window tests.
enum TestFeed {
    struct Entry {
        var id: String
        var owner = "Tester"
        var title: String
        var imageURL: String
        var thumbnailURL: String? = nil
    }

    /// A Flickr REST page with `ids` by one photographer each, titled "TITLE ID".
    static func restPage(_ page: Int, of pages: Int, ids: [Int], title: String = "Photo") -> Data {
        let photos = ids.map { id -> [String: Any] in
            ["id": "\(id)", "owner": "p\(id)@N1", "ownername": "Photographer \(id)", "title": "\(title) \(id)",
             "description": ["_content": ""], "url_m": "https://x.invalid/\(id).jpg"]
        }
        return try! JSONSerialization.data(withJSONObject: ["photos": ["page": page, "pages": pages, "perpage": ids.count, "photo": photos], "stat": "ok"])
    }

    /// Writes `entries` as feed.json in `directory` and returns its URL.
    @discardableResult
    static func write(_ entries: [Entry], in directory: URL) throws -> URL {
        let photos = entries.map { entry -> [String: Any] in
            var photo: [String: Any] = ["id": entry.id, "owner": "\(entry.owner)@N1", "ownername": entry.owner, "title": entry.title,
                                        "description": ["_content": ""], "url_l": entry.imageURL]
            photo["url_s"] = entry.thumbnailURL
            return photo
        }
        let feed: [String: Any] = ["photos": ["page": 1, "pages": 1, "perpage": 100, "photo": photos], "stat": "ok"]
        let url = directory.appendingPathComponent("feed.json")
        try JSONSerialization.data(withJSONObject: feed).write(to: url)
        return url
    }

    /// A sample image of the given size class ("l", "m" or "s"), copied into `directory`.
    static func copySampleImage(size: String, to directory: URL, as name: String) throws {
        let images = Fixtures.repository.appendingPathComponent("data/sample/images")
        let file = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted().first { $0.hasSuffix("_\(size).png") }!
        try FileManager.default.copyItem(at: images.appendingPathComponent(file), to: directory.appendingPathComponent(name))
    }
}
