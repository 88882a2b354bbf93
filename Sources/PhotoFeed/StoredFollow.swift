/// A followed source as the store keeps it: its key (`FollowedSource.key`), the name its feed
/// gave (nil until it gave one), and its place among the follows (the order they were followed).
public struct StoredFollow: Equatable, Sendable {
    /// How many photos a source keeps, and how many of them were never opened.
    public struct Count: Equatable, Sendable {
        public var photos: Int
        public var unopened: Int

        public init(photos: Int, unopened: Int) { (self.photos, self.unopened) = (photos, unopened) }
    }

    public let source: String
    public let name: String?
    public let position: Int

    public init(source: String, name: String?, position: Int) {
        (self.source, self.name, self.position) = (source, name, position)
    }
}
