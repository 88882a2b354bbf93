import CGtk
import GtkKit
import TestSupport
import XCTest

/// A tooltip as a person meets it: the real pointer left over a button under Xvfb or Weston.
/// GTK asks for the text when it shows it; a tooltip set anywhere else leaves the one on
/// screen alone (GTK's own setter asked the display where the pointer was, a round trip to an
/// X server, and hid the tooltip shown).
final class TooltipTests: GtkTestCase {
    private var target: Button!
    private var other: Button!

    nonisolated override func setUpWithError() throws {
        try onMain {
            try super.setUpWithError()
            target = Button(label: "Target")
            target.tooltip = "First tip"
            other = Button(label: "Other")
            let box = Box(.vertical, spacing: 40)
            box.append(target)
            box.append(other)
            let window = Window(application: try application())
            window.defaultSize = (300, 200)
            window.setChild(box)
            window.present()
            self.window = window
            try waitUntil("the buttons are on screen") { self.other.isMapped && gtk_widget_get_width(self.target.widget) > 0 }
        }
    }

    /// The texts of the labels on screen in the window, its tooltip's among them.
    private func labelsShown() -> [String] {
        widgets(of: gtk_label_get_type(), in: window!.widget)
            .filter { gtk_widget_get_mapped(UnsafeMutablePointer<GtkWidget>($0)) != 0 }
            .compactMap { string(gtk_label_get_text($0)) }
    }

    nonisolated func testTheTooltipUnderThePointerShowsItsTextAndFollowsAChange() throws {
        try onMain {
            try hover(target.widget, in: window!)
            try waitUntil("the tooltip is shown", found: { "\(self.labelsShown())" }) { self.labelsShown().contains("First tip") }
            target.tooltip = "Second tip"
            try waitUntil("the tooltip shows the new text", found: { "\(self.labelsShown())" }) { self.labelsShown().contains("Second tip") }
            XCTAssertFalse(labelsShown().contains("First tip"))
            target.tooltip = nil
            try waitUntil("the tooltip is gone", found: { "\(self.labelsShown())" }) { !self.labelsShown().contains("Second tip") }
            XCTAssertEqual(gtk_widget_get_has_tooltip(target.widget), 0)
        }
    }

    nonisolated func testATooltipSetAwayFromThePointerLeavesTheOneShown() throws {
        try onMain {
            try hover(target.widget, in: window!)
            try waitUntil("the tooltip is shown", found: { "\(self.labelsShown())" }) { self.labelsShown().contains("First tip") }
            for index in 0..<20 { other.tooltip = "Other tip \(index)" }
            try waitUntilDrawn()
            XCTAssertEqual(other.tooltip, "Other tip 19")
            XCTAssertEqual(gtk_widget_get_has_tooltip(other.widget), 1)
            XCTAssertTrue(labelsShown().contains("First tip"), "the tooltip on screen stays")
        }
    }
}
