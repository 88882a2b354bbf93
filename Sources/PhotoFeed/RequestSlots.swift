import Foundation

/// At most `limit` requests in flight at once, for every caller: the rest wait their turn,
/// first come first served (the followed sources' fetches, never more than two at once). A
/// request called off (or let go of) while it waits never starts; one called off while it runs
/// frees its slot.
@MainActor
public final class RequestSlots {
    private let limit: Int
    private var running = 0
    private var waiting: [Ticket] = []

    public init(limit: Int) { self.limit = limit }

    /// How many requests run now.
    public var inFlight: Int { running }

    /// Loads `url` through `loader` once a slot is free; `completion` runs as the loader's does.
    public func load(
        _ url: URL, through loader: @escaping FeedSynchronizer.Loader, completion: @escaping @MainActor (Result<FeedPage, Error>) -> Void
    ) -> Cancellable {
        let ticket = Ticket(slots: self)
        ticket.start = { [unowned ticket] in
            ticket.running = loader(url) { [weak ticket] result in
                ticket?.finish()
                completion(result)
            }
        }
        waiting.append(ticket)
        startWaiting()
        return ticket
    }

    private func startWaiting() {
        while running < limit, !waiting.isEmpty {
            let ticket = waiting.removeFirst()
            running += 1
            ticket.isRunning = true
            ticket.start?()
        }
    }

    fileprivate func release(_ ticket: Ticket) {
        if ticket.isRunning {
            running -= 1
            startWaiting()
        } else {
            waiting.removeAll { $0 === ticket }
        }
    }

    /// One request's place: waiting, running, or done.
    @MainActor
    fileprivate final class Ticket: Cancellable {
        weak var slots: RequestSlots?
        var start: (() -> Void)?
        var running: Cancellable?
        var isRunning = false
        private var isDone = false

        init(slots: RequestSlots) { self.slots = slots }

        /// A request let go of without an answer frees its slot too.
        isolated deinit { finish() }

        /// The request ended, or was called off: its slot (or its place in the queue) is given up.
        func finish() {
            guard !isDone else { return }
            isDone = true
            start = nil
            slots?.release(self)
        }

        nonisolated func cancel() {
            MainActor.assumeIsolated {
                running?.cancel()
                finish()
            }
        }
    }
}
