import Foundation
import PhotoFeed
import XCTest

/// The thread that decodes a grid's thumbnails: one job at a time, in turn, at nice 10, each
/// handed over without holding up the thread that hands it.
final class BackgroundWorkerTests: XCTestCase {
    func testJobsRunInTurnOneAtATimeOnOneLowerPriorityThread() {
        let worker = BackgroundWorker(name: "test worker")
        XCTAssertEqual(value(on: worker) { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }, 10, "nice 10")
        XCTAssertEqual(
            value(on: worker) { try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) }, "test worker\n",
            "the thread's name, as the kernel has it")
        let thread = value(on: worker) { pthread_self() }
        let running = Counter()
        let most = Counter()
        let order = Box<[Int]>()
        order.value = []
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            _ = value(on: worker) {
                XCTAssertTrue(pthread_equal(pthread_self(), thread) != 0, "on the worker's one thread")
                most.raise(to: running.add(1))
                usleep(5_000)
                running.add(-1)
                return index
            }
        }
        XCTAssertEqual(most.value, 1, "never two at once")
        for index in 0..<5 { worker.run { order.value!.append(index) } }
        XCTAssertEqual(value(on: worker) { order.value! }, [0, 1, 2, 3, 4], "in the order handed over")
    }

    /// A job handed over returns at once: the caller's thread (a pool's) is free while the
    /// job waits for its turn or runs.
    func testHandingOverAJobHoldsUpNoThread() {
        let worker = BackgroundWorker(name: "test worker")
        let release = DispatchSemaphore(value: 0)
        let ran = DispatchSemaphore(value: 0)
        let handed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            worker.run { release.wait() }
            worker.run { ran.signal() }
            handed.signal()
        }
        XCTAssertEqual(handed.wait(timeout: .now() + 10), .success, "both handed over while the first still waits")
        XCTAssertEqual(ran.wait(timeout: .now() + 0.2), .timedOut, "the second job waits for the first")
        release.signal()
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "then runs")
    }
}

/// What `body` gives on `worker`'s thread, waited for.
private func value<Value: Sendable>(on worker: BackgroundWorker, _ body: @escaping @Sendable () -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let box = Box<Value>()
    worker.run {
        box.value = body()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// A value written on one thread and read on another after a semaphore or the worker's turn.
private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

/// A count shared between threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult
    func add(_ amount: Int) -> Int {
        lock.withLock {
            count += amount
            return count
        }
    }
    func raise(to amount: Int) { lock.withLock { count = max(count, amount) } }
}
