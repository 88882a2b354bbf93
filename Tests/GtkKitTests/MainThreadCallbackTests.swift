import TestFixtures
import XCTest

/// GTK calls back on the main thread only; a callback entered from another thread (a signal
/// emitted there, a main context iterated there) must stop the process at GtkKit's trampoline,
/// before any handler touches the UI from the wrong thread.
final class MainThreadCallbackTests: XCTestCase {
    func testACallbackOnTheMainThreadRunsItsHandler() throws {
        let helper = try HelperProcess("off-main-callback", arguments: ["main"])
        let (output, errors) = helper.finish()
        XCTAssertEqual(helper.process.terminationReason, .exit, errors)
        XCTAssertEqual(helper.process.terminationStatus, 0, errors)
        XCTAssertEqual(output, "handled\n")
    }

    func testACallbackFromAnotherThreadStopsTheProcessBeforeItsHandler() throws {
        let helper = try HelperProcess("off-main-callback", arguments: ["background"])
        let (output, errors) = helper.finish()
        XCTAssertEqual(helper.process.terminationReason, .uncaughtSignal, "exit status \(helper.process.terminationStatus)")
        XCTAssertEqual(output, "", "the handler never ran")
        XCTAssertTrue(errors.contains("a GTK callback arrived off the main thread"), errors)
    }
}
