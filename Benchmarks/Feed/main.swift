// Feed benchmark (no display needed), release build, every figure against a baseline in the
// same run:
//  - 200 images fetched from a loopback server through HTTPClient, against `curl --parallel`
//    fetching the same 200 URLs with the same parallelism;
//  - decoding a 5,000-photo Flickr response into photos and photographers, against a bare
//    JSONSerialization parse of the same bytes;
//  - upserting 10,000 photos into the store, against a bare prepared-statement insert loop.
//
//   swift run -c release feed-benchmark
import BenchmarkSupport
import CSQLite
import Foundation
import PhotoFeed
import TestFixtures

let images = repository.appendingPathComponent("data/sample/images")

func report(_ name: String, _ measured: Double, _ baselineName: String, _ baseline: Double) {
    print(String(format: "  %-44@ %8.1f ms   %@ %8.1f ms   ratio %.2fx", name as NSString, measured * 1000,
                 baselineName as NSString, baseline * 1000, measured / baseline))
}

func fetchBenchmark() throws {
    let server = try LoopbackServer(root: images)
    let names = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
    let urls = (0..<200).map { server.url(names[$0 % names.count]) }
    let client = HTTPClient(options: .init(userAgent: "feed-benchmark"))
    var bytes = 0
    let ours = seconds {
        var done = 0
        for url in urls {
            client.fetch(url, decode: { $0.count }) { result in
                bytes += (try? result.get()) ?? 0
                done += 1
            }
        }
        while done < urls.count { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
    }
    let curl = try seconds {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["--silent", "--no-progress-meter", "--fail", "--parallel", "--parallel-max", "\(client.options.maxConcurrentTransfers)"]
            + urls.flatMap { [$0.absoluteString, "-o", "/dev/null"] }
        try process.run()
        process.waitUntilExit()
    }
    report("200 images via HTTPClient (\(bytes / 1024) KiB)", ours, "curl --parallel", curl)
}

/// A Flickr REST response with `count` photos by `count / 25` photographers.
func flickrResponse(count: Int) -> Data {
    let photos = (0..<count).map { index -> [String: Any] in
        ["id": "\(60_000_000 + index)", "owner": "\(index % (count / 25))@N01", "ownername": "Photographer \(index % (count / 25))",
         "title": index % 7 == 0 ? "" : "Photo \(index)", "description": ["_content": "Description of photo \(index)"],
         "url_l": "https://live.staticflickr.com/65535/\(index)_l.jpg", "width_l": "1024", "height_l": 768,
         "url_m": "https://live.staticflickr.com/65535/\(index)_m.jpg", "url_s": "https://live.staticflickr.com/65535/\(index)_s.jpg"]
    }
    return try! JSONSerialization.data(withJSONObject: ["photos": ["page": 1, "pages": 1, "perpage": count, "total": count, "photo": photos], "stat": "ok"])
}

func decodeBenchmark() throws {
    let data = flickrResponse(count: 5000)
    let url = URL(string: "https://api.flickr.com/services/rest/")!
    var photographers = 0
    let ours = try seconds { photographers = try FeedPage.decode(data, from: url).photographers.count }
    let bare = try seconds { _ = try JSONSerialization.jsonObject(with: data) }
    report("decode 5,000 photos → \(photographers) photographers", ours, "bare JSON parse", bare)
}

func insertBenchmark() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let photos = try FeedPage.decode(flickrResponse(count: 10_000), from: URL(string: "https://x.invalid/")!).photos
    let store = try PhotoStore(path: directory.appendingPathComponent("store.sqlite").path, capacity: 10_000)
    let ours = try seconds { try store.upsert(photos) }
    var db: OpaquePointer?
    sqlite3_open(directory.appendingPathComponent("bare.sqlite").path, &db)
    defer { sqlite3_close(db) }
    sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE p (id TEXT PRIMARY KEY, title TEXT, subtitle TEXT, pid TEXT, pname TEXT, image TEXT, thumb TEXT, at INTEGER)", nil, nil, nil)
    let bare = seconds {
        var statement: OpaquePointer?
        sqlite3_exec(db, "BEGIN", nil, nil, nil)
        sqlite3_prepare_v2(db, "INSERT INTO p VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &statement, nil)
        for (index, photo) in photos.enumerated() {
            let values = [photo.id, photo.title, photo.subtitle, photo.photographerID, photo.photographerName,
                          photo.imageURL.absoluteString, photo.thumbnailURL?.absoluteString ?? ""]
            for (column, value) in values.enumerated() { pm_sqlite_bind_text(statement, Int32(column + 1), value, Int32(value.utf8.count)) }
            sqlite3_bind_int64(statement, 8, Int64(index))
            sqlite3_step(statement)
            sqlite3_reset(statement)
        }
        sqlite3_finalize(statement)
        sqlite3_exec(db, "COMMIT", nil, nil, nil)
    }
    report("upsert 10,000 photos into the store", ours, "bare insert loop", bare)
}

print("Feed benchmark, release build")
try fetchBenchmark()
try decodeBenchmark()
try insertBenchmark()
