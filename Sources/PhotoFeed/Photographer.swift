import Foundation

/// A person and their photos, sorted by title.
public struct Photographer: Hashable, Sendable {
    public let name: String
    public let photos: [Photo]

    /// Their Flickr id (an NSID, `12345678@N01`), as their photos give it; nil when none does.
    public var flickrID: String? { photos.lazy.map(\.photographerID).first { !$0.isEmpty } }

    public init(name: String, photos: [Photo]) {
        self.name = name
        self.photos = photos
    }

    /// Groups photos by photographer name; photographers and each one's photos come sorted
    /// the way a person reads them (case- and accent-insensitive, numbers by value).
    public static func group(_ photos: [Photo]) -> [Photographer] {
        Dictionary(grouping: photos, by: \.photographerName)
            .map { Photographer(name: $0.key, photos: byTitle($0.value)) }
            .sorted { ordered($0.name, $1.name, $0.name, $1.name) }
    }

    /// `photos` sorted by title the way a person reads them (ties by id, so the order is stable).
    public static func byTitle(_ photos: [Photo]) -> [Photo] {
        photos.sorted { ordered($0.title, $1.title, $0.id, $1.id) }
    }

    private static func ordered(_ a: String, _ b: String, _ tieA: String, _ tieB: String) -> Bool {
        switch a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return tieA < tieB
        }
    }
}
