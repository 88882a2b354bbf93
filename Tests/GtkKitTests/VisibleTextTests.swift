import CGtk
import GtkKit
import TestSupport
import XCTest

/// Text GTK would cut at a NUL or show as nothing is shown whole, each control visible.
final class VisibleTextTests: GtkTestCase {
    nonisolated func testControlCharactersBecomeTheirPictures() {
        onMain {
            XCTAssertEqual("a\u{0}b\u{1B}c\u{7F}".withVisibleControlCharacters, "a␀b␛c␡")
            XCTAssertEqual("two\nlines\tand tab, é 🌊".withVisibleControlCharacters, "two\nlines\tand tab, é 🌊")
        }
    }

    nonisolated func testALabelShowsEverythingAfterANUL() {
        onMain {
            let label = Label("before\u{0}after")
            XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(label.pointer))), "before␀after")
            let window = Window()
            window.title = "x\u{0}y"
            XCTAssertEqual(window.title, "x␀y")
            window.destroy()
        }
    }
}
