import PhotoFeed

/// The places a window was asked for before its feed could have them: one naming a photo or
/// a photographer not listed while the feed's first fetch runs waits for that fetch to end,
/// then opens or is said to be missing. One queue for the command line, links and the
/// catalogue alike. It decides what waits; the window's navigator opens.
@MainActor
public final class WaitingPlaces {
    private let model: BrowsingModel
    private var waiting: [Destination] = []

    /// Places for the window browsing `model`, whose listing says what is there.
    public init(model: BrowsingModel) { self.model = model }

    /// Whether `destination` waits (and is kept): the feed's first fetch has not ended
    /// (`feedFetched` false) and what it names is not listed yet.
    public func waits(_ destination: Destination, feedFetched: Bool) -> Bool {
        guard !feedFetched, !isListed(destination) else { return false }
        waiting.append(destination)
        return true
    }

    /// The photo last asked for among the places waiting, if `photos` (a page just fetched,
    /// before it is stored and listed) has it: its image can be decoded meanwhile.
    public func photoAhead(in photos: [Photo]) -> Photo? {
        guard let id = waiting.compactMap(\.photoID).last else { return nil }
        return photos.first { $0.id == id }
    }

    /// The places that waited, in the order asked, to open now: the feed's fetch has ended.
    public func takeAll() -> [Destination] {
        defer { waiting = [] }
        return waiting
    }

    /// Whether what `destination` names is listed now, or it names nothing a listing holds.
    private func isListed(_ destination: Destination) -> Bool {
        if let id = destination.photoID { return model.photo(withID: id) != nil }
        if let name = destination.photographerName { return model.photographer(named: name) != nil }
        return true
    }
}
