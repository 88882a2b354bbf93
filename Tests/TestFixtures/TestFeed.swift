import Foundation
import PhotoFeed

/// Writes small Flickr-shaped feeds for the library's and the windows' tests.
public enum TestFeed {
    public struct Entry {
        public var id: String
        public var owner = "Tester"
        public var title: String
        public var imageURL: String
        public var thumbnailURL: String? = nil
        /// When it was taken, "2026-11-30 14:22:05".
        public var taken: String? = nil

        public init(id: String, owner: String = "Tester", title: String, imageURL: String, thumbnailURL: String? = nil, taken: String? = nil) {
            (self.id, self.owner, self.title, self.imageURL, self.thumbnailURL, self.taken) = (id, owner, title, imageURL, thumbnailURL, taken)
        }

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

    /// A Flickr REST page with `ids` by one photographer each (all by `owner`, when given),
    /// titled "TITLE ID".
    public static func restPage(_ page: Int, of pages: Int, ids: [Int], title: String = "Photo", owner: (id: String, name: String)? = nil) -> Data {
        let photos = ids.map { id -> [String: Any] in
            [
                "id": "\(id)", "owner": owner?.id ?? "p\(id)@N1", "ownername": owner?.name ?? "Photographer \(id)", "title": "\(title) \(id)",
                "description": ["_content": ""], "url_m": "https://x.invalid/\(id).jpg"
            ]
        }
        return try! JSONSerialization.data(withJSONObject: ["photos": ["page": page, "pages": pages, "perpage": ids.count, "photo": photos], "stat": "ok"])
    }

    /// A Flickr REST server's files in `directory` for a photo whose metadata is stale: the
    /// feed's one page holds photo 2, and `flickr.photos.getInfo` answers photo 1 retitled
    /// "Harbour at dawn", described "Renamed on Flickr", CC BY, tagged "sea". Returns photo 1 as
    /// a page listed it before, served from `endpoint`.
    public static func writeStaleMetadata(in directory: URL, endpoint: URL) throws -> Photo {
        try restPage(1, of: 1, ids: [2]).write(to: directory.appendingPathComponent("rest.page1"))
        try Data(
            #"""
            {"photo": {"id": "1", "license": "4", "dateuploaded": "1764541800",
              "owner": {"nsid": "p1@N1", "username": "Photographer 1", "realname": "Ann"},
              "title": {"_content": "Harbour at dawn"}, "description": {"_content": "Renamed on Flickr"},
              "dates": {"taken": "2026-11-30 07:05:09"}, "tags": {"tag": [{"raw": "Sea", "_content": "sea"}]},
              "urls": {"url": [{"type": "photopage", "_content": "https://www.flickr.com/photos/p1/1/"}]}}, "stat": "ok"}
            """#.utf8
        ).write(to: directory.appendingPathComponent("rest.photo-1"))
        let url = URL(string: endpoint.absoluteString + "?page=1")!
        return try FeedPage.decode(restPage(1, of: 1, ids: [1]), from: url).photos[0]
    }

    /// `entries` as Flickr's key-less feeds have them (`photos_public.gne`): the photographer's
    /// name in `author`, their id (`OWNER@N1`, as in the REST pages) in `author_id`, uploaded
    /// when taken; the feed titled `title`.
    public static func publicFeed(_ entries: [Entry], title: String = "Uploads from everyone") -> Data {
        let items = entries.map { entry -> [String: Any] in
            var item: [String: Any] = [
                "title": entry.title, "link": "https://www.flickr.com/photos/\(entry.owner)/\(entry.id)/",
                "media": ["m": entry.imageURL], "description": "", "author": "nobody@flickr.com (\"\(entry.owner)\")",
                "author_id": "\(entry.owner)@N1", "tags": ""
            ]
            item["date_taken"] = entry.taken.map { $0.replacingOccurrences(of: " ", with: "T") + "-08:00" }
            item["published"] = entry.taken.map { $0.replacingOccurrences(of: " ", with: "T") + "Z" }
            return item
        }
        return try! JSONSerialization.data(withJSONObject: ["title": title, "items": items])
    }

    /// Writes `entries` as feed.json in `directory` and returns its URL.
    @discardableResult
    public static func write(_ entries: [Entry], in directory: URL) throws -> URL {
        try write(photos: entries.map(\.json), in: directory)
    }

    /// Writes the sample feed's photos (their images by absolute address) and then `extra` as
    /// feed.json in `directory`, and returns its URL: a feed a test grows between fetches, as a
    /// server's would.
    @discardableResult
    public static func writeSample(plus extra: [Entry] = [], in directory: URL) throws -> URL {
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

    /// The sample feed (and then `extra`) in a fresh folder a loopback server serves, logging
    /// the requests it answers (`LoopbackServer.requests(for:)`): the folder and the server.
    public static func servedSample(plus extra: [Entry] = []) throws -> (URL, LoopbackServer) {
        let directory = try Fixtures.temporaryDirectory()
        try writeSample(plus: extra, in: directory)
        guard FileManager.default.createFile(atPath: directory.appendingPathComponent("requests.log").path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return (directory, try LoopbackServer(root: directory))
    }

    /// `count` photos by `owner`, "OWNER-N", with images nobody fetches.
    public static func newcomers(_ owner: String, _ count: Int) -> [Entry] {
        (1...count).map { Entry(id: "\(owner)-\($0)", owner: owner, title: "\(owner) \($0)", imageURL: "https://x.invalid/\($0).jpg") }
    }

    /// A sample image of the given size class ("l", "m" or "s"), copied into `directory`.
    public static func copySampleImage(size: String, to directory: URL, as name: String) throws {
        let images = Fixtures.repository.appendingPathComponent("data/sample/images")
        let file = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted().first { $0.hasSuffix("_\(size).png") }!
        try FileManager.default.copyItem(at: images.appendingPathComponent(file), to: directory.appendingPathComponent(name))
    }
}
