import Foundation

/// The sources followed and their photos: each source keeps its newest `sourceCapacity` photos,
/// apart from the feed's listing (`listed` 0) unless the feed has them too, and out of every trim
/// while it is followed; a photo no longer kept by anything is dropped.
extension PhotoStore {
    /// How many photos a followed source keeps: its feed's newest twenty, and those before them.
    public static let sourceCapacity = 100

    /// The sources followed, in the order they were followed.
    public func follows() throws -> [StoredFollow] {
        var follows: [StoredFollow] = []
        try database.query("SELECT source, name, followed_at FROM follows ORDER BY followed_at") { row in
            guard let source = row.text(0) else { return }
            follows.append(StoredFollow(source: source, name: row.text(1), position: row.integer(2)))
        }
        return follows
    }

    /// Follows `source` after the others (at `position` when given: an unfollow undone); one
    /// followed already is left as it is.
    public func follow(_ source: String, name: String? = nil, position: Int? = nil) throws {
        try database.query(
            """
            INSERT INTO follows (source, name, followed_at)
            VALUES (?1, ?2, coalesce(?3, (SELECT coalesce(max(followed_at), 0) + 1 FROM follows)))
            ON CONFLICT (source) DO NOTHING
            """, [source, name, position.map(String.init)])
    }

    /// Names `source` as its feed does.
    public func rename(_ source: String, to name: String) throws {
        try database.query("UPDATE follows SET name = ? WHERE source = ?", [name, source])
    }

    /// Stops following `source`: its photos the feed, the recents or the favourites do not keep
    /// are dropped.
    public func unfollow(_ source: String) throws {
        try database.transaction {
            try database.query("DELETE FROM follows WHERE source = ?", [source])
            try dropUnkept()
        }
    }

    /// Stores a page of `source`'s photos, newest first as a feed gives them, keeping
    /// its newest `sourceCapacity`; says which photos it has now that it did not (`inserted`),
    /// which changed (`updated`) and which it no longer keeps (`removed`). Nothing, for a source
    /// no longer followed. All or nothing.
    @discardableResult
    public func storeSource(_ source: String, photos: [Photo], now: Date = Date()) throws -> StoreChange {
        var change = StoreChange()
        try database.transaction {
            var followed = false
            try database.query("SELECT 1 FROM follows WHERE source = ?", [source]) { _ in followed = true }
            guard followed else { return }
            let page = Array(photos.prefix(Self.sourceCapacity))
            let first = try nextTick()
            // The feed's newest first: the last of the page gets the lowest mark.
            let ticks = page.indices.map { first + page.count - 1 - $0 }
            try database.batch(
                Self.upsertPhoto(listed: false), zip(page, ticks).map { Self.row($0, tick: $1) }
            ) { row in
                if row.integer(1) == 0, let id = row.text(0) { change.updated.insert(id) }
            }
            try database.batch(
                "INSERT INTO source_photos (source, photo_id, fetched_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING photo_id",
                zip(page, ticks).map { [source, $0.id, String($1)] }
            ) { row in row.text(0).map { _ = change.inserted.insert($0) } }
            try markRetrieved(String(decoding: try JSONEncoder().encode(page.map(\.id)), as: UTF8.self), at: now)
            try database.query(
                """
                DELETE FROM source_photos WHERE source = ?1 AND photo_id NOT IN
                    (SELECT photo_id FROM source_photos WHERE source = ?1 ORDER BY fetched_at DESC LIMIT ?2)
                RETURNING photo_id
                """, [source, String(Self.sourceCapacity)]
            ) { row in row.text(0).map { _ = change.removed.insert($0) } }
            try dropUnkept()
        }
        change.updated.subtract(change.inserted)
        return change
    }

    /// The photos of the followed `source` (its key), newest first; of every source, each once,
    /// the one fetched last first, when nil.
    public func sourcePhotos(of source: String?) throws -> [Photo] {
        let sql =
            source == nil
            ? "SELECT \(Self.photoColumns("p")) FROM source_photos s JOIN photos p ON p.id = s.photo_id GROUP BY p.id ORDER BY max(s.fetched_at) DESC"
            : "SELECT \(Self.photoColumns("p")) FROM source_photos s JOIN photos p ON p.id = s.photo_id WHERE s.source = ? ORDER BY s.fetched_at DESC"
        return try select(sql, source.map { [$0] } ?? [])
    }

    /// How many photos each followed source keeps and how many of them were never opened, by
    /// key: what the Following list says, read without the photos.
    public func sourceCounts() throws -> [String: StoredFollow.Count] {
        var counts: [String: StoredFollow.Count] = [:]
        try database.query(
            """
            SELECT s.source, count(*), sum(o.photo_id IS NULL) FROM source_photos s
            LEFT JOIN opened o ON o.photo_id = s.photo_id GROUP BY s.source
            """
        ) { row in
            guard let source = row.text(0) else { return }
            counts[source] = StoredFollow.Count(photos: row.integer(1), unopened: row.integer(2))
        }
        return counts
    }

    /// Drops the photos nothing keeps: out of the listing, and no recent, favourite or source's.
    private func dropUnkept() throws {
        try database.query("DELETE FROM photos WHERE listed = 0 AND \(Self.unkept)")
    }
}
