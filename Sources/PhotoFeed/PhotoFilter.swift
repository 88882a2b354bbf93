/// A list of photos filtered by what is typed, keystroke after keystroke: each photo's text is
/// folded once and found by its place in the list (no lookup by id), and a search that narrows
/// the one before (a word grown, a word added) looks only among the photos that one found.
/// Made for one list and dropped when the list changes.
public final class PhotoFilter {
    /// The list filtered.
    public let photos: [Photo]
    private let texts: [FoldedText]
    /// The last search, with the places of the photos it found.
    private var last: (search: SearchText, found: [Int])?

    public init(_ photos: [Photo]) {
        self.photos = photos
        texts = photos.map(SearchText.folded)
    }

    /// The photos matching `search`, in the list's order.
    public func matching(_ search: SearchText) -> [Photo] {
        guard !search.isEmpty else { return photos }
        let candidates = last.flatMap { search.narrows($0.search) ? $0.found : nil } ?? Array(photos.indices)
        let found = candidates.filter { search.matches(texts[$0]) }
        last = (search, found)
        return found.map { photos[$0] }
    }
}
