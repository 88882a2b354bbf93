import Observing
import PhotoFeed

/// What one window browses, apart from how it is shown, as Loupe's file model is for its
/// window: the feed, its photographers as listed, with each photo and photographer found by
/// id or name at once, the photographer chosen, the photo on screen with the list Previous and
/// Next step through, and the photos a Flickr search found. It leads: a choice is made here
/// first (`choose(_:in:)`, `step(_:)`, `choose(photographer:)`), then the routes and the
/// controllers show what it says and hear its changes; nothing reads data back from widgets.
@MainActor
public final class BrowsingModel {
    /// What changed.
    public enum Change: Equatable, Sendable {
        /// Another feed: nothing of it is listed yet.
        case feed
        /// The photographers listed (a fetch, the store).
        case listing
        /// The photo on screen (and the list it steps through).
        case photo
        /// The photographer whose photos are open.
        case photographer
    }

    /// The photo on screen and the photos Previous and Next step through: what a window chose
    /// to show, kept whole so a choice the window could not show is undone.
    public struct PhotoChoice: Equatable, Sendable {
        /// The photo on screen, if one was chosen.
        public fileprivate(set) var photo: Photo?
        /// The photos Previous and Next step through.
        public fileprivate(set) var sequence = PhotoSequence()
        /// Whether the photo was reached by Previous or Next (its row is scrolled to).
        public fileprivate(set) var wasStepped = false
    }

    /// The feed listed.
    public private(set) var feed: FeedSource
    /// The feed's photographers, as listed.
    public private(set) var photographers: [Photographer] = []
    /// The photographer whose photos are open, as listed now.
    public private(set) var chosenPhotographer: Photographer?
    /// The photo on screen and its sequence.
    public private(set) var choice = PhotoChoice()
    private var photographersByName: [String: Photographer] = [:]
    private var listedPhotos: [String: Photo] = [:]
    /// The photos the last Flickr search found, by id.
    private var foundPhotos: [String: Photo] = [:]
    private let changes = ObserverList<Change>()
    /// A photographer's photos in the order their list shows them.
    private let listOrder: (Photographer) -> [Photo]

    /// `listOrder` gives a photographer's photos in the order their list shows them (by day).
    public init(feed: FeedSource, listOrder: @escaping (Photographer) -> [Photo] = { $0.photos }) {
        self.feed = feed
        self.listOrder = listOrder
    }

    /// Calls `observer` after every change, until the token is released.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObserverToken { changes.add(observer) }

    // MARK: The listing

    /// Lists `photographers`; false (and nothing heard) when they are what was listed.
    @discardableResult
    public func list(_ photographers: [Photographer]) -> Bool {
        guard photographers != self.photographers else { return false }
        self.photographers = photographers
        photographersByName = Dictionary(photographers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        listedPhotos = Dictionary(photographers.lazy.flatMap(\.photos).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let chosen = chosenPhotographer { chosenPhotographer = photographersByName[chosen.name] ?? chosen }
        // The photo on screen as the feed says it is now (a title, a licence); its sequence stays.
        if let shown = choice.photo, let now = listedPhotos[shown.id] { choice.photo = now }
        changes.notify(.listing)
        return true
    }

    /// Whether nothing is listed.
    public var isEmpty: Bool { photographers.isEmpty }

    /// The listed photographer called `name`; constant time.
    public func photographer(named name: String) -> Photographer? { photographersByName[name] }

    /// The photo `id`, listed or found by the last search; constant time.
    public func photo(withID id: String) -> Photo? { listedPhotos[id] ?? foundPhotos[id] }

    /// The photos a Flickr search found, which links and choices then find by id.
    public func found(_ photos: [Photo]) {
        foundPhotos = Dictionary(photos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Lists `feed` from now on: nothing of it is listed until its first page comes.
    public func switchFeed(to feed: FeedSource) {
        guard feed != self.feed else { return }
        self.feed = feed
        list([])
        choose(photographer: nil)
        changes.notify(.feed)
    }

    // MARK: The choice

    /// The photo on screen, if one was chosen.
    public var photo: Photo? { choice.photo }
    /// The photos Previous and Next step through.
    public var sequence: PhotoSequence { choice.sequence }
    /// Whether the photo on screen was reached by Previous or Next.
    public var wasStepped: Bool { choice.wasStepped }

    /// Chooses `photographer`'s photos to open (nil: none open).
    public func choose(photographer: Photographer?) {
        guard photographer?.name != chosenPhotographer?.name else { return }
        chosenPhotographer = photographer
        changes.notify(.photographer)
    }

    /// Chooses `photo` to show, picked in `list` (a photographer's photos, Recents, every photo,
    /// a search): what Previous and Next then step through, in its order now. With no list (a
    /// link, a restored window), or one that lacks the photo, its photographer's photos in
    /// their list's order, else the photo alone.
    public func choose(_ photo: Photo, in list: [Photo]? = nil) {
        let lists = [{ list }, { self.photographer(named: photo.photographerName).map(self.listOrder) }]
        let sequence = lists.lazy.compactMap { $0() }.first { $0.contains { $0.id == photo.id } } ?? [photo]
        take(PhotoChoice(photo: photo, sequence: PhotoSequence(sequence)))
    }

    /// Shows the photo `offset` places from the one on screen in its sequence (-1 the
    /// previous, 1 the next), keeping the sequence; nil (and nothing chosen) past either end.
    public func step(_ offset: Int) -> Photo? {
        guard let photo, let target = sequence.photo(offset, from: photo) else { return nil }
        take(PhotoChoice(photo: target, sequence: sequence, wasStepped: true))
        return target
    }

    /// Shows the first photo of the sequence, keeping it (a slideshow starting over); nil when
    /// it is the one on screen.
    public func stepToFirst() -> Photo? {
        guard let first = sequence.photos.first, first.id != photo?.id else { return nil }
        take(PhotoChoice(photo: first, sequence: sequence, wasStepped: true))
        return first
    }

    /// Puts back `earlier`, a choice the window had before one it could not show.
    public func restore(_ earlier: PhotoChoice) {
        guard earlier != choice else { return }
        take(earlier)
    }

    private func take(_ choice: PhotoChoice) {
        self.choice = choice
        changes.notify(.photo)
    }

    /// Whether there is a photo before and after the one on screen in its sequence.
    public var availableSteps: (previous: Bool, next: Bool) {
        guard let photo else { return (false, false) }
        return (sequence.photo(-1, from: photo) != nil, sequence.photo(1, from: photo) != nil)
    }

    /// The photos just before and after the one on screen, which are loaded ahead.
    public var neighbours: [Photo] { photo.map(sequence.neighbours) ?? [] }
}
