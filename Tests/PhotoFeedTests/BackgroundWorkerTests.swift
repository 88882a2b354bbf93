import Foundation
import PhotoFeed
import XCTest

/// The thread that decodes a grid's thumbnails: one job at a time, in turn, at nice 10, each
/// caller given its own result or error.
final class BackgroundWorkerTests: XCTestCase {
    func testJobsRunOneAtATimeOnOneLowerPriorityThread() throws {
        let worker = BackgroundWorker(name: "test worker")
        XCTAssertEqual(try worker.perform { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }, 10, "nice 10")
        XCTAssertEqual(try worker.perform { try String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) }, "test worker\n",
                       "the thread's name, as the kernel has it")
        let thread = try worker.perform { pthread_self() }
        let running = Counter(), most = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let value = try? worker.perform {
                XCTAssertTrue(pthread_equal(pthread_self(), thread) != 0, "on the worker's one thread")
                most.raise(to: running.add(1))
                usleep(5_000)
                running.add(-1)
                return index * 2
            }
            XCTAssertEqual(value, index * 2, "each caller its own result")
        }
        XCTAssertEqual(most.value, 1, "never two at once")
        struct Failure: Error {}
        XCTAssertThrowsError(try worker.perform { throw Failure() }) { XCTAssertTrue($0 is Failure) }
    }
}

/// A count shared between threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult
    func add(_ amount: Int) -> Int { lock.withLock { count += amount; return count } }
    func raise(to amount: Int) { lock.withLock { count = max(count, amount) } }
}
