import Observing
import PhotoFeed

/// The photo database every window shares: its one writer, where its file is, and what keeps it
/// from keeping photos until the user acts. A write that fails is said in every window, and the
/// photos stay listed from memory; a damaged file is moved aside for a new one that every window
/// follows. Without a database the writer keeps nothing.
@MainActor
public final class StoreKeeper {
    /// What keeps the database from keeping photos, until the user acts.
    public private(set) var problem: StoreProblem?
    /// The one writer: its queue orders every write.
    private(set) var writer: FeedIngestor
    /// How many fetched photos are kept: the store's, to which its writer trims each feed.
    let capacity: Int
    private let path: String?
    private let events: ObserverList<LibraryEvent>

    private init(path: String?, writing: Bool, capacity: Int, problem: StoreProblem?, events: ObserverList<LibraryEvent>) {
        (self.path, self.capacity, self.problem, self.events) = (path, capacity, problem, events)
        writer = FeedIngestor(path: writing ? path : nil, capacity: capacity)
    }

    /// The keeper of `opening`, the database opening or opened (nil: photos in memory; a
    /// problem: said in the windows, photos in memory), and what it held at start, which the
    /// library lists (nil without a database, or one that could not be read).
    static func keeping(_ opening: StoreOpening?, events: ObserverList<LibraryEvent>) -> (StoreKeeper, StoreContents?) {
        let capacity = opening?.capacity ?? PhotoStore.defaultCapacity
        switch opening?.outcome {
        case nil:
            return (StoreKeeper(path: nil, writing: false, capacity: capacity, problem: nil, events: events), nil)
        case .failed(let problem):
            return (StoreKeeper(path: problem.path, writing: false, capacity: capacity, problem: problem, events: events), nil)
        case .opened(let path, let read):
            var problem: StoreProblem?
            if case .failure(let error) = read { problem = Self.problem(error, path: path) }
            return (StoreKeeper(path: path, writing: true, capacity: capacity, problem: problem, events: events), try? read.get())
        }
    }

    /// The database failed at work: the windows say so (the photos stay listed from memory).
    func failed(_ error: Error) {
        problem = Self.problem(error, path: path ?? "")
        events.notify(.storeProblemChanged)
    }

    private static func problem(_ error: Error, path: String) -> StoreProblem { error as? StoreProblem ?? StoreProblem(error, path: path) }

    /// Returns once every write asked of the database before is in it (the app quits).
    public func finishWrites() { writer.finishWrites() }

    /// Moves the damaged database aside and carries on, in every window, with a new one holding
    /// `photos`, `recents` (newest first) and `favourites` (the last starred first); nothing
    /// more is written to the old file.
    func startAfresh(holding photos: [Photo], recents: [Photo], favourites: [Photo]) {
        guard let path else { return }
        writer.close()
        switch PhotoStore.startAfresh(at: path, capacity: capacity) {
        case .success(let (fresh, movedTo)):
            writer = FeedIngestor(path: fresh.path, capacity: capacity)
            problem = nil
            do {
                try fresh.upsert(photos + recents)
                try recents.reversed().forEach { try fresh.recordView(of: $0) }
                try fresh.star(favourites.reversed())
            } catch {
                failed(error)
            }
            events.notify(.newDatabase(movedTo: movedTo))
            events.notify(.storeProblemChanged)
        case .failure(let problem):
            self.problem = problem
            events.notify(.storeProblemChanged)
        }
    }
}
