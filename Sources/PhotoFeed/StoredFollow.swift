/// A followed source as the store keeps it: its key (`FollowedSource.key`), the name its feed
/// gave (nil until it gave one), and its place among the follows (the order they were followed).
public struct StoredFollow: Equatable, Sendable {
    public let source: String
    public let name: String?
    public let position: Int

    public init(source: String, name: String?, position: Int) {
        (self.source, self.name, self.position) = (source, name, position)
    }
}
