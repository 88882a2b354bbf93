import Foundation
import PhotoFeed

/// The feeds the windows show, each fetched by one synchronizer however many windows hold it:
/// made when the first window takes a hold on the feed, stopped when the last lets go. Two
/// windows on one feed fetch each page once (a Flickr key's budget is shared by all its users).
@MainActor
public final class FeedHolds {
    /// A window's hold on a feed: the feed is fetched for as long as one is kept.
    @MainActor
    public final class Hold {
        public let feed: FeedSource
        /// Whether this hold made the synchronizer: the first window on the feed starts it.
        public let startedFeed: Bool
        private weak var holds: FeedHolds?

        fileprivate init(_ feed: FeedSource, startedFeed: Bool, holds: FeedHolds) {
            (self.feed, self.startedFeed, self.holds) = (feed, startedFeed, holds)
        }

        isolated deinit { holds?.letGo(feed) }
    }

    private var held: [FeedSource: (synchronizer: FeedSynchronizer, holders: Int)] = [:]
    private let make: (FeedSource) -> FeedSynchronizer

    /// `make` builds a feed's synchronizer (its loader, schedule and handlers).
    init(make: @escaping (FeedSource) -> FeedSynchronizer) { self.make = make }

    /// Holds `feed`: its synchronizer runs until the returned hold and every other on it go.
    func hold(_ feed: FeedSource) -> Hold {
        let known = held[feed]
        held[feed] = (known?.synchronizer ?? make(feed), (known?.holders ?? 0) + 1)
        return Hold(feed, startedFeed: known == nil, holds: self)
    }

    private func letGo(_ feed: FeedSource) {
        guard let entry = held[feed] else { return }
        if entry.holders > 1 {
            held[feed]!.holders -= 1
            return
        }
        entry.synchronizer.stop()
        held[feed] = nil
    }

    /// The synchronizer of `feed`, while a window holds it.
    subscript(feed: FeedSource) -> FeedSynchronizer? { held[feed]?.synchronizer }

    /// Every synchronizer running.
    var synchronizers: [FeedSynchronizer] { held.values.map(\.synchronizer) }
}
