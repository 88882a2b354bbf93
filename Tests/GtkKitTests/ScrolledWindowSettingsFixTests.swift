import CGtk
import GtkKit
import TestSupport
import XCTest

/// GTK 4.8 leaves a handler on the display's settings for every scroll pane realized; the
/// windows take it off.
final class ScrolledWindowSettingsFixTests: GtkTestCase {
    /// The scroll panes in `widget` and below it.
    @MainActor private func scrollPanes(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var panes = isInstance(widget, of: gtk_scrolled_window_get_type()) ? [widget] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            panes += scrollPanes(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return panes
    }

    /// The handlers on the display's settings that a pane left, counted by the pane they name:
    /// the panes are kept alive (by the widgets that hold them), so no other object can have
    /// their address, and a handler another part of GTK keeps on the settings does not count.
    nonisolated func testScrollPanesLeaveNoHandlerOnTheDisplaysSettings() throws {
        try onMain {
            let settings = try XCTUnwrap(raw(gtk_settings_get_default()))
            var kept: [Widget] = []
            var panes: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<10 {
                let window = Window(application: try application())
                let box = Box(.vertical)
                let status = StatusView(iconName: nil, title: "a pane inside libadwaita's status page")
                box.append(ScrolledWindow(Label("a pane of ours")))
                box.append(status)
                window.setChild(box)
                window.present()
                try waitUntil("the window is shown") { window.isMapped }
                panes += scrollPanes(in: box.widget)
                kept.append(box)
                window.destroy()
            }
            try waitUntilDrawn()
            XCTAssertEqual(panes.count, 20, "our pane and the status page's, in each window")
            let left = panes.filter { g_signal_handler_find(settings, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, $0) != 0 }
            XCTAssertEqual(left.count, 0, "none is left behind")
            withExtendedLifetime(kept) {}
        }
    }
}
