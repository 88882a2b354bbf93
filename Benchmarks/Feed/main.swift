// Feed benchmark (no display needed), release build, every figure against a baseline in the
// same run:
//  - 200 images fetched from a loopback server through HTTPClient, against `curl --parallel`
//    fetching the same 200 URLs with the same parallelism (the client keeps its connections
//    between runs, as the app does; each curl run opens its own);
//  - decoding a 5,000-photo Flickr response into photos and photographers, against a bare
//    JSONSerialization parse of the same bytes;
//  - upserting 10,000 photos into the store, cold (new photos, empty files) and warm (the same
//    photos again), against a bare upsert loop on a table with the store's own schema and index;
//  - a search typed into 5,000 photos and into their 200 photographers, a keystroke at a time,
//    through a PhotoFilter and a SearchIndex against folding every photo's text at each keystroke.
//  Each figure is the median of several runs, alternating with its baseline.
//
//   swift run -c release feed-benchmark
import BenchmarkSupport
import CSQLite
import Foundation
import PhotoFeed
import TestFixtures

let images = repository.appendingPathComponent("data/sample/images")

func report(_ name: String, _ measured: Double, _ baselineName: String, _ baseline: Double) {
    func column(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
    print(
        "  \(column(name, 46)) " + String(format: "%8.1f ms", measured * 1000) + "   \(column(baselineName, 24)) "
            + String(format: "%8.1f ms   ratio %.2fx", baseline * 1000, measured / baseline))
}

@MainActor
func fetchBenchmark() throws {
    let server = try LoopbackServer(root: images)
    let names = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
    let urls = (0..<200).map { server.url(names[$0 % names.count]) }
    let client = HTTPClient(options: .init(userAgent: "feed-benchmark"))
    var bytes = 0
    let (ours, curl) = measure(
        runs: 5,
        {
            var done = 0
            bytes = 0
            for url in urls {
                client.fetch(url, decode: { $0.count }) { result in
                    bytes += (try? result.get()) ?? 0
                    done += 1
                }
            }
            while done < urls.count { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
        },
        against: {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            process.arguments =
                ["--silent", "--no-progress-meter", "--fail", "--parallel", "--parallel-max", "\(client.options.maxConcurrentTransfers)"]
                + urls.flatMap { [$0.absoluteString, "-o", "/dev/null"] }
            try! process.run()
            process.waitUntilExit()
            precondition(process.terminationStatus == 0)
        })
    report("200 images via HTTPClient (\(bytes / 1024) KiB)", ours, "curl --parallel", curl)
}

func decodeBenchmark() throws {
    let data = flickrResponse(count: 5000)
    let url = URL(string: "https://api.flickr.com/services/rest/")!
    var photographers = 0
    let (ours, bare) = measure(
        runs: 9, { photographers = (try? FeedPage.decode(data, from: url))?.photographers.count ?? 0 },
        against: { _ = try? JSONSerialization.jsonObject(with: data) })
    precondition(photographers == 200)
    report("decode 5,000 photos → \(photographers) photographers", ours, "bare JSON parse", bare)
}

/// The floor for the store: a bare database holding the store's own photos table and
/// indexes (read from the store's file), written with the same upsert and nothing else (no
/// capacity trim, no change notice).
final class BareTable {
    private var db: OpaquePointer?

    init(path: String, schemaOf storePath: String) {
        sqlite3_open(path, &db)
        sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; ATTACH '\(storePath)' AS store", nil, nil, nil)
        var statement: OpaquePointer?
        var schema: [String] = []
        sqlite3_prepare_v2(db, "SELECT sql FROM store.sqlite_master WHERE tbl_name = 'photos' AND sql IS NOT NULL ORDER BY type DESC", -1, &statement, nil)
        while sqlite3_step(statement) == SQLITE_ROW { schema.append(String(cString: sqlite3_column_text(statement, 0))) }
        sqlite3_finalize(statement)
        precondition(schema.count == 2, "the store's table and its index")
        sqlite3_exec(db, "DETACH store; " + schema.joined(separator: "; "), nil, nil, nil)
    }

    deinit { sqlite3_close(db) }

    func upsert(_ photos: [Photo]) {
        var statement: OpaquePointer?
        sqlite3_exec(db, "BEGIN", nil, nil, nil)
        sqlite3_prepare_v2(
            db,
            """
            INSERT INTO photos (id, title, subtitle, photographer_id, photographer_name, image_url, thumbnail_url, fetched_at, taken)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title,
                subtitle = excluded.subtitle, photographer_id = excluded.photographer_id, photographer_name = excluded.photographer_name,
                image_url = excluded.image_url, thumbnail_url = excluded.thumbnail_url, taken = excluded.taken
            """, -1, &statement, nil)
        for (index, photo) in photos.enumerated() {
            let values = [
                photo.id, photo.title, photo.subtitle, photo.photographerID, photo.photographerName,
                photo.imageURL.absoluteString, photo.thumbnailURL?.absoluteString ?? ""
            ]
            for (column, value) in values.enumerated() { pm_sqlite_bind_text(statement, Int32(column + 1), value, Int32(value.utf8.count)) }
            sqlite3_bind_int64(statement, 8, Int64(index))
            if let taken = photo.taken { pm_sqlite_bind_text(statement, 9, taken, Int32(taken.utf8.count)) } else { sqlite3_bind_null(statement, 9) }
            precondition(sqlite3_step(statement) == SQLITE_DONE, String(cString: sqlite3_errmsg(db)))
            sqlite3_reset(statement)
        }
        sqlite3_finalize(statement)
        sqlite3_exec(db, "COMMIT", nil, nil, nil)
    }
}

/// Cold: 10,000 new photos into empty files. Warm: the same 10,000 again, each an update in
/// place. Each run has fresh files; store and floor alternate.
func insertBenchmark(runs: Int) throws {
    let photos = try FeedPage.decode(flickrResponse(count: 10_000), from: URL(string: "https://x.invalid/")!).photos
    var cold: [(Double, Double)] = []
    var warm: [(Double, Double)] = []
    for _ in 0..<runs {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let storePath = directory.appendingPathComponent("store.sqlite").path
        let store = try PhotoStore(path: storePath, capacity: 10_000)
        let bare = BareTable(path: directory.appendingPathComponent("bare.sqlite").path, schemaOf: storePath)
        cold.append((try seconds { try store.upsert(photos) }, seconds { bare.upsert(photos) }))
        warm.append((try seconds { try store.upsert(photos) }, seconds { bare.upsert(photos) }))
    }
    report("upsert 10,000 new photos (cold, \(runs) runs)", median(cold.map(\.0)), "bare upsert, same index", median(cold.map(\.1)))
    report("upsert the same 10,000 again (warm)", median(warm.map(\.0)), "bare upsert, same index", median(warm.map(\.1)))
}

/// A search typed into a list of 5,000 photos and into the list of their 200 photographers,
/// filtered again at each keystroke as the app's lists are: the photos through a `PhotoFilter`,
/// the photographers through a `SearchIndex` (each made at the first keystroke, keeping what it
/// folds), against folding at each keystroke (`SearchText` alone).
func searchBenchmark() throws {
    let page = try FeedPage.decode(flickrResponse(count: 5000), from: URL(string: "https://x.invalid/")!)
    let typed = "photo 12"
    let keystrokes = (1...typed.count).map { SearchText(String(typed.prefix($0))) }
    /// The seconds a keystroke takes in `list` through what `filtering` makes (a way to count
    /// what a search finds) and folding each time.
    func keystroke<Item>(in list: [Item], _ filtering: () -> (SearchText) -> Int, _ folding: (SearchText, Item) -> Bool) -> (Double, Double) {
        var found = (0, 0)
        let times = measure(
            runs: 9,
            {
                let count = filtering()
                found.0 = keystrokes.map(count).reduce(0, +)
            },
            against: {
                found.1 = keystrokes.map { search in list.filter { folding(search, $0) }.count }.reduce(0, +)
            })
        precondition(found.0 == found.1, "the filter finds what folding finds")
        return (times.0 / Double(keystrokes.count), times.1 / Double(keystrokes.count))
    }
    let (list, photographerList) = (page.photos, page.photographers)
    let photos = keystroke(
        in: list,
        {
            let filter = PhotoFilter(list)
            return { filter.matching($0).count }
        }, { $0.matches($1) })
    let photographers = keystroke(
        in: photographerList,
        {
            let index = SearchIndex()
            return { search in photographerList.filter { index.matches(search, $0) }.count }
        }, { $0.matches($1) })
    report("search 5,000 photos, a keystroke of “\(typed)”", photos.0, "folding at each keystroke", photos.1)
    report("search their 200 photographers, a keystroke", photographers.0, "folding at each keystroke", photographers.1)
}

print("Feed benchmark, release build")
try fetchBenchmark()
try decodeBenchmark()
try insertBenchmark(runs: 5)
try searchBenchmark()
