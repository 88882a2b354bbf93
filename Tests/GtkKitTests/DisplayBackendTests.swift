import CGtk
import Foundation
import TestSupport
import XCTest

/// The suite runs on the display server the test command asked for: the Wayland run is on
/// Wayland, never quietly on an X display, and the other on X11.
final class DisplayBackendTests: GtkTestCase {
    nonisolated func testTheDisplayIsTheOneTheTestCommandChose() {
        onMain {
            let display = gdk_display_get_default()
            let type = String(cString: g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(display)))
            let expected = ProcessInfo.processInfo.environment["GDK_BACKEND"] == "wayland" ? "GdkWaylandDisplay" : "GdkX11Display"
            XCTAssertEqual(type, expected)
        }
    }
}
