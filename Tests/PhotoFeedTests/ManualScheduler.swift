@testable import PhotoFeed

/// A clock the test moves by hand: what is scheduled runs when the test advances past it.
@MainActor
final class ManualScheduler: Scheduler {
    final class Work: Cancellable {
        let due: Double
        let run: () -> Void
        var cancelled = false
        init(due: Double, run: @escaping () -> Void) {
            self.due = due
            self.run = run
        }
        func cancel() { cancelled = true }
    }
    var now = 0.0
    var scheduled: [Work] = []
    func run(after seconds: Double, _ work: @escaping () -> Void) -> Cancellable {
        let item = Work(due: now + seconds, run: work)
        scheduled.append(item)
        return item
    }
    /// Moves the clock by `seconds`, running what falls due.
    func advance(_ seconds: Double) {
        now += seconds
        let due = scheduled.filter { !$0.cancelled && $0.due <= now }
        scheduled.removeAll { $0.cancelled || $0.due <= now }
        due.forEach { $0.run() }
    }
    var pending: [Double] { scheduled.filter { !$0.cancelled }.map { $0.due - now } }
}
