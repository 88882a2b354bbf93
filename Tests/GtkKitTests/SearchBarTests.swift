import CGtk
import GtkKit
import TestSupport
import XCTest

/// A search bar reports its text after GTK's search delay unless told otherwise; a list that
/// keeps up with typing asks for every keystroke (no delay).
final class SearchBarTests: GtkTestCase {
    nonisolated func testWithoutADelayEachKeystrokeIsReportedAtTheNextTurn() {
        onMain {
            let bar = SearchBar(placeholder: "Search", accessibleLabel: "Search")
            XCTAssertEqual(bar.searchDelay, .milliseconds(150), "GTK's delay unless set")
            bar.searchDelay = .zero
            XCTAssertEqual(gtk_search_entry_get_search_delay(OpaquePointer(bar.entry.pointer)), 0)
            var reported: [String] = []
            bar.onSearchChanged { reported.append($0) }
            for (character, text) in zip(["l", "a", "k"], ["l", "la", "lak"]) {
                var end = Int32(-1)
                gtk_editable_insert_text(OpaquePointer(bar.entry.pointer), character, -1, &end) // a key typed at the end
                var turns = 0
                while reported.last != text, turns < 3 {
                    g_main_context_iteration(nil, gboolean(false))
                    turns += 1
                }
            }
            XCTAssertEqual(reported, ["l", "la", "lak"], "one report a keystroke, each within three turns of the main loop")
            bar.searchDelay = .milliseconds(40)
            XCTAssertEqual(bar.searchDelay, .milliseconds(40))
        }
    }
}
