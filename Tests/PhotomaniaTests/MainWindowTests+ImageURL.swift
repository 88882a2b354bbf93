import Adaptive
import AdaptiveGtk
import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

// Image URL: its popover and the address copied.
extension MainWindowTests {
    nonisolated func testTheURLPopoverShowsTheSelectedPhotoAndClosesWhenAnotherIsChosen() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let first = try choosePhoto(0)
            XCTAssertTrue(controller.header.imageURLButton.isSensitive)
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            XCTAssertEqual(controller.imageURLPresentation.style, .popover)
            XCTAssertEqual(controller.imageURL.url, first.imageURL.absoluteString)
            XCTAssertTrue(controller.imageURL.urlLabel.isSelectable)
            XCTAssertTrue(controller.imageURL.copyButton.isMapped)

            let second = try choosePhoto(1)
            try waitUntil("the popover closes") { !controller.imageURLPresentation.isOnScreen }
            XCTAssertFalse(controller.imageURLPresentation.isPresented)
            XCTAssertEqual(controller.imageURL.url, second.imageURL.absoluteString)
        }
    }

    /// The URL popover is as large as its content asks (`preferredContentSize`), follows it
    /// while shown, and stays a popover in a narrow window, as the article's "no adaptation".
    nonisolated func testTheURLPopoverTakesItsContentsSizeAndStaysAPopoverWhenNarrow() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            try choosePhoto(0)
            let content = controller.imageURL
            var asked: Size { content.preferredContentSize ?? Size(width: 0, height: 0) }
            var shown: Size { Size(width: content.view.width, height: content.view.height) }
            XCTAssertNil(content.preferredContentSize, "not measured before it is shown")
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open at the size asked") { controller.imageURLPresentation.isOnScreen && shown == asked }
            XCTAssertGreaterThan(asked.width, 0)
            let before = asked
            content.url = "https://example.com/" + String(repeating: "a-long-path/", count: 12) + "photo.jpg"
            XCTAssertGreaterThan(asked.height, before.height, "a longer address wraps onto more lines")
            try waitUntil("the popover follows while shown") { shown == asked }
            controller.imageURLPresentation.dismiss()
            let whenHidden = asked
            content.url = "https://example.com/photo.jpg"
            XCTAssertEqual(asked, whenHidden, "not measured again while hidden")

            try resize(to: 480)
            // The photo on its own: Image URL is in the bar under it.
            try click(try XCTUnwrap(controller.header.photoBarButton(for: .showImageURL)).widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            XCTAssertEqual(controller.imageURLPresentation.style, .popover, "no sheet at 480 px")
            XCTAssertEqual(shown, asked)
            XCTAssertLessThan(asked.width, 480, "narrower than the window, its four buttons too")
        }
    }

    nonisolated func testCopyURLPutsTheAddressOnTheClipboard() throws {
        try onMain {
            try open(width: 1000)
            try choosePhotographer(0)
            let photo = try choosePhoto(0)
            try click(controller.header.imageURLButton.widget, in: controller.window)
            try waitUntil("the popover is open") { controller.imageURLPresentation.isOnScreen }
            controller.imageURL.copyButton.click()
            var copied: String?
            let clipboard = gtk_widget_get_clipboard(controller.window.widget)
            let box = Unmanaged.passRetained(TextBox { copied = $0 }).toOpaque()
            gdk_clipboard_read_text_async(
                clipboard, nil,
                { source, result, data in
                    let box = Unmanaged<TextBox>.fromOpaque(data!).takeRetainedValue()
                    let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
                    box.receive(text.map { String(cString: $0) } ?? "")
                    g_free(text)
                }, box)
            try waitUntil("the clipboard is read") { copied != nil }
            XCTAssertEqual(copied, photo.imageURL.absoluteString)
            XCTAssertEqual(controller.messages.toasts.lastToast, "Image URL copied", "said in a toast")
        }
    }
}

private final class TextBox {
    let receive: (String) -> Void
    init(_ receive: @escaping (String) -> Void) { self.receive = receive }
}
