import PhotoFeed

/// A clock the test moves by hand: what is scheduled runs when the test advances past it, so a
/// test of time (a pause, a backoff, a slideshow's interval) takes no time.
@MainActor
public final class ManualScheduler: Scheduler {
    public final class Work: Cancellable {
        let due: Double
        let run: () -> Void
        var cancelled = false
        init(due: Double, run: @escaping () -> Void) {
            self.due = due
            self.run = run
        }
        public func cancel() { cancelled = true }
    }
    public private(set) var now = 0.0
    private var scheduled: [Work] = []
    /// Called when work is scheduled: what a test waits for when the end of something is
    /// known only by what it schedules next (a fetch that changed nothing).
    public var onSchedule: (() -> Void)?

    public init() {}

    public func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable {
        let item = Work(due: now + seconds, run: work)
        scheduled.append(item)
        onSchedule?()
        return item
    }
    /// Moves the clock by `seconds`, running what falls due.
    public func advance(_ seconds: Double) {
        now += seconds
        let due = scheduled.filter { !$0.cancelled && $0.due <= now }
        scheduled.removeAll { $0.cancelled || $0.due <= now }
        due.forEach { $0.run() }
    }
    /// How long until each piece of work still scheduled runs.
    public var pending: [Double] { scheduled.filter { !$0.cancelled }.map { $0.due - now } }
}
