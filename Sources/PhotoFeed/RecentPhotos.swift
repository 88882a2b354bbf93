/// The photos viewed last, newest first, each once.
///
/// A photo viewed again moves to the front; duplicates are removed before the cap is applied,
/// so the list never shrinks below the cap (the reference app capped first and could hold 19).
public struct RecentPhotos: Equatable, Sendable {
    public static let defaultLimit = 20
    public let limit: Int
    public private(set) var photos: [Photo] = []

    public init(limit: Int = RecentPhotos.defaultLimit, photos: [Photo] = []) {
        self.limit = limit
        photos.reversed().forEach { record($0) }
    }

    public mutating func record(_ photo: Photo) {
        photos.removeAll { $0.id == photo.id }
        photos.insert(photo, at: 0)
        if photos.count > limit { photos.removeLast(photos.count - limit) }
    }
}
