import CGtk
import GtkKit
import TestSupport
import XCTest

/// A content over a bar along its foot: the bar takes its height, the content the rest, and
/// a content that grows taller as it widens is measured only at the width it is given.
final class ToolbarViewTests: GtkTestCase {
    /// The widget's top and height in the window.
    @MainActor private func vertical(_ widget: Widget, in window: Window) -> (y: Double, height: Double) {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget.widget, window.widget, &bounds)
        return (Double(bounds.origin.y), Double(bounds.size.height))
    }

    nonisolated func testTheBarTakesItsHeightAtTheFootAndTheContentTheRest() throws {
        try onMain {
            let content = Label("Content")
            let view = ToolbarView(content: content)
            let bar = Box(.horizontal)
            bar.append(Button(label: "Action"))
            view.setBottomBar(bar)
            let window = Window(application: try application())
            window.setChild(view)
            window.defaultSize = (400, 300)
            window.present()
            try waitUntil("laid out") { view.height > 0 && vertical(bar, in: window).height > 0 }
            let barHeight = vertical(bar, in: window).height
            XCTAssertEqual(vertical(bar, in: window).y - vertical(view, in: window).y, Double(view.height) - barHeight, "the bar along the foot")
            XCTAssertEqual(vertical(content, in: window).y, vertical(view, in: window).y, "the content over it")
            XCTAssertEqual(vertical(content, in: window).height, Double(view.height) - barHeight, "the content takes the rest")
            bar.isVisible = false
            try waitUntil("the content takes the whole height without the bar") { content.height == view.height }
            window.destroy()
        }
    }

    nonisolated func testAContentTallerWhenWiderIsMeasuredOnlyAtTheWidthGiven() {
        onMain {
            // As tall as it is wide, 100 px at least, though it says 50 measured at no width: a
            // column of square cells whose minimum GTK asks for before the width is known.
            let square = Box(.vertical)
            gtk_widget_set_layout_manager(
                square.widget,
                gtk_custom_layout_new(
                    { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
                    { _, orientation, forSize, minimum, natural, _, _ in
                        let size = orientation == GTK_ORIENTATION_HORIZONTAL ? 100 : forSize < 0 ? 50 : max(forSize, 100)
                        minimum?.pointee = size
                        natural?.pointee = size
                    }, { _, _, _, _ in }))
            let view = ToolbarView(content: square)
            let bar = Label("Bar")
            view.setBottomBar(bar)
            func minimum(_ widget: Widget, _ orientation: GtkOrientation, at size: Int32) -> Int32 {
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_measure(widget.widget, orientation, size, &minimum, &natural, nil, nil)
                return minimum
            }
            let barHeight = minimum(bar, GTK_ORIENTATION_VERTICAL, at: -1)
            XCTAssertEqual(minimum(view, GTK_ORIENTATION_VERTICAL, at: 200), 200 + barHeight, "the content's height at 200 px wide, and the bar's")
            // Too short for the content at any width: a vertical GtkBox tries widths up to a
            // million pixels and warns (a critical, fatal in tests) that the minimum does not hold.
            XCTAssertEqual(minimum(view, GTK_ORIENTATION_HORIZONTAL, at: 50 + barHeight + 10), 100, "the content's minimum width")
        }
    }
}
