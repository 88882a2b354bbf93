import Foundation

/// How the store writes and reads a photo's row: one upsert for the feed's photos and a
/// source's, their arguments, the columns a photo is read from, and what no trim may take.
extension PhotoStore {
    /// Inserts a photo (in the feed's listing or not) with its mark in the write order, or
    /// updates the stored one where the feed says something else of it now (bringing it into
    /// the listing when `listed`); returns the id and whether the row is new.
    static func upsertPhoto(listed: Bool) -> String {
        """
        INSERT INTO photos (id, title, subtitle, photographer_id, photographer_name, image_url, thumbnail_url, taken, details, fetched_at, listed)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, \(listed ? 1 : 0))
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, subtitle = excluded.subtitle,
            photographer_id = excluded.photographer_id, photographer_name = excluded.photographer_name,
            image_url = excluded.image_url, thumbnail_url = excluded.thumbnail_url, taken = excluded.taken,
            details = excluded.details\(listed ? ", listed = 1" : "")
        WHERE \(listed ? "listed = 0 OR " : "")title IS NOT excluded.title OR subtitle IS NOT excluded.subtitle
            OR photographer_id IS NOT excluded.photographer_id OR photographer_name IS NOT excluded.photographer_name
            OR image_url IS NOT excluded.image_url OR thumbnail_url IS NOT excluded.thumbnail_url
            OR taken IS NOT excluded.taken OR details IS NOT excluded.details
        RETURNING id, fetched_at = ?10
        """
    }

    /// The arguments of `upsertPhoto` for `photo`, marked `tick`.
    static func row(_ photo: Photo, tick: Int) -> [String?] {
        [
            photo.id, photo.title, photo.subtitle, photo.photographerID, photo.photographerName, photo.imageURL.absoluteString,
            photo.thumbnailURL?.absoluteString, photo.taken, photo.details.stored, String(tick)
        ]
    }

    /// Marks the photos `ids` (a JSON array) as the feed said them at `date`.
    func markRetrieved(_ ids: String, at date: Date) throws {
        try database.query("UPDATE photos SET retrieved_at = ? WHERE id IN (SELECT value FROM json_each(?))", [String(date.timeIntervalSince1970), ids])
    }

    /// What no trim may take: the recents, the favourites and the followed sources' photos.
    static let unkept = """
        id NOT IN (SELECT photo_id FROM recents) AND id NOT IN (SELECT photo_id FROM favourites)
            AND id NOT IN (SELECT photo_id FROM source_photos)
        """

    /// The columns `photo(_:)` reads, in its order, of the table called `table` in the query
    /// (none: the only one).
    static func photoColumns(_ table: String? = nil) -> String {
        ["id", "title", "subtitle", "photographer_id", "photographer_name", "image_url", "thumbnail_url", "taken", "details"]
            .map { column in table.map { "\($0).\(column)" } ?? column }.joined(separator: ", ")
    }

    /// The photos `sql` selects (with `photoColumns` first), in its order.
    func select(_ sql: String, _ arguments: [String?] = []) throws -> [Photo] {
        var photos: [Photo] = []
        try database.query(sql, arguments) { row in Self.photo(row).map { photos.append($0) } }
        return photos
    }

    /// The photo in a row's first columns (`photoColumns`); nil without an id or an image.
    static func photo(_ row: SQLiteDatabase.Row) -> Photo? {
        guard let id = row.text(0), let image = row.text(5).flatMap(URL.init(string:)) else { return nil }
        return Photo(
            id: id, title: row.text(1) ?? "", subtitle: row.text(2) ?? "",
            photographerID: row.text(3) ?? "", photographerName: row.text(4) ?? "",
            imageURL: image, thumbnailURL: row.text(6).flatMap(URL.init(string:)), taken: row.text(7),
            details: .stored(row.text(8)))
    }
}
