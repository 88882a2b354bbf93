import Adaptive
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The main menu (F10): New Window, the app's colors, View as Grid, Open on Flickr, More by This Photographer, Follow
/// Photographer, Add Source, Slideshow, Save As,
/// Export and Import Favourites, Preferences, Help and About.
final class MainMenuTests: WindowTestCase {
    nonisolated func testTheMainMenuOffersNewWindowTheColorsPreferencesAndAbout() throws {
        try onMain {
            try open(width: 1000)
            let button = controller.header.menuButton
            XCTAssertEqual(
                button.menu.sections.map { $0.map(\.title) },
                [
                    ["New Window"], ["Follow System", "Light", "Dark"],
                    ["View as Grid", "Open on Flickr", "More by This Photographer", "Follow Photographer", "Add Source…", "Slideshow", "Save As…", "Refresh"],
                    ["Export Favourites…", "Import Favourites…"], ["Preferences", "Keyboard Shortcuts", "Help", "About Photomania"]
                ])
            XCTAssertEqual(
                button.menu.sections.map { $0.map(\.action) },
                [
                    ["app.new-window"], ["app.color-scheme::default", "app.color-scheme::light", "app.color-scheme::dark"],
                    [
                        "win.view-as-grid", "win.open-on-flickr", "win.photographer-page", "win.follow-photographer", "win.add-source", "win.slideshow",
                        "win.save-as",
                        "win.refresh"
                    ],
                    ["win.export-favourites", "win.import-favourites"], ["win.preferences", "win.shortcuts", "win.help", "win.about"]
                ])
            XCTAssertEqual(button.accessibleLabel, "Main Menu")
            XCTAssertEqual(button.tooltip, "Main Menu (F10)")
            XCTAssertNotEqual(gtk_menu_button_get_primary(OpaquePointer(button.pointer)), 0, "F10 opens it")
            XCTAssertNil(gtk_menu_button_get_popover(OpaquePointer(button.pointer)), "its widgets are made when it first opens, not with the window")
            try click(button.widget, in: controller.window) // as a person opens it (a popover needs a click on Wayland)
            try waitUntil("the menu opens") { button.isOpen }
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button.pointer)))
            XCTAssertEqual(gtk_popover_menu_get_menu_model(OpaquePointer(popover)).map(UnsafeMutableRawPointer.init), button.menu.pointer)
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
            defer {
                withExtendedLifetime(following) {}
                g_action_map_remove_action(OpaquePointer(application.pointer), AppSettings.colorSchemeKey) // the app's, added for the test
            }
            try open(width: 1000)
            XCTAssertFalse(desktop.prefersDark, "the desktop here prefers light")
            g_action_group_activate_action(OpaquePointer(application.pointer), AppSettings.colorSchemeKey, g_variant_new_string("dark"))
            try waitUntil("drawn dark") { desktop.prefersDark }
            XCTAssertEqual(desktop.colorScheme, .dark)
            try waitUntil("the window's traits are dark") { controller.split.traitCollection?.interfaceStyle == .dark }
            Settings.sync()
            XCTAssertEqual(AppSettings.open(configDirectory: config, dataDirectory: data)?.colorScheme, .dark, "remembered")
            g_action_group_activate_action(OpaquePointer(application.pointer), AppSettings.colorSchemeKey, g_variant_new_string("default"))
            try waitUntil("the desktop's colors again") { !desktop.prefersDark && controller.split.traitCollection?.interfaceStyle == .light }
        }
    }

    /// The shortcuts window lists every accelerator the window's actions install, as they are
    /// installed, and each line it lists is a real one.
    nonisolated func testTheShortcutsWindowListsWhatIsInstalled() throws {
        try onMain {
            try open(width: 1000)
            let listed = KeyboardShortcuts.groups.flatMap(\.shortcuts)
            for action in WindowAction.allCases where !action.accelerators.isEmpty {
                // The photo's own keys (Left, Right, Ctrl+C) act on the photo alone, not window-wide:
                // PhotoViewingTests presses them.
                let installed = installedAccelerators(for: action.detailedName)
                XCTAssertEqual(installed, action.isPhotoKey ? [] : action.accelerators, "\(action) as installed")
                XCTAssertTrue(listed.contains(.init(action.title, accelerators: action.accelerators)), "\(action.title) listed")
            }
            controller.perform(.shortcuts)
            let window = try XCTUnwrap(controller.dialogs.shortcuts)
            try waitUntil("the shortcuts are shown") { window.isMapped }
            let shown = shortcutLines(in: window.widget)
            // The window keeps a copy of each line for its search results.
            XCTAssertTrue(
                shown.allSatisfy { line in listed.contains { $0.title == line.title && $0.accelerators.joined(separator: " ") == line.accelerator } },
                "nothing shown that is not listed")
            for shortcut in listed {
                XCTAssertTrue(
                    shown.contains { $0.title == shortcut.title && $0.accelerator == shortcut.accelerators.joined(separator: " ") },
                    "\(shortcut.title) shown")
                for accelerator in shortcut.accelerators {
                    var key: guint = 0
                    var modifiers = GdkModifierType(rawValue: 0)
                    XCTAssertNotEqual(gtk_accelerator_parse(accelerator, &key, &modifiers), 0, "\(accelerator) is a real accelerator")
                }
            }
            gtk_window_close(window.pointer.assumingMemoryBound(to: GtkWindow.self))
            try waitUntil("closed") { controller.dialogs.shortcuts == nil }
        }
    }

    private func installedAccelerators(for action: String) -> [String] {
        guard let accelerators = gtk_application_get_accels_for_action(try! application().application, action) else { return [] }
        defer { g_strfreev(accelerators) }
        return (0...).lazy.map { accelerators[$0] }.prefix { $0 != nil }.map { String(cString: $0!) }
    }

    /// The title and accelerator of every GtkShortcutsShortcut under `widget`.
    private func shortcutLines(in widget: UnsafeMutablePointer<GtkWidget>) -> [(title: String, accelerator: String)] {
        var lines: [(title: String, accelerator: String)] = []
        if String(cString: pm_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkShortcutsShortcut" {
            lines.append((propertyString(widget, "title"), propertyString(widget, "accelerator")))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            lines += shortcutLines(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return lines
    }

    private func propertyString(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        takeString(pm_object_get_string(UnsafeMutableRawPointer(widget), name)) ?? ""
    }

    /// F1 hands the user's guide to the desktop's help browser, as `help:photomania`.
    nonisolated func testF1OpensTheUsersGuideInTheHelpBrowser() throws {
        try onMain {
            try open(width: 1000)
            let yelp = try URIRecorder(scheme: "help")
            defer { yelp.remove() }
            try click(controller.header.title.widget, in: controller.window) // the keys go to this window
            try press("F1", in: controller.window)
            try waitUntil("the help browser is asked for the guide") { yelp.opened == ["help:photomania"] }
            XCTAssertNil(controller.messages.bannerMessage, "nothing to say")
        }
    }

    /// About names the app and its version, and carries the library versions a bug report needs.
    nonisolated func testAboutShowsTheVersionsABugReportNeeds() throws {
        try onMain {
            try open(width: 1000)
            controller.perform(.about)
            let about = try XCTUnwrap(controller.dialogs.about)
            try waitUntil("About is shown") { about.isMapped }
            let info = about.debugInfo
            for expected in ["Photomania \(AppInfo.version)", "GTK 4.8.", "libadwaita 1.2.", "libcurl/", "SQLite 3."] {
                XCTAssertTrue(info.contains(expected), "\(expected) in \(info)")
            }
            XCTAssertEqual(about.license, .mitX11, "the license of the LICENSE file")
            about.close()
            try waitUntil("About is gone") { controller.dialogs.about == nil }
        }
    }
}
