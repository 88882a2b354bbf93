import CGtk
import GtkKit
import TestSupport
import XCTest

/// Handlers on objects that outlive their owners go with the owner's token.
final class SignalConnectionsTests: GtkTestCase {
    nonisolated func testDesktopObserversAreDisconnectedWhenTheirTokenGoes() throws {
        try onMain {
            let desktop = try XCTUnwrap(DesktopSettings.current())
            let before = desktop.prefersDark
            var calls = 0
            var connections: [SignalConnection]? = desktop.observe { calls += 1 }
            desktop.setPrefersDark(!before)
            XCTAssertGreaterThan(calls, 0, "observed while the token is kept")
            let observed = calls
            connections = nil
            desktop.setPrefersDark(before)
            XCTAssertEqual(calls, observed, "not called once the token went")
            withExtendedLifetime(connections) {}
        }
    }
}
