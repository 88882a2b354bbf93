/// The folded text of a list of photographers (their names and their photos'), kept as the
/// search first needs it, for a list filtered again at every keystroke: folding is the larger
/// part of its cost, and each is folded once rather than at every keystroke. It answers as
/// `SearchText` does. Made for the list's content and dropped when that changes (it knows
/// photos by id). A list of photos is filtered by a `PhotoFilter`.
public final class SearchIndex {
    private var photos: [String: FoldedText] = [:]
    private var names: [String: FoldedText] = [:]

    public init() {}

    /// Whether `photographer`'s name has every word of `search`, or one of their photos does.
    public func matches(_ search: SearchText, _ photographer: Photographer) -> Bool {
        search.matches(photographer, folding: folded, foldingName: foldedName)
    }

    private func folded(_ photo: Photo) -> FoldedText {
        if let text = photos[photo.id] { return text }
        let text = SearchText.folded(photo)
        photos[photo.id] = text
        return text
    }

    private func foldedName(_ name: String) -> FoldedText {
        if let text = names[name] { return text }
        let text = FoldedText(name)
        names[name] = text
        return text
    }
}
