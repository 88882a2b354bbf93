import CCurl
import Foundation
import TestFixtures
import XCTest

@testable import PhotoFeed

/// Stopping the engine in any state: every transfer, running, waiting, finishing or started
/// too late, ends exactly once, and nothing touches the freed multi handle (run under TSan
/// and ASan in CI).
final class TransferEngineTests: XCTestCase {
    /// Written on the transfer thread, read by the test: under `condition`, which each end signals.
    private final class Ends: @unchecked Sendable {
        private let condition = NSCondition()
        private var counts: [Int: Int] = [:]
        func record(_ id: Int) {
            condition.withLock { counts[id, default: 0] += 1 }
            condition.broadcast()
        }
        /// The ends so far, once `count` transfers have ended (or after 10 s, a ceiling).
        func snapshot(once count: Int) -> [Int: Int] {
            condition.withLock {
                let deadline = Date().addingTimeInterval(10)
                while counts.count < count, condition.wait(until: deadline) {}
                return counts
            }
        }
    }

    private func transfer(_ url: URL, id: Int, ends: Ends) -> Transfer {
        XCTAssertNil(pm_curl_load(), "libcurl loads")
        let easy = pm_curl_easy_init()!
        pm_curl_set_string(easy, CURLOPT_URL, url.absoluteString)
        pm_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        pm_curl_set_long(easy, CURLOPT_TIMEOUT, 30)
        return Transfer(easy: easy, limit: 1 << 20, task: HTTPTask()) { _, _, _ in ends.record(id) }
    }

    func testStoppingInAnyStateEndsEveryTransferOnce() throws {
        let root = try Fixtures.temporaryDirectory()
        try Data("ok".utf8).write(to: root.appendingPathComponent("ok"))
        let server = try LoopbackServer(root: root)
        let paths = ["ok", "delay/50/ok", "stall", "status/404", "delay/5/ok", "stall"]
        var generator = SeededGenerator("testStoppingInAnyStateEndsEveryTransferOnce")
        for round in 0..<40 {
            let engine = TransferEngine(maxActive: 2)
            let ends = Ends()
            for (id, path) in paths.enumerated() { engine.start(transfer(server.url(path), id: id, ends: ends)) }
            usleep(UInt32.random(in: 0...30_000, using: &generator))
            engine.stop()
            engine.start(transfer(server.url("status/200"), id: paths.count, ends: ends))
            engine.stop()
            XCTAssertEqual(ends.snapshot(once: paths.count + 1), Dictionary(uniqueKeysWithValues: (0...paths.count).map { ($0, 1) }), "round \(round)")
        }
        withExtendedLifetime(server) {}
    }
}
