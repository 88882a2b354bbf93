/// A list's photos and photographers' names with their searchable text folded once, for a
/// list filtered again at every keystroke: folding is most of a search's cost (a 5,000-photo
/// list folded at each keystroke took about 100 ms of it). Made for the list's content and
/// dropped with it; it answers as `SearchText` does.
public struct SearchIndex: Sendable {
    private var photos: [String: String] = [:]
    private var names: [String: String] = [:]

    /// An index of nothing: each photo and name is folded as it is asked about.
    public static let empty = SearchIndex(photos: [])

    /// An index of `photos`.
    public init(photos: some Sequence<Photo>) {
        for photo in photos { self.photos[photo.id] = SearchText.folded(photo) }
    }

    /// An index of `photographers`' names and all their photos.
    public init(photographers: [Photographer]) {
        self.init(photos: photographers.lazy.flatMap(\.photos))
        for photographer in photographers { names[photographer.name] = SearchText.fold(photographer.name) }
    }

    /// Whether `photo` has every word of `search` in its title, description or photographer's
    /// name.
    public func matches(_ search: SearchText, _ photo: Photo) -> Bool {
        search.isEmpty || search.matches(folded: photos[photo.id] ?? SearchText.folded(photo))
    }

    /// Whether `photographer`'s name has every word of `search`, or one of their photos does.
    public func matches(_ search: SearchText, _ photographer: Photographer) -> Bool {
        search.isEmpty || search.matches(folded: names[photographer.name] ?? SearchText.fold(photographer.name))
            || photographer.photos.contains { matches(search, $0) }
    }
}
