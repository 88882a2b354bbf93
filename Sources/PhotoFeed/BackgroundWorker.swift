import Foundation

/// One thread at a lower scheduling priority (nice 10) that runs work handed to it in turn:
/// work that can wait (a grid's thumbnails, decoded as a list scrolls) then takes a core only
/// when the main thread and the display server leave one, and never more than one. The thread
/// ends when the worker is released.
public final class BackgroundWorker: Sendable {
    private let queue = JobQueue()

    public init(name: String) {
        let thread = Thread { [queue] in
            // The system's own thread name (what perf, gdb and top show), written by the thread
            // itself where the kernel keeps it, as glibc's pthread_setname_np does (Swift's Glibc
            // has no _GNU_SOURCE): Foundation's Thread.name did not always reach it (a run under
            // ThreadSanitizer read the process's name back). Linux keeps 15 bytes.
            try? String(decoding: name.utf8.prefix(15), as: UTF8.self).write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
            // On Linux the nice value is the calling thread's own (0: this thread), not the process's.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            while let job = queue.next() { job() }
        }
        thread.start()
    }

    deinit { queue.close() }

    /// Runs `job` on the worker's thread after the work handed over before it; returns at once,
    /// holding up no thread of the caller's (a job waited for would hold a pool's thread, and a
    /// backlog of them every thread the pool has).
    public func run(_ job: @escaping @Sendable () -> Void) {
        queue.add(job)
    }
}

/// The jobs waiting for a worker's thread.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var closed = false

    func add(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// The next job, waiting for one; nil once closed and empty.
    func next() -> (@Sendable () -> Void)? {
        condition.withLock {
            while jobs.isEmpty && !closed { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }

    func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }
}
