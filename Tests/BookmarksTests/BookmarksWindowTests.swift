import AdaptiveGtk
import BookmarksKit
import CGtk
import Foundation
import GtkKit
import Routing
import TestFixtures
import TestSupport
import XCTest

/// The Bookmarks example: a list that diffs itself beside a form, narrow and wide, by keys,
/// through its router, and in two windows over one library.
final class BookmarksWindowTests: GtkTestCase {
    private var windows: [BookmarksWindow] = []
    private var library: BookmarkLibrary!

    nonisolated override func tearDown() {
        onMain {
            windows.forEach { $0.window.destroy() }
            windows = []
            library = nil
            super.tearDown()
        }
    }

    private func open(width: Int) throws -> BookmarksWindow {
        if library == nil { library = BookmarkLibrary() }
        let bookmarks = BookmarksWindow(application: try application(), library: library)
        windows.append(bookmarks)
        bookmarks.window.defaultSize = (width, 560)
        bookmarks.window.present()
        try waitUntil("the window is allocated") { bookmarks.split.view.width > 0 }
        try resize(bookmarks, to: width)
        return bookmarks
    }

    private func resize(_ bookmarks: BookmarksWindow, to width: Int) throws {
        let frame = bookmarks.window.defaultSize.width - bookmarks.split.view.width
        bookmarks.window.defaultSize = (width + frame, 560)
        try waitUntil("the content is \(width) px wide") {
            bookmarks.split.view.width == width && bookmarks.split.isCollapsed == (width < 600) && !bookmarks.split.traitHost.hasWorkAfterLayout
        }
        try waitUntilDrawn()
    }

    /// The rows' texts on screen, top to bottom.
    private func rowsOnScreen(_ bookmarks: BookmarksWindow) -> [String] {
        widgets(of: gtk_label_get_type(), in: bookmarks.list.list.widget)
            .map { UnsafeMutablePointer<GtkWidget>($0) }
            .filter { gtk_widget_get_mapped($0) != 0 }
            .map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
    }

    private func waitForRows(_ expected: [String], in bookmarks: BookmarksWindow) throws {
        try waitUntil("the list shows \(expected)", found: { "\(self.rowsOnScreen(bookmarks))" }) { rowsOnScreen(bookmarks) == expected }
    }

    private func open(_ id: String, in bookmarks: BookmarksWindow) throws -> RoutingResult {
        var result: RoutingResult?
        bookmarks.open(id) { result = $0 }
        try waitUntil("routing ended") { result != nil }
        try waitUntilDrawn()
        return try XCTUnwrap(result)
    }

    nonisolated func testCtrlNAddsABookmarkWhoseNameIsTypedIntoItsRowWhichMovesToItsPlace() throws {
        try onMain {
            let bookmarks = try open(width: 1000)
            try ensureKeyboardFocus(of: bookmarks.window, clicking: bookmarks.list.list)
            try waitForRows(["Debian", "GNOME Human Interface Guidelines", "GTK", "Swift"], in: bookmarks)
            try press("ctrl+n", in: bookmarks.window)
            try waitUntil("the new bookmark's form is beside the list, the keys in its name", found: { focusedNode(in: bookmarks.window) }) {
                guard let name = bookmarks.form?.nameRow.widget, let focus = gtk_root_get_focus(OpaquePointer(bookmarks.window.widget)) else { return false }
                return focus == name || gtk_widget_is_ancestor(focus, name) != 0
            }
            try waitForRows(["Debian", "GNOME Human Interface Guidelines", "GTK", "New Bookmark", "Swift"], in: bookmarks)
            XCTAssertEqual(bookmarks.list.list.selectedIndex, 3, "the new bookmark's row is highlighted")
            try type("atlas", in: bookmarks.window)
            try waitForRows(["atlas", "Debian", "GNOME Human Interface Guidelines", "GTK", "Swift"], in: bookmarks)
            XCTAssertEqual(library.bookmarks.first?.name, "atlas", "saved as typed")
            XCTAssertEqual(bookmarks.shownTitle, "atlas", "the header follows the name")
        }
    }

    nonisolated func testAnEditInOneWindowIsInTheOthersListAndADeletedBookmarksFormGoes() throws {
        try onMain {
            let first = try open(width: 1000)
            let second = try open(width: 1000)
            XCTAssertEqual(try open("4", in: first).isSuccess, true)
            let form = try XCTUnwrap(first.form)
            XCTAssertEqual(form.nameRow.text, "Debian")
            form.nameRow.text = "Zebra"
            try waitForRows(["GNOME Human Interface Guidelines", "GTK", "Swift", "Zebra"], in: second)
            form.folderRow.selected = 3
            XCTAssertEqual(library.bookmark(id: "4")?.folder, 3)
            XCTAssertEqual(try open("4", in: second).isSuccess, true)
            try click(try XCTUnwrap(second.form).deleteButton.widget, in: second.window)
            try waitForRows(["GNOME Human Interface Guidelines", "GTK", "Swift"], in: first)
            try waitUntil("the deleting window shows the prompt") { second.form == nil && second.shownTitle == "Bookmarks" }
            XCTAssertNil(library.bookmark(id: "4"))
        }
    }

    nonisolated func testNarrowTheFormIsPushedOverTheListAndWideningPutsItBesideIt() throws {
        try onMain {
            let bookmarks = try open(width: 480)
            try ensureKeyboardFocus(of: bookmarks.window, clicking: bookmarks.list.list)
            try waitUntil("the keys start in the list") { focusedNode(in: bookmarks.window) == "list item “Debian”" }
            XCTAssertFalse(bookmarks.backButton.isVisible, "nothing to go back to")
            try press("Down", "Return", in: bookmarks.window)
            try waitUntil("the form is on top of the stack") {
                bookmarks.split.primaryNavigation.topViewController === bookmarks.form && bookmarks.form?.bookmarkID == "3"
            }
            XCTAssertTrue(bookmarks.backButton.isVisible)
            XCTAssertEqual(bookmarks.shownTitle, "GNOME Human Interface Guidelines")
            try resize(bookmarks, to: 1000)
            XCTAssertTrue(bookmarks.split.secondary === bookmarks.form, "wide, the form is the detail")
            XCTAssertEqual(bookmarks.form?.bookmarkID, "3", "the same bookmark")
            XCTAssertEqual(bookmarks.split.primaryNavigation.viewControllers.count, 1)
            try resize(bookmarks, to: 480)
            XCTAssertEqual((bookmarks.split.primaryNavigation.topViewController as? BookmarkFormController)?.bookmarkID, "3")
            try press("alt+Left", in: bookmarks.window)
            try waitUntil("Alt+Left goes back to the list") { bookmarks.split.primaryNavigation.topViewController === bookmarks.list }
        }
    }

    nonisolated func testALinkOpensItsBookmarkAndABadOneChangesNothing() throws {
        try onMain {
            let bookmarks = try open(width: 1000)
            var result: RoutingResult?
            bookmarks.open(link: "bookmarks://bookmark/2") { result = $0 }
            try waitUntil("the link is followed") { result != nil }
            XCTAssertEqual(bookmarks.form?.nameRow.text, "GTK")
            for link in ["bookmarks://bookmark/99", "bookmarks://folder/1", "bookmarks://bookmark", "https://gtk.org"] {
                result = nil
                bookmarks.open(link: link) { result = $0 }
                try waitUntil("\(link) is refused") { result?.isSuccess == false }
                XCTAssertEqual(bookmarks.form?.bookmarkID, "2", "\(link) leaves the form as it was")
            }
        }
    }
}

extension RoutingResult {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
