import Foundation
import PhotoFeed

/// The feeds the windows show, each fetched by one synchronizer however many windows show it:
/// made when the first window follows the feed, stopped when the last lets go. Two windows on
/// one feed fetch each page once (a Flickr key's budget is shared by all its users).
@MainActor
public final class FollowedFeeds {
    /// A window's hold on a feed: the feed is fetched for as long as one is kept.
    @MainActor
    public final class Following {
        public let feed: FeedSource
        /// Whether this hold made the synchronizer: the first window on the feed starts it.
        public let startedFeed: Bool
        private weak var feeds: FollowedFeeds?

        fileprivate init(_ feed: FeedSource, startedFeed: Bool, feeds: FollowedFeeds) {
            (self.feed, self.startedFeed, self.feeds) = (feed, startedFeed, feeds)
        }

        isolated deinit { feeds?.letGo(feed) }
    }

    private var followed: [FeedSource: (synchronizer: FeedSynchronizer, followers: Int)] = [:]
    private let make: (FeedSource) -> FeedSynchronizer

    /// `make` builds a feed's synchronizer (its loader, schedule and handlers).
    init(make: @escaping (FeedSource) -> FeedSynchronizer) { self.make = make }

    /// Follows `feed`: its synchronizer runs until the returned hold and every other on it go.
    func follow(_ feed: FeedSource) -> Following {
        let known = followed[feed]
        followed[feed] = (known?.synchronizer ?? make(feed), (known?.followers ?? 0) + 1)
        return Following(feed, startedFeed: known == nil, feeds: self)
    }

    private func letGo(_ feed: FeedSource) {
        guard let entry = followed[feed] else { return }
        if entry.followers > 1 {
            followed[feed]!.followers -= 1
            return
        }
        entry.synchronizer.stop()
        followed[feed] = nil
    }

    /// The synchronizer of `feed`, while a window follows it.
    subscript(feed: FeedSource) -> FeedSynchronizer? { followed[feed]?.synchronizer }

    /// Every synchronizer running.
    var synchronizers: [FeedSynchronizer] { followed.values.map(\.synchronizer) }

}
