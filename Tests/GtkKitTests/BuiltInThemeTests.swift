import CGtk
import TestFixtures
import TestSupport
import XCTest

@testable import GtkKit

/// GTK is asked for libadwaita's empty theme until the display opens, and only then: after
/// it, libadwaita sees no `GTK_THEME` and styles the app; a theme the user chose stays theirs.
/// (The test process's display is open already: the tests settle it as its opening would.)
final class BuiltInThemeTests: GtkTestCase {
    private var theme: String? { g_getenv("GTK_THEME").map { String(cString: $0) } }

    nonisolated func testTheEmptyThemeIsAskedForUntilTheDisplayOpensAndNotAfter() {
        onMain {
            XCTAssertNil(theme, "the tests run with no theme of their own")
            BuiltInTheme.skipWhenLibadwaitaReplacesIt()
            XCTAssertEqual(theme, BuiltInTheme.replacement, "asked for while the display's settings are made")
            BuiltInTheme.settle(on: UnsafeMutableRawPointer(gdk_display_get_default()))
            XCTAssertNil(theme, "gone once the display is open, before libadwaita looks")
            XCTAssertNotNil(gtk_settings_get_default(), "the display's settings are made")
        }
    }

    nonisolated func testAThemeTheUserChoseIsLeftAlone() {
        onMain {
            g_setenv("GTK_THEME", "HighContrast", 1)
            defer { g_unsetenv("GTK_THEME") }
            BuiltInTheme.skipWhenLibadwaitaReplacesIt()
            XCTAssertEqual(theme, "HighContrast", "not replaced: it is the user's")
        }
    }
}
