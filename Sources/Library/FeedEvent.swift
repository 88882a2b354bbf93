import PhotoFeed

/// What the fetching of one feed tells the windows on it (`PhotoLibrary.observe(feed:_:)`), in
/// the same main-loop turn for all of them.
public enum FeedEvent {
    /// A fetch began.
    case started
    /// A fetch failed in a way that passes, and waits to try again, for so long.
    case waiting(RetryPolicy.Wait)
    /// A fetch ended: its page (on its way into the store, `LibraryEvent.listed` once there),
    /// or why there is none. The feed's next fetch is already scheduled.
    case fetched(Result<FeedPage, Error>)

    /// Whether a fetch began.
    public var isStart: Bool {
        if case .started = self { return true }
        return false
    }
}
