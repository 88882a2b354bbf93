import XCTest

/// A test case for main-actor types: controllers, widgets, the router.
///
/// Corelibs XCTest runs every test synchronously on the main thread, but it cannot call a
/// test method isolated to the main actor (its test list casts each method to a plain
/// function, and that cast fails). So tests here are declared `nonisolated` and run their
/// body through `onMain`, which states what is already true: this is the main thread, so
/// the main actor. Async tests would not do: their task holds the main queue, which the GLib
/// main loop the tests iterate also has to drain.
@MainActor
open class MainActorTestCase: XCTestCase {
    /// Runs `body` on the main actor, where XCTest already is.
    public nonisolated func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }
}
