import Adaptive
import CGtk
import Foundation
import GtkKit
import PhotoFeed
@testable import PhotomaniaUI
import TestFixtures
import TestSupport
import XCTest

/// The main menu (F10): the app's colors, Preferences and About.
final class MainMenuTests: WindowTestCase {
    nonisolated func testTheMainMenuOffersTheColorsPreferencesAndAbout() throws {
        try onMain {
            try open(width: 1000)
            let button = controller.header.menuButton
            XCTAssertEqual(button.menu.sections.map { $0.map(\.title) }, [["Follow System", "Light", "Dark"], ["Preferences", "About Photomania"]])
            XCTAssertEqual(button.menu.sections.map { $0.map(\.action) },
                           [["app.color-scheme::default", "app.color-scheme::light", "app.color-scheme::dark"], ["win.preferences", "win.about"]])
            XCTAssertEqual(button.accessibleLabel, "Main Menu")
            XCTAssertEqual(button.tooltip, "Main Menu (F10)")
            XCTAssertNotEqual(gtk_menu_button_get_primary(OpaquePointer(button.pointer)), 0, "F10 opens it")
            button.isOpen = true
            waitUntil("the menu opens") { button.isOpen }
            button.isOpen = false
        }
    }

    /// Dark chosen in the menu draws the app dark at once, reaches the traits, and is there on
    /// the next launch; Follow System gives the desktop's colors back.
    nonisolated func testChoosingDarkDrawsTheAppDarkAndIsRemembered() throws {
        try onMain {
            let config = try Fixtures.temporaryDirectory()
            let data = Fixtures.repository.appendingPathComponent("data")
            let settings = try XCTUnwrap(AppSettings.open(configDirectory: config, dataDirectory: data))
            let application = try application()
            let desktop = try XCTUnwrap(DesktopSettings.current())
            defer { desktop.colorScheme = .followSystem }
            let following = try XCTUnwrap(settings.applyColorScheme(to: application))
            defer { withExtendedLifetime(following) {} }
            try open(width: 1000)
            XCTAssertFalse(desktop.prefersDark, "the desktop here prefers light")
            g_action_group_activate_action(OpaquePointer(application.pointer), AppSettings.colorSchemeKey, g_variant_new_string("dark"))
            waitUntil("drawn dark") { desktop.prefersDark }
            XCTAssertEqual(desktop.colorScheme, .dark)
            waitUntil("the window's traits are dark") { controller.split.traitCollection?.interfaceStyle == .dark }
            Settings.sync()
            XCTAssertEqual(AppSettings.open(configDirectory: config, dataDirectory: data)?.colorScheme, .dark, "remembered")
            g_action_group_activate_action(OpaquePointer(application.pointer), AppSettings.colorSchemeKey, g_variant_new_string("default"))
            waitUntil("the desktop's colors again") { !desktop.prefersDark && controller.split.traitCollection?.interfaceStyle == .light }
        }
    }

    /// About names the app and its version, and carries the library versions a bug report needs.
    nonisolated func testAboutShowsTheVersionsABugReportNeeds() throws {
        try onMain {
            try open(width: 1000)
            controller.perform(.about)
            let about = try XCTUnwrap(controller.about)
            waitUntil("About is shown") { about.isMapped }
            let info = about.debugInfo
            for expected in ["Photomania 0.1.0", "GTK 4.8.", "libadwaita 1.2.", "libcurl/", "SQLite 3."] {
                XCTAssertTrue(info.contains(expected), "\(expected) in \(info)")
            }
            about.close()
            waitUntil("About is gone") { controller.about == nil }
        }
    }
}
