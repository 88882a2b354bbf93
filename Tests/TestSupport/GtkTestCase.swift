import CGtk
import GtkKit
import TestFixtures
import XCTest

/// A test case that needs a real display (Xvfb, then weston, in the test command) and the GLib main loop,
/// on the main actor like the widgets and controllers it drives (see `MainActorTestCase`).
@MainActor
open class GtkTestCase: MainActorTestCase {
    private static let initialized: Bool = {
        guard gtk_init_check() != 0 else { return false }
        MainLoop.installDispatchBridge()
        return true
    }()

    private static var registeredApplication: Application?

    /// The window the test shows, when it keeps it here: destroyed after the test.
    public var window: Window?

    /// What the test found shared, to compare with what it leaves.
    private var sharedBefore: SharedApplicationState?

    /// One registered application for the whole test process, for windows to belong to.
    public func application() throws -> Application {
        if let application = Self.registeredApplication { return application }
        let application = Application(id: "io.github.photomania.Tests", flags: .nonUnique)
        try application.register()
        GtkTestCase.registeredApplication = application
        return application
    }

    open nonisolated override func setUpWithError() throws {
        try super.setUpWithError()
        nonisolated(unsafe) let test = self // as in tearDown
        try onMain {
            guard GtkTestCase.initialized else {
                XCTFail("GTK could not open a display; run the tests through scripts/test.sh (Xvfb, then weston)")
                throw XCTSkip("no display")
            }
            test.sharedBefore = SharedApplicationState(of: GtkTestCase.registeredApplication)
        }
    }

    open nonisolated override func tearDown() {
        // XCTest runs a test case on the main thread only, so the main actor shares it with
        // nobody. (Region checking accepts this capture in the test targets but not here, in a
        // library target, so it is said explicitly.)
        nonisolated(unsafe) let test = self
        onMain {
            test.window?.destroy()
            test.window = nil
            try? test.waitUntilDrawn()
            test.checkNothingIsLeft()
        }
        super.tearDown()
    }

    /// Fails the test if it left a window, or an action or shortcut on the shared application,
    /// naming each, and takes them away so that the tests after it start as it did.
    private func checkNothingIsLeft() {
        guard let before = sharedBefore else { return }
        let after = SharedApplicationState(of: GtkTestCase.registeredApplication)
        let left = after.leftovers(since: before)
        guard !left.isEmpty else { return }
        XCTFail("the test left behind \(left.joined(separator: "; ")): a test closes what it opens")
        after.restore(before, on: GtkTestCase.registeredApplication)
        try? waitUntilDrawn()
    }

    /// Runs the main loop until a timeout due `milliseconds` from now has run, and with it every
    /// one due sooner (GLib runs them in the order they fall due): for a test of time itself, that
    /// what a timer was called off from doing stays undone. Anything else waits for a fact.
    public func waitForTimers(dueWithin milliseconds: UInt32, file: StaticString = #filePath, line: UInt = #line) throws {
        var due = false
        MainLoop.after(milliseconds: milliseconds) { due = true }
        try waitUntil("a timeout due in \(milliseconds) ms has run", file: file, line: line) { due }
    }

    /// How long a list of a thousand rows may take to have them all: 2.5 s in a debug build,
    /// several times that under ThreadSanitizer beside AddressSanitizer (more than the default
    /// 10 s of `waitUntil` in CI).
    public static let longListTimeout: TimeInterval = 45

    /// Iterates the main loop until `condition` holds; fails the test after `timeout` and ends
    /// it there: what follows a wait counts on it (a page, a texture, a clipboard's content)
    /// and would otherwise trap, taking every later test with it. `found`, when given, says
    /// what was there instead, in the failure.
    public func waitUntil(
        _ description: String, timeout: TimeInterval = 10, found: (() -> String)? = nil,
        file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
    ) throws {
        if !MainLoop.iterate(until: condition, timeout: timeout) {
            XCTFail("timed out waiting until \(description)" + (found.map { "; found \($0())" } ?? ""), file: file, line: line)
            throw TimedOut(description: description)
        }
    }
}

/// A wait that ran out: already reported where it was waited for; thrown to end the test.
public struct TimedOut: Error, CustomStringConvertible {
    public let description: String
}
