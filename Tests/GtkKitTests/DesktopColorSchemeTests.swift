import CGtk
import Foundation
import GtkKit
import TestSupport
import XCTest

/// The app's style follows the desktop's light/dark preference live: the GNOME setting,
/// changed as Settings does (through dconf), reaches the app through the settings portal
/// (xdg-desktop-portal, started by the test session) and libadwaita's style manager.
final class DesktopColorSchemeTests: GtkTestCase {
    /// Sets the desktop's `color-scheme` as GNOME Settings does.
    private func setDesktopColorScheme(_ value: String) throws {
        let gsettings = Process()
        gsettings.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        gsettings.arguments = ["set", "org.gnome.desktop.interface", "color-scheme", value]
        gsettings.environment = ProcessInfo.processInfo.environment.merging(["GSETTINGS_BACKEND": "dconf"]) { $1 }
        try gsettings.run()
        gsettings.waitUntilExit()
        XCTAssertEqual(gsettings.terminationStatus, 0)
    }

    nonisolated func testTheStyleFollowsTheDesktopsPreferenceLive() throws {
        try onMain {
            let desktop = try XCTUnwrap(DesktopSettings.current())
            desktop.colorScheme = .followSystem
            defer { try? setDesktopColorScheme("default") }
            try setDesktopColorScheme("prefer-dark")
            try waitUntil("drawn dark as the desktop now prefers") { desktop.prefersDark }
            try setDesktopColorScheme("default")
            try waitUntil("light again") { !desktop.prefersDark }
        }
    }
}
