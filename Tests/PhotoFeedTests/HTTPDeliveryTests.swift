import Foundation
import PhotoFeed
import TestFixtures
import XCTest

/// What `HTTPClient.fetch` delivers to the main actor: every completion there, each released
/// there whether it ran or its task was cancelled, and no more transfers at once than allowed.
final class HTTPDeliveryTests: MainActorTestCase {
    /// A loopback server of one file, `hello.txt`, and a client of it allowing `transfers` at once.
    private func serving(transfers: Int = 4) throws -> (LoopbackServer, HTTPClient) {
        let root = try Fixtures.temporaryDirectory()
        try Data("hello from loopback".utf8).write(to: root.appendingPathComponent("hello.txt"))
        var options = HTTPClient.Options(userAgent: "PhotomaniaTests/1")
        options.maxConcurrentTransfers = transfers
        return (try LoopbackServer(root: root), HTTPClient(options: options))
    }

    /// Runs the main queue until `condition` holds, or 10 s have passed (the test then fails).
    private func runMain(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition(), Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
    }

    nonisolated func testCompletionsAreReleasedOnTheMainThreadDeliveredOrCancelled() throws {
        try onMain {
            let (server, client) = try serving()
            for cancel in [false, true] {
                var releasedOnMain: Bool?
                var delivered = false
                do {
                    let witness = ReleaseWitness { releasedOnMain = $0 }
                    let task = client.fetch(server.url("delay/50/hello.txt"), decode: { $0 }) { _ in
                        withExtendedLifetime(witness) { delivered = true }
                    }
                    if cancel { task.cancel() }
                }
                runMain { releasedOnMain != nil }
                XCTAssertEqual(releasedOnMain, true, cancel ? "cancelled" : "delivered")
                XCTAssertEqual(delivered, !cancel)
            }
        }
    }

    nonisolated func testNoMoreTransfersRunAtOnceThanTheLimit() throws {
        try onMain {
            let (server, limited) = try serving(transfers: 2)
            var answers: [Int] = []
            for _ in 0..<6 {
                limited.fetch(server.url("concurrent"), decode: { Int(String(decoding: $0, as: UTF8.self)) ?? -1 }) { result in
                    answers.append((try? result.get()) ?? -1)
                }
            }
            runMain { answers.count == 6 }
            XCTAssertEqual(answers.count, 6)
            XCTAssertEqual(answers.max(), 2, "the server never held more than two of our requests at once")
        }
    }

    nonisolated func testConcurrentFetchesAllArriveOnTheMainQueue() throws {
        try onMain {
            let (server, client) = try serving()
            var results: [Int: Data] = [:]
            for index in 0..<20 {
                client.fetch(server.url("hello.txt"), decode: { $0 }) { result in
                    XCTAssertTrue(Thread.isMainThread)
                    results[index] = try? result.get()
                }
            }
            runMain { results.count == 20 }
            XCTAssertEqual(results.count, 20)
            XCTAssertTrue(results.values.allSatisfy { $0 == Data("hello from loopback".utf8) })
        }
    }
}
