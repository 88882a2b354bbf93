import CMalloc
import Dispatch
import Synchronization

/// Gives the C heap's free pages back to the system once a burst of large, short-lived
/// allocations has gone quiet: a feed page decoded and grouped, an image decoded at full size
/// before it is reduced. glibc keeps freed pages in its arenas for reuse otherwise, and they
/// stay resident, counted as the app's memory long after the work is done.
public final class HeapTrimmer: Sendable {
    /// The app's one trimmer: one second after the last burst.
    public static let shared = HeapTrimmer(quiet: .seconds(1))

    /// Runs work once a time has passed: on a queue of its own by default, by hand in tests.
    public typealias Delay = @Sendable (DispatchTimeInterval, @escaping @Sendable () -> Void) -> Void

    private static let queue = DispatchQueue(label: "photomania.heap-trimmer", qos: .utility)
    /// The app's delay: the trimmer's own serial queue's timers, which run in the order asked.
    public static let onItsQueue: Delay = { delay, work in queue.asyncAfter(deadline: .now() + delay, execute: work) }
    private let quiet: DispatchTimeInterval
    private let trim: @Sendable () -> Void
    private let after: Delay
    /// Bursts told so far: a trim runs only if no burst came after the one that scheduled it.
    /// An atomic, not a Mutex: ThreadSanitizer does not see Mutex's futex as a lock on Linux
    /// and reported its own accesses as a race.
    private let bursts = Atomic(0)

    /// Has glibc map a block of `bytes` or more that its free memory cannot give on its own,
    /// and unmap it when it is freed. By default glibc raises that threshold to the largest
    /// block freed so far (up to 32 MB): once a decoded image had been freed, the next ones of
    /// its size grew a thread's heap instead, whose pages stayed resident after they were freed
    /// until a trim, counted as the app's memory meanwhile. Call once at start, before other
    /// threads allocate.
    public static func mapLargeBlocksApart(from bytes: Int32 = 1 << 20) {
        mallopt(M_MMAP_THRESHOLD, bytes)
    }

    /// `trim` gives the pages back (glibc's `malloc_trim`); `after` runs a check once the quiet
    /// time has passed, in the order asked.
    public init(
        quiet: DispatchTimeInterval, trim: @escaping @Sendable () -> Void = { malloc_trim(0) },
        after: @escaping Delay = HeapTrimmer.onItsQueue
    ) {
        self.quiet = quiet
        self.trim = trim
        self.after = after
    }

    /// A burst of allocations ended; the heap is trimmed once none has followed for the quiet
    /// time. Any thread.
    public func burstEnded() {
        let burst = bursts.add(1, ordering: .sequentiallyConsistent).newValue
        after(quiet) { [self] in
            guard bursts.load(ordering: .sequentiallyConsistent) == burst else { return }
            trim()
        }
    }
}
