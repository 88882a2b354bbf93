import Foundation
import Localization

/// Favourites as a folder a person keeps, or carries to another machine: each photo's image in
/// a file of its own and, beside them, `favourites.json` with their credits (title, owner,
/// licence, page) and what the app needs to list them again, and, since version 2, the sources
/// followed. Reading checks the whole folder before any of it is used, so a damaged or foreign
/// folder is refused whole; a version 1 folder reads with no follows, and a follow of a kind
/// this version does not know is skipped and named.
public enum FavouritesArchive {
    /// A favourite with its image's bytes, as written or read.
    public typealias Item = (photo: Photo, image: Data)

    /// A source followed, with its name as the app showed it.
    public struct Follow: Equatable, Sendable {
        public let source: FollowedSource
        public let name: String?

        public init(_ source: FollowedSource, name: String?) { (self.source, self.name) = (source, name) }
    }

    /// What a folder holds: its favourites in the order written, the follows, and the follows
    /// skipped (their kind and value, as written) for a kind unknown here.
    public struct Contents {
        public let favourites: [Item]
        public let follows: [Follow]
        public let skippedFollows: [String]

        public init(favourites: [Item], follows: [Follow], skippedFollows: [String]) {
            (self.favourites, self.follows, self.skippedFollows) = (favourites, follows, skippedFollows)
        }
    }

    /// The sidecar's name in the folder.
    public static let sidecarName = "favourites.json"
    static let format = "photomania-favourites"
    /// 2: the follows beside the favourites.
    static let version = 2

    /// Why a folder could not be read, in the user's words.
    public enum ReadError: Error, Equatable {
        case noSidecar
        case foreign
        case newerVersion
        case damaged
        case missingImage(String)
        case damagedImage(String)

        public var userMessage: String {
            switch self {
            case .noSidecar:
                // Translators: %@ is the name of the file that lists the exported favourites.
                String(format: tr("This folder holds no exported favourites: it has no “%@”."), FavouritesArchive.sidecarName)
            case .foreign: String(format: tr("“%@” in this folder was not written by Photomania."), FavouritesArchive.sidecarName)
            case .newerVersion: tr("These favourites were exported by a newer Photomania: update it to import them.")
            case .damaged: String(format: tr("“%@” in this folder is damaged."), FavouritesArchive.sidecarName)
            // Translators: %@ is an image file's name.
            case .missingImage(let file): String(format: tr("The image “%@” is missing from this folder."), file)
            case .damagedImage(let file): String(format: tr("The image “%@” in this folder is damaged."), file)
            }
        }
    }

    /// Writes `items` and `follows` into `folder` (made if need be): the images first, then the
    /// sidecar, so a folder with a sidecar has every image it names.
    public static func write(_ items: [Item], follows: [Follow] = [], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var names = Set<String>()
        let entries = items.enumerated().map { index, item in
            var entry = Entry(item: item)
            if !names.insert(entry.file).inserted { entry.file = "\(index)-\(entry.file)" } // two ids alike once cleaned
            names.insert(entry.file)
            return entry
        }
        for (entry, item) in zip(entries, items) {
            try item.image.write(to: folder.appendingPathComponent(entry.file), options: .atomic)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let sidecar = try encoder.encode(
            Sidecar(format: format, version: version, favourites: entries, follows: follows.map(FollowEntry.init)))
        try sidecar.write(to: folder.appendingPathComponent(sidecarName), options: .atomic)
    }

    /// The favourites in `folder`, in the order written, each image read and checked whole,
    /// and its follows.
    public static func read(from folder: URL) throws(ReadError) -> Contents {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(sidecarName)) else { throw .noSidecar }
        guard let sidecar = try? JSONDecoder().decode(Sidecar.self, from: data) else {
            throw (try? JSONDecoder().decode(Marker.self, from: data)).map { $0.format == format ? .damaged : .foreign } ?? .damaged
        }
        guard sidecar.format == format else { throw .foreign }
        guard sidecar.version <= version else { throw .newerVersion }
        var seen = Set<String>()
        var items: [Item] = []
        for entry in sidecar.favourites where seen.insert(entry.id).inserted {
            guard isPlainName(entry.file) else { throw .damaged }
            guard let image = try? Data(contentsOf: folder.appendingPathComponent(entry.file)) else { throw .missingImage(entry.file) }
            guard case .size = ImageHeader.read([UInt8](image)) else { throw .damagedImage(entry.file) }
            items.append((entry.photo, image))
        }
        let follows = sidecar.follows ?? []
        return Contents(
            favourites: items, follows: follows.compactMap(\.follow), skippedFollows: follows.filter { $0.follow == nil }.map { "\($0.kind)/\($0.value)" })
    }

    /// A file name with no folder in it: what a sidecar may name, so a crafted one reads
    /// nothing outside its folder.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// The sidecar as written.
    private struct Sidecar: Codable {
        var format: String
        var version: Int
        var favourites: [Entry]
        /// Since version 2.
        var follows: [FollowEntry]?
    }

    /// A follow in the sidecar, its kind as a link names it (`photographer`, `tag`, …).
    private struct FollowEntry: Codable {
        var kind: String
        var value: String
        var name: String?

        init(_ follow: Follow) { (kind, value, name) = (follow.source.kind.rawValue, follow.source.value, follow.name) }

        /// The follow, if this version knows its kind and its value is one.
        var follow: Follow? {
            FollowedSource.Kind(rawValue: kind).flatMap { FollowedSource(kind: $0, value: value) }.map { Follow($0, name: name) }
        }
    }

    /// What any sidecar says of itself, read when the rest does not decode.
    private struct Marker: Decodable {
        var format: String?
    }

    /// One favourite in the sidecar: its credit for people, and the photo for the app.
    private struct Entry: Codable {
        var file: String
        var id: String
        var title: String
        var description: String
        var owner: String
        var ownerID: String
        /// The licence's name, for people; `details` has it for the app.
        var licence: String?
        var page: URL?
        var imageURL: URL
        var thumbnailURL: URL?
        var taken: String?
        var details: PhotoDetails

        init(item: Item) {
            let photo = item.photo
            file = Self.fileName(for: photo)
            (id, title, description, owner, ownerID) = (photo.id, photo.title, photo.subtitle, photo.photographerName, photo.photographerID)
            (licence, page) = (photo.details.license?.shortName, photo.details.page)
            (imageURL, thumbnailURL, taken, details) = (photo.imageURL, photo.thumbnailURL, photo.taken, photo.details)
        }

        var photo: Photo {
            Photo(
                id: id, title: title, subtitle: description, photographerID: ownerID, photographerName: owner,
                imageURL: imageURL, thumbnailURL: thumbnailURL, taken: taken, details: details)
        }

        /// The photo's id, in the characters a file name keeps anywhere, with its image's extension.
        private static func fileName(for photo: Photo) -> String {
            let id = String(photo.id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0) ? Character($0) : "-" })
            return (id.isEmpty ? "photo" : id) + "." + photo.imageFileExtension
        }
    }
}
