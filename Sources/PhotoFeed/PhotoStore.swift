import Foundation
import Localization

/// The photos fetched so far, the ones viewed last and the ones starred (favourites), and the
/// sources followed with their photos (`PhotoStore+Follows`), in an SQLite file that survives
/// restarts, crashes and a full disk (WAL journal; every change is one transaction).
///
/// Fetching the same photo again updates it in place: photos are keyed by their Flickr id.
/// The store keeps the `capacity` photos fetched last, and the recents and favourites whatever
/// their age, so a feed that never repeats (recent photos) does not grow the file, or the
/// start-up, forever, and what the user keeps stays. A followed source's photos are kept
/// while it is followed, apart from the feed's listing unless the feed has them too.
public final class PhotoStore {
    /// How many photos a store keeps by default.
    public static let defaultCapacity = 5_000
    public let capacity: Int

    /// Each entry upgrades the schema by one version; `PRAGMA user_version` records how far a
    /// file has come.
    static let migrations = [
        """
        CREATE TABLE photos (
            id TEXT PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL,
            photographer_id TEXT NOT NULL, photographer_name TEXT NOT NULL,
            image_url TEXT NOT NULL, thumbnail_url TEXT, fetched_at INTEGER NOT NULL);
        CREATE INDEX photos_by_photographer ON photos (photographer_name);
        CREATE TABLE recents (
            photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
            viewed_at INTEGER NOT NULL);
        """,
        """
        CREATE VIEW photographers AS
            SELECT photographer_name AS name, min(photographer_id) AS id, count(*) AS photo_count
            FROM photos GROUP BY photographer_name;
        """,
        "ALTER TABLE photos ADD COLUMN taken TEXT;",
        "ALTER TABLE photos ADD COLUMN details TEXT;", // PhotoDetails as JSON; an older row has none
        // When the feed last said what it says of the photo, in seconds since 1970; an older row
        // has none (its metadata is as old as can be).
        "ALTER TABLE photos ADD COLUMN retrieved_at REAL;",
        """
        CREATE TABLE favourites (
            photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
            starred_at INTEGER NOT NULL);
        """,
        // What is followed, each source's photos (`listed` 0: not the feed's), and which photos
        // were opened (the recents so far were).
        """
        ALTER TABLE photos ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
        DROP VIEW photographers;
        CREATE VIEW photographers AS
            SELECT photographer_name AS name, min(photographer_id) AS id, count(*) AS photo_count
            FROM photos WHERE listed = 1 GROUP BY photographer_name;
        CREATE TABLE follows (source TEXT PRIMARY KEY, name TEXT, followed_at INTEGER NOT NULL);
        CREATE TABLE source_photos (
            source TEXT NOT NULL REFERENCES follows (source) ON DELETE CASCADE,
            photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
            fetched_at INTEGER NOT NULL, PRIMARY KEY (source, photo_id));
        CREATE INDEX source_photos_by_photo ON source_photos (photo_id);
        CREATE TABLE opened (photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE);
        INSERT INTO opened SELECT photo_id FROM recents;
        """
    ]
    public static var schemaVersion: Int { migrations.count }

    let database: SQLiteDatabase

    /// The database file.
    public let path: String

    /// Opens (or creates) the store at `path`, and its folder; or says what stands in the way.
    public static func open(path: String, capacity: Int = PhotoStore.defaultCapacity) -> Result<PhotoStore, StoreProblem> {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return .success(try PhotoStore(path: path, capacity: capacity))
        } catch {
            return .failure(StoreProblem(error, path: path))
        }
    }

    /// Moves the damaged database at `path` aside, next to where it was (with its journal
    /// files), and opens a new one there. Returns the new store and where the old file went.
    public static func startAfresh(
        at path: String, capacity: Int = PhotoStore.defaultCapacity
    )
        -> Result<(store: PhotoStore, movedTo: String), StoreProblem>
    {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = "\(path).damaged-\(stamp)"
        do {
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
        } catch {
            return .failure(StoreProblem(kind: .notWritable, path: path))
        }
        return open(path: path, capacity: capacity).map { ($0, aside) }
    }

    /// Opens (or creates) the store at `path`, migrating an older file.
    public init(path: String, capacity: Int = PhotoStore.defaultCapacity) throws {
        self.path = path
        self.capacity = capacity
        database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        try migrate()
    }

    private func migrate() throws {
        let version = try database.integer("PRAGMA user_version")
        guard version <= Self.schemaVersion else {
            // Translators: why the photo database cannot be used; %ld is the version of its layout (“schema”).
            throw StoreError(code: StoreError.newerSchema, detail: String(format: tr("it was written by a newer Photomania (schema %ld)"), version))
        }
        for (index, migration) in Self.migrations.enumerated().dropFirst(version) {
            try database.transaction {
                try database.execute(migration)
                try database.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }

    /// The first mark of the write order (fetching and viewing) free for this write: read inside
    /// its transaction, so every connection to the file agrees on it (each one counting for
    /// itself interleaved their marks), and the wall clock is never trusted.
    func nextTick() throws -> Int {
        try database.integer("SELECT max(coalesce((SELECT max(fetched_at) FROM photos), 0), coalesce((SELECT max(viewed_at) FROM recents), 0)) + 1")
    }

    /// Inserts new photos and updates known ones, all listed, then drops the oldest beyond
    /// `capacity` that are neither recents nor favourites nor a followed source's (when
    /// `replacing`, every such photo not in `photos`: another feed's first page; a source's it
    /// leaves out of the listing), all or nothing; says what changed in the listing. Of a batch
    /// larger than the store, only the last `capacity` photos are stored: the rest would be
    /// dropped again at once.
    /// Every photo given is marked retrieved at `now`, changed or not.
    @discardableResult
    public func upsert(_ photos: [Photo], replacing: Bool = false, now: Date = Date()) throws -> StoreChange {
        var change = StoreChange()
        let kept = String(decoding: try JSONEncoder().encode(photos.suffix(capacity).map(\.id)), as: UTF8.self)
        try database.transaction {
            // A source's photo the feed now has too comes into the listing: new to it.
            var unlisted: Set<String> = []
            try database.query("SELECT id FROM photos WHERE listed = 0 AND id IN (SELECT value FROM json_each(?))", [kept]) { row in
                row.text(0).map { _ = unlisted.insert($0) }
            }
            let first = try nextTick()
            // RETURNING lists the rows inserted, and the rows updated because a field changed;
            // a new row's fetched_at is the tick just given (an older row's is below `first`).
            try database.batch(
                Self.upsertPhoto(listed: true), photos.suffix(capacity).enumerated().map { Self.row($1, tick: first + $0) }
            ) { row in
                guard let id = row.text(0) else { return }
                if row.integer(1) == 1 || unlisted.contains(id) { change.inserted.insert(id) } else { change.updated.insert(id) }
            }
            try markRetrieved(kept, at: now)
            if replacing {
                try database.query(
                    """
                    UPDATE photos SET listed = 0 WHERE listed = 1 AND id IN (SELECT photo_id FROM source_photos)
                        AND id NOT IN (SELECT value FROM json_each(?))
                    RETURNING id
                    """, [kept]
                ) { row in row.text(0).map { _ = change.removed.insert($0) } }
                try database.query(
                    """
                    DELETE FROM photos WHERE \(Self.unkept) AND id NOT IN (SELECT value FROM json_each(?))
                    RETURNING id
                    """, [kept]
                ) { row in row.text(0).map { _ = change.removed.insert($0) } }
            }
            if try database.integer("SELECT count(*) FROM photos WHERE listed = 1") > capacity {
                try database.query(
                    """
                    DELETE FROM photos WHERE \(Self.unkept)
                        AND id NOT IN (SELECT id FROM photos WHERE listed = 1 ORDER BY fetched_at DESC LIMIT ?)
                    RETURNING id
                    """, [String(capacity)]
                ) { row in row.text(0).map { _ = change.removed.insert($0) } }
            }
        }
        change.inserted.subtract(change.removed)
        change.updated.subtract(change.removed)
        return change
    }

    /// Every photo the feed's listing has, oldest fetch first.
    public func photos() throws -> [Photo] {
        try select("SELECT \(Self.photoColumns()) FROM photos WHERE listed = 1 ORDER BY fetched_at")
    }

    /// How many photos are stored, listed or not.
    public func count() throws -> Int { try database.integer("SELECT count(*) FROM photos") }

    /// When the feed last said what it says of each stored photo that has a time (photos stored
    /// before times were kept have none), by id.
    public func retrievalTimes() throws -> [String: Date] {
        var times: [String: Date] = [:]
        try database.query("SELECT id, retrieved_at FROM photos WHERE retrieved_at IS NOT NULL") { row in
            guard let id = row.text(0), let seconds = row.text(1).flatMap(Double.init) else { return }
            times[id] = Date(timeIntervalSince1970: seconds)
        }
        return times
    }

    /// How many photographers the stored photos come from.
    public func photographerCount() throws -> Int { try database.integer("SELECT count(*) FROM photographers") }

    /// Records a view: the photo moves to the front of the recents, which keep `limit` photos
    /// after removing the repeat (the reference app capped first and could keep 19 of 20), and
    /// counts as opened (a followed source counts the photos not opened yet).
    public func recordView(of photo: Photo, limit: Int = RecentPhotos.defaultLimit) throws {
        try database.transaction {
            try database.query(
                "INSERT INTO recents (photo_id, viewed_at) VALUES (?, ?) ON CONFLICT (photo_id) DO UPDATE SET viewed_at = excluded.viewed_at",
                [photo.id, String(try nextTick())])
            try database.query(
                "DELETE FROM recents WHERE photo_id NOT IN (SELECT photo_id FROM recents ORDER BY viewed_at DESC LIMIT ?)",
                [String(limit)])
            try database.query("INSERT INTO opened (photo_id) VALUES (?) ON CONFLICT DO NOTHING", [photo.id])
        }
    }

    /// The photos viewed last, newest first.
    public func recents() throws -> RecentPhotos {
        let photos = try select(
            """
            SELECT \(Self.photoColumns("p")) FROM recents r JOIN photos p ON p.id = r.photo_id ORDER BY r.viewed_at DESC
            """)
        return RecentPhotos(photos: photos)
    }

    /// Stars `photos`, the last the newest favourite, storing those the store does not have
    /// (a new database keeping the favourites of the old one); a photo starred again moves to
    /// the front. All or nothing.
    public func star(_ photos: [Photo]) throws {
        try database.transaction {
            for photo in photos {
                try database.query(
                    """
                    INSERT INTO photos (id, title, subtitle, photographer_id, photographer_name, image_url, thumbnail_url, taken, details, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
                    """, Self.row(photo, tick: try nextTick()))
            }
            let first = try database.integer("SELECT coalesce(max(starred_at), 0) + 1 FROM favourites")
            for (offset, photo) in photos.enumerated() {
                try database.query(
                    """
                    INSERT INTO favourites (photo_id, starred_at) VALUES (?, ?)
                    ON CONFLICT (photo_id) DO UPDATE SET starred_at = excluded.starred_at
                    """, [photo.id, String(first + offset)])
            }
        }
    }

    /// Unstars the photo `id`; it stays stored until the feed's trim takes it like any other.
    public func unstar(_ id: String) throws {
        try database.query("DELETE FROM favourites WHERE photo_id = ?", [id])
    }

    /// The favourites, the last starred first.
    public func favourites() throws -> [Photo] {
        try select(
            """
            SELECT \(Self.photoColumns("p")) FROM favourites f JOIN photos p ON p.id = f.photo_id ORDER BY f.starred_at DESC
            """)
    }
}
