import PhotoFeed

/// What the library tells every window, in the same main-loop turn for all of them; what a
/// feed's fetching tells the windows on that feed is a `FeedEvent`.
public enum LibraryEvent {
    /// The photographers changed (`PhotoLibrary.photographers`): the write's change, which
    /// counts as inserted only the photos new to the store.
    case listed(StoreChange)
    /// The recent photos changed.
    case recentsChanged
    /// The favourites changed (`PhotoLibrary.favourites`).
    case favouritesChanged
    /// What is followed changed: a source followed or let go, its name, its photos, how many
    /// were opened, or what kept its feed from answering (`PhotoLibrary.follows`).
    case followsChanged
    /// The database has a problem the windows say (`PhotoLibrary.storeProblem`), or no longer.
    case storeProblemChanged
    /// A new database took the place of the damaged one, moved aside to `movedTo`.
    case newDatabase(movedTo: String)
    /// The network came back (feeds that could not be reached are fetched again).
    case backOnline
    /// Another feed was chosen (in settings): the windows list it in place of theirs.
    case feedChosen(FeedSource)
}
