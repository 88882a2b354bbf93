import CMalloc
import Foundation
import PhotoFeed
import Synchronization
import XCTest

final class HeapTrimmerTests: XCTestCase {
    /// Resident memory of this process in bytes.
    private func residentBytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// How many times the trimmer under test has trimmed.
    private final class TrimCount: Sendable {
        private let count = Atomic(0)
        var value: Int { count.load(ordering: .relaxed) }
        func add() { count.add(1, ordering: .relaxed) }
    }

    /// The checks the trimmer asked to run after its quiet time, run when the test says the
    /// time has passed: the trimmer's clock, moved by hand.
    private final class Delayed: Sendable {
        private let work = Mutex<[@Sendable () -> Void]>([])
        var count: Int { work.withLock { $0.count } }
        func add(_ check: @escaping @Sendable () -> Void) { work.withLock { $0.append(check) } }
        /// Runs every check asked for so far, in the order asked.
        func elapse() {
            let due = work.withLock { checks in
                defer { checks = [] }
                return checks
            }
            due.forEach { $0() }
        }
    }

    private let trims = TrimCount()
    private let delayed = Delayed()

    /// A trimmer whose `trim` counts, then trims as the app's does, on the test's clock.
    private func countingTrimmer() -> HeapTrimmer {
        HeapTrimmer(
            quiet: .seconds(1),
            trim: { [trims] in
                trims.add()
                malloc_trim(0)
            },
            after: { [delayed] _, check in delayed.add(check) })
    }

    /// Freed small blocks between live ones stay resident until the heap is trimmed; the trim
    /// gives their pages back.
    func testFreedPagesAreGivenBackOnceQuiet() {
        let trimmer = countingTrimmer()
        let blocks = (0..<40_960).map { _ in
            let block = UnsafeMutableRawPointer.allocate(byteCount: 2048, alignment: 16)
            block.initializeMemory(as: UInt8.self, repeating: 1, count: 2048)
            return block
        }
        // One block in 64 stays, so no run of freed memory reaches the top of the heap.
        for (index, block) in blocks.enumerated() where index % 64 != 63 { block.deallocate() }
        let beforeTrim = residentBytes()
        trimmer.burstEnded()
        XCTAssertEqual(trims.value, 0, "not before the quiet time")
        delayed.elapse()
        XCTAssertEqual(trims.value, 1)
        // Under a sanitizer its own allocator holds the memory and glibc has nothing to give back.
        let glibcAllocates =
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil
            && dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") == nil
        if glibcAllocates {
            XCTAssertGreaterThan(beforeTrim - residentBytes(), 40_000_000, "most of the 80 MB freed went back to the system")
        }
        for (index, block) in blocks.enumerated() where index % 64 == 63 { block.deallocate() }
    }

    /// Bursts close together end in one trim, after the last of them.
    func testBurstsCloseTogetherTrimOnce() {
        let trimmer = countingTrimmer()
        for _ in 0..<3 { trimmer.burstEnded() }
        XCTAssertEqual(delayed.count, 3, "each burst asks to look again after the quiet time")
        XCTAssertEqual(trims.value, 0, "not before the quiet time")
        delayed.elapse()
        XCTAssertEqual(trims.value, 1, "the quiet time after the last burst trims; the earlier ones see it")
        trimmer.burstEnded()
        delayed.elapse()
        XCTAssertEqual(trims.value, 2, "a burst after the trim trims again")
    }
}
