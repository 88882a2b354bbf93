import CGtk
import Foundation
import GtkKit
import TestSupport
import XCTest

final class MainLoopTests: GtkTestCase {
    /// Set on the main actor and read there by `waitUntil`.
    @MainActor private final class Flag { var isSet = false }

    nonisolated func testDispatchMainQueueRunsFromTheGLibLoop() throws {
        try onMain {
            let flag = Flag()
            DispatchQueue.global().async { DispatchQueue.main.async { flag.isSet = Thread.isMainThread } }
            try waitUntil("the main queue block ran on the main thread") { flag.isSet }
        }
    }

    nonisolated func testMainActorTasksRunFromTheGLibLoop() throws {
        try onMain {
            let flag = Flag()
            Task { @MainActor in flag.isSet = Thread.isMainThread }
            try waitUntil("the main-actor task ran") { flag.isSet }
        }
    }

    nonisolated func testIdleAndTimeoutCallbacksRunOnce() throws {
        try onMain {
            var idles = 0
            var timeouts = 0
            MainLoop.idle { idles += 1 }
            MainLoop.after(milliseconds: 20) { timeouts += 1 }
            try waitUntil("both ran") { idles == 1 && timeouts == 1 }
            var later = false
            MainLoop.after(milliseconds: 60) { later = true }
            try waitUntil("a timeout due after a second run of both") { later }
            XCTAssertEqual(idles, 1)
            XCTAssertEqual(timeouts, 1)
        }
    }

    /// A `Timeout` kept runs once; one cancelled, or released, never runs; one set anew restarts.
    nonisolated func testATimeoutRunsOnceUnlessCalledOffOrReleased() throws {
        try onMain {
            var ran: [String] = []
            let kept = Timeout(milliseconds: 10) { ran.append("kept") }
            let cancelled = Timeout(milliseconds: 10) { ran.append("cancelled") }
            var released: Timeout? = Timeout(milliseconds: 10) { ran.append("released") }
            var restarted = Timeout(milliseconds: 10) { ran.append("first") }
            restarted = Timeout(milliseconds: 10) { ran.append("restarted") }
            cancelled.cancel()
            released = nil
            XCTAssertTrue(kept.isPending)
            XCTAssertFalse(cancelled.isPending)
            try waitForTimers(dueWithin: 20)
            XCTAssertEqual(ran.sorted(), ["kept", "restarted"])
            XCTAssertFalse(kept.isPending, "it ran")
            kept.cancel() // after it ran: nothing
            withExtendedLifetime((kept, released, restarted)) {}
        }
    }
}
