import CGtk
import GtkKit
import TestSupport
import XCTest

/// A list row is rebound often with what it already shows: setting a property to the value it
/// has does no work in GTK (no new icon image, no change announced to assistive technologies).
final class UnchangedPropertyTests: GtkTestCase {
    nonisolated func testSettingWhatAWidgetAlreadyShowsChangesNothing() {
        onMain {
            let button = Button(iconName: "pan-end-symbolic", accessibleLabel: "Show Thumbnails", tooltip: "Show thumbnails (Right)")
            let image = Object(owning: g_object_ref(gtk_button_get_child(button.pointer.assumingMemoryBound(to: GtkButton.self)))!)
            var imageChanges = 0
            image.onNotify("icon-name") { imageChanges += 1 }
            button.setIconName("pan-end-symbolic")
            button.tooltip = "Show thumbnails (Right)"
            XCTAssertEqual(imageChanges, 0, "the icon is not loaded again")
            button.setIconName("pan-down-symbolic")
            button.tooltip = "Hide thumbnails (Left)"
            XCTAssertEqual(string(gtk_button_get_icon_name(button.pointer.assumingMemoryBound(to: GtkButton.self))), "pan-down-symbolic")
            XCTAssertEqual(button.tooltip, "Hide thumbnails (Left)")
        }
    }
}
