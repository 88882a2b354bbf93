import CGtk
import GtkKit
import TestSupport
import XCTest

final class SizeObservingBinTests: GtkTestCase {
    nonisolated func testReportsItsAllocationAndLetsTheWindowShrinkBelowTheChild() throws {
        try onMain {
            let wide = Label(String(repeating: "wide ", count: 60))
            let bin = SizeObservingBin(child: wide)
            var widths: [Int] = []
            bin.onAllocate = { width, _ in widths.append(width) }
            let window = Window(application: try application())
            window.setChild(bin)
            window.defaultSize = (800, 300)
            window.present()
            try waitUntil("allocated at 800") { widths.last == 800 }
            window.defaultSize = (300, 300)
            try waitUntil("allocated at 300, narrower than the label") { widths.last == 300 }
            XCTAssertGreaterThan(wide.width, 300, "the child keeps its minimum and is clipped")
            window.destroy()
        }
    }
}
