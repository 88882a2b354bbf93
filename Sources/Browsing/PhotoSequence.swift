import PhotoFeed

/// The photos Previous and Next step through: the list the photo on screen was chosen from
/// (a photographer's photos, Recents, every photo), in its order at the moment of the choice.
/// A copy, not the list itself: Recents puts each photo viewed first, and stepping through it
/// must not go round in circles.
public struct PhotoSequence: Equatable, Sendable {
    public private(set) var photos: [Photo] = []

    public init(_ photos: [Photo] = []) { self.photos = photos }

    /// The photo `offset` places from `photo` (-1 before, 1 after), found by id (its title may
    /// have changed since); nil past either end, or for a photo not in the sequence.
    public func photo(_ offset: Int, from photo: Photo) -> Photo? {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }), photos.indices.contains(index + offset) else { return nil }
        return photos[index + offset]
    }

    /// How many photos on each side of the one shown the detail has ready, as Loupe keeps them.
    public static let reach = 2

    /// The photos up to `reach` places before and after `photo`, nearest first (the one after
    /// before the one before), which the detail decodes ahead.
    public func neighbours(of photo: Photo) -> [Photo] {
        (1...Self.reach).flatMap { [$0, -$0] }.compactMap { self.photo($0, from: photo) }
    }
}
