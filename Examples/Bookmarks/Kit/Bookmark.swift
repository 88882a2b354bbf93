import ListDiff

/// A saved web address: a row of the list and the form beside it.
public struct Bookmark: Diffable, Equatable, Sendable {
    /// The folders a bookmark is filed in, in the order the form offers them.
    public static let folders = ["Unsorted", "Reading", "Work", "Travel"]

    /// Its identity: the same while its name, address and folder change.
    public let id: String
    /// What the person called it; empty for a bookmark just added.
    public var name: String
    /// The web address it keeps.
    public var address: String
    /// Its folder, an index into `folders`.
    public var folder: Int

    /// A bookmark with `id`, named `name`, keeping `address`, filed in `folder`.
    public init(id: String, name: String, address: String, folder: Int = 0) {
        self.id = id
        self.name = name
        self.address = address
        self.folder = folder
    }

    /// The list's identity for the row: the bookmark's.
    public var diffIdentifier: String { id }

    /// What its row says: the name, or the address while it has none.
    public var title: String {
        if !name.isEmpty { return name }
        return address.isEmpty ? "New Bookmark" : address
    }
}
