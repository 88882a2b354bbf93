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
}
