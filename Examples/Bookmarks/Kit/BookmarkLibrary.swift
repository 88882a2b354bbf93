import Foundation
import Observing

/// Every bookmark, in the order the list shows them (by title, then by age), shared by each
/// window that shows them: a change made in one window's form is in every window's list.
@MainActor
public final class BookmarkLibrary {
    /// The bookmarks, by title (case ignored), the older first of two with the same title.
    public private(set) var bookmarks: [Bookmark] = []
    private let changes = ObserverList<Void>()
    private var lastID = 0

    /// A library holding `bookmarks`.
    public init(_ bookmarks: [Bookmark] = BookmarkLibrary.samples) {
        lastID = bookmarks.compactMap { Int($0.id) }.max() ?? 0
        arrange(bookmarks)
    }

    /// A few bookmarks to start from.
    public static let samples = [
        Bookmark(id: "1", name: "Swift", address: "https://swift.org", folder: 2),
        Bookmark(id: "2", name: "GTK", address: "https://gtk.org", folder: 2),
        Bookmark(id: "3", name: "GNOME Human Interface Guidelines", address: "https://developer.gnome.org/hig/", folder: 1),
        Bookmark(id: "4", name: "Debian", address: "https://www.debian.org", folder: 0)
    ]

    /// Calls `handler` after each change, until the token is released.
    public func observe(_ handler: @escaping () -> Void) -> ObserverToken { changes.add { handler() } }

    /// The bookmark with `id`, if it is still there.
    public func bookmark(id: String) -> Bookmark? { bookmarks.first { $0.id == id } }

    /// Adds an empty bookmark and returns it.
    public func add() -> Bookmark {
        lastID += 1
        let bookmark = Bookmark(id: String(lastID), name: "", address: "")
        arrange(bookmarks + [bookmark])
        return bookmark
    }

    /// Replaces the bookmark with `bookmark`'s identity by `bookmark`; nothing when it is gone
    /// or unchanged.
    public func update(_ bookmark: Bookmark) {
        guard let index = bookmarks.firstIndex(where: { $0.id == bookmark.id }), bookmarks[index] != bookmark else { return }
        var changed = bookmarks
        changed[index] = bookmark
        arrange(changed)
    }

    /// Removes the bookmark with `id`.
    public func remove(id: String) {
        guard bookmark(id: id) != nil else { return }
        arrange(bookmarks.filter { $0.id != id })
    }

    private func arrange(_ unordered: [Bookmark]) {
        bookmarks = unordered.sorted { first, second in
            let order = first.title.localizedCaseInsensitiveCompare(second.title)
            return order == .orderedSame ? Int(first.id) ?? 0 < Int(second.id) ?? 0 : order == .orderedAscending
        }
        changes.notify()
    }
}
