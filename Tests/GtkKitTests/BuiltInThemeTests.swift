import CGtk
@testable import GtkKit
import TestFixtures
import TestSupport
import XCTest

/// GTK is asked for libadwaita's empty theme until the display opens, and only then: after
/// it, libadwaita sees no `GTK_THEME` and styles the app; a theme the user chose stays theirs.
final class BuiltInThemeTests: GtkTestCase {
    private var theme: String? { g_getenv("GTK_THEME").map { String(cString: $0) } }

    nonisolated func testTheEmptyThemeIsAskedForUntilTheDisplayOpensAndNotAfter() {
        onMain {
            XCTAssertNil(theme, "the tests run with no theme of their own")
            BuiltInTheme.skipWhenLibadwaitaReplacesIt()
            XCTAssertEqual(theme, BuiltInTheme.replacement, "asked for while the display's settings are made")
            let manager = UnsafeMutableRawPointer(gdk_display_manager_get()!)
            pm_signal_emit_pointer(manager, "display-opened", UnsafeMutableRawPointer(gdk_display_get_default()))
            XCTAssertNil(theme, "gone once the display is open, before libadwaita looks")
            g_setenv("GTK_THEME", "HighContrast", 1)
            pm_signal_emit_pointer(manager, "display-opened", UnsafeMutableRawPointer(gdk_display_get_default()))
            XCTAssertEqual(theme, "HighContrast", "the handler went with the first display")
            g_unsetenv("GTK_THEME")
        }
    }

    nonisolated func testAThemeTheUserChoseIsLeftAlone() {
        onMain {
            g_setenv("GTK_THEME", "HighContrast", 1)
            defer { g_unsetenv("GTK_THEME") }
            BuiltInTheme.skipWhenLibadwaitaReplacesIt()
            XCTAssertEqual(theme, "HighContrast")
            pm_signal_emit_pointer(UnsafeMutableRawPointer(gdk_display_manager_get()!), "display-opened", UnsafeMutableRawPointer(gdk_display_get_default()))
            XCTAssertEqual(theme, "HighContrast", "not unset: it was never the app's")
        }
    }
}
