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
        /// When it was taken, "2026-11-30 14:22:05".
        var taken: String? = nil

        /// The entry as a Flickr feed has it.
        var json: [String: Any] {
            var photo: [String: Any] = [
                "id": id, "owner": "\(owner)@N1", "ownername": owner, "title": title,
                "description": ["_content": ""], "url_l": imageURL
            ]
            photo["url_s"] = thumbnailURL
            photo["datetaken"] = taken
            return photo
        }
    }

    /// A Flickr REST page with `ids` by one photographer each, titled "TITLE ID".
    static func restPage(_ page: Int, of pages: Int, ids: [Int], title: String = "Photo") -> Data {
        let photos = ids.map { id -> [String: Any] in
            [
                "id": "\(id)", "owner": "p\(id)@N1", "ownername": "Photographer \(id)", "title": "\(title) \(id)",
                "description": ["_content": ""], "url_m": "https://x.invalid/\(id).jpg"
            ]
        }
        return try! JSONSerialization.data(withJSONObject: ["photos": ["page": page, "pages": pages, "perpage": ids.count, "photo": photos], "stat": "ok"])
    }

    /// Writes `entries` as feed.json in `directory` and returns its URL.
    @discardableResult
    static func write(_ entries: [Entry], in directory: URL) throws -> URL {
        try write(photos: entries.map(\.json), in: directory)
    }

    /// Writes the sample feed's photos (their images by absolute address) and then `extra` as
    /// feed.json in `directory`, and returns its URL: a feed a test grows between fetches, as a
    /// server's would.
    @discardableResult
    static func writeSample(plus extra: [Entry] = [], in directory: URL) throws -> URL {
        let sample = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.sampleFeed)) as! [String: Any]
        let photos = ((sample["photos"] as! [String: Any])["photo"] as! [[String: Any]]).map { photo in
            photo.mapValues { value in
                (value as? String).map {
                    $0.hasPrefix("images/") ? Fixtures.sampleFeed.deletingLastPathComponent().appendingPathComponent($0).absoluteString : $0
                }
                    ?? value
            }
        }
        return try write(photos: photos + extra.map(\.json), in: directory)
    }

    private static func write(photos: [[String: Any]], in directory: URL) throws -> URL {
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
