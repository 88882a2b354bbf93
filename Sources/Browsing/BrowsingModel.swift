import Observing
import PhotoFeed

/// What one window browses, apart from how it is shown, as Loupe's file model is for its
/// window: the feed, its photographers as listed, with each photo and photographer found by
/// id or name at once, the photo on screen, the list Previous and Next step through, and the
/// photos a Flickr search found. The window writes it as the user chooses; routes and
/// controllers read it and hear its changes; nothing reads data back from the widgets.
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
    }

    /// The feed listed.
    public private(set) var feed: FeedSource
    /// The feed's photographers, as listed.
    public private(set) var photographers: [Photographer] = []
    /// The photo on screen, if one was chosen.
    public private(set) var photo: Photo?
    /// The photos Previous and Next step through.
    public private(set) var sequence = PhotoSequence()
    /// Whether the photo on screen was reached by Previous or Next (its row is scrolled to).
    public private(set) var wasStepped = false
    private var photographersByName: [String: Photographer] = [:]
    private var listedPhotos: [String: Photo] = [:]
    /// The photos the last Flickr search found, by id.
    private var foundPhotos: [String: Photo] = [:]
    /// The list the next photo shown is chosen from.
    private var choosingFrom: [Photo]?
    /// The photo a step goes to, until it is shown: its list stays the sequence.
    private var steppingTo: String?
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
        changes.notify(.feed)
    }

    // MARK: The photo on screen

    /// The list a person is choosing the next photo from (a photographer's photos, Recents,
    /// every photo): what Previous and Next then step through, in its order now.
    public func choosing(from photos: [Photo]) {
        choosingFrom = photos
        steppingTo = nil
    }

    /// The photo `offset` places from the one on screen in its sequence (-1 the previous, 1 the
    /// next), to show next, keeping the sequence; nil past either end.
    public func step(_ offset: Int) -> Photo? {
        guard let photo, let target = sequence.photo(offset, from: photo) else { return nil }
        steppingTo = target.id
        return target
    }

    /// The first photo of the sequence, to show next keeping it (a slideshow starting over).
    public func stepToFirst() -> Photo? {
        guard let first = sequence.photos.first else { return nil }
        steppingTo = first.id
        return first
    }

    /// `photo` is on screen now (nil: none). Its sequence is kept when it was stepped to, else
    /// it is the list it was chosen from, else its photographer's photos (a link, a restored
    /// window), else the photo alone.
    public func show(_ photo: Photo?) {
        wasStepped = photo != nil && photo?.id == steppingTo
        if !wasStepped, let photo {
            // The photographer's order only when the list chosen from lacks the photo.
            let lists = [{ self.choosingFrom }, { self.photographer(named: photo.photographerName).map(self.listOrder) }]
            sequence = PhotoSequence(lists.lazy.compactMap { $0() }.first { $0.contains(photo) } ?? [photo])
        } else if photo == nil {
            sequence = PhotoSequence()
        }
        (choosingFrom, steppingTo) = (nil, nil)
        self.photo = photo
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
