import CGtk
import GtkKit
import TestSupport
import XCTest

/// GTK 4.8 leaves a handler on the display's settings for every scroll pane realized; the
/// windows take it off.
final class ScrolledWindowSettingsFixTests: GtkTestCase {
    nonisolated func testScrollPanesLeaveNoHandlerOnTheDisplaysSettings() throws {
        try onMain {
            let settings = try XCTUnwrap(raw(gtk_settings_get_default()))
            let before = handlerCount(on: settings, ["notify"])
            for _ in 0..<10 {
                let window = Window(application: try application())
                let box = Box(.vertical)
                box.append(ScrolledWindow(Label("a pane of ours")))
                box.append(StatusView(iconName: nil, title: "a pane inside libadwaita's status page"))
                window.setChild(box)
                window.present()
                try waitUntil("the window is shown") { window.isMapped }
                window.destroy()
            }
            try waitUntilDrawn()
            XCTAssertEqual(handlerCount(on: settings, ["notify"]), before, "none is left behind")
        }
    }
}
