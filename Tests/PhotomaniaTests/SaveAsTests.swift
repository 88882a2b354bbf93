import CGtk
import Foundation
import GtkKit
import PhotoFeed
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// Save As: the name proposed, the photo's own bytes written where the user chose, and what a
/// failure says. (Outside a sandbox GTK 4.8's Save dialog is its own, in the app's process;
/// the acceptance path types into it as a person would.)
final class SaveAsTests: WindowTestCase {
    private nonisolated func photo(_ title: String, _ address: String) -> Photo {
        Photo(id: "1", title: title, subtitle: "", photographerID: "p", photographerName: "P", imageURL: URL(string: address)!, thumbnailURL: nil)
    }

    nonisolated func testTheProposedNameIsTheTitleMadeAFileNameWithTheImagesExtension() {
        XCTAssertEqual(PhotoFile.suggestedName(for: photo("Île de Ré / dawn", "https://x.invalid/a/b.PNG")), "Île de Ré - dawn.png")
        XCTAssertEqual(
            PhotoFile.suggestedName(for: photo("..hidden\u{7}", "https://x.invalid/photo?id=3")), "hidden-.jpg",
            "no hidden file, no control character, .jpg without an image's extension")
        XCTAssertEqual(PhotoFile.suggestedName(for: photo(" ", "file:///x.gif")), "Photo.gif")
        XCTAssertEqual(PhotoFile.suggestedName(for: photo(String(repeating: "a", count: 300), "https://x.invalid/1.jpeg")).count, 105)
    }

    nonisolated func testAFailedWriteSaysWhyInTheUsersWords() {
        func failure(_ code: Int32) -> Error {
            CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
        }
        XCTAssertEqual(PhotoFile.message(forWriteError: failure(ENOSPC), name: "a.jpg"), "“a.jpg” could not be saved: the disk is full.")
        for code in [EACCES, EROFS, EPERM] {
            XCTAssertEqual(
                PhotoFile.message(forWriteError: failure(code), name: "a.jpg"),
                "“a.jpg” could not be saved: that folder cannot be written to.")
        }
        XCTAssertEqual(
            PhotoFile.message(forWriteError: CocoaError(.fileWriteOutOfSpace), name: "a.jpg"),
            "“a.jpg” could not be saved: the disk is full.", "as Foundation says it without the system's error")
        XCTAssertEqual(
            PhotoFile.message(forWriteError: CocoaError(.fileWriteVolumeReadOnly), name: "a.jpg"),
            "“a.jpg” could not be saved: that folder cannot be written to.")
        XCTAssertTrue(PhotoFile.message(forWriteError: failure(EIO), name: "a.jpg").hasPrefix("“a.jpg” could not be saved: "))
    }

    /// A window on a feed of one photo served by a loopback server, the photo shown; the
    /// server's copy of its image.
    private func openOnServedPhoto() throws -> (server: LoopbackServer, original: Data) {
        let directory = try Fixtures.temporaryDirectory()
        try TestFeed.copySampleImage(size: "l", to: directory, as: "lake.png")
        let server = try LoopbackServer(root: directory)
        let feed = try TestFeed.write([.init(id: "7", title: "Lake at dawn", imageURL: server.url("lake.png").absoluteString)], in: directory)
        controller = try makeWindow(feed: .url(feed), http: http, settings: nil)
        controller.window.defaultSize = (1000, 700)
        controller.window.present()
        controller.reload()
        try waitUntil("the photo is listed") { !controller.model.photographers.isEmpty }
        controller.open(photoID: "7")
        try waitUntil("the photo is on screen") { controller.imageIsOnScreen }
        return (server, try Data(contentsOf: directory.appendingPathComponent("lake.png")))
    }

    nonisolated func testCtrlSProposesTheTitleAndTheSaveWritesThePhotosOwnBytes() throws {
        try onMain {
            let (server, original) = try openOnServedPhoto()
            try click(controller.detail.picture.widget, in: controller.window)
            try press("ctrl+s", in: controller.window)
            let dialog = try XCTUnwrap(controller.dialogs.fileChooser, "Ctrl+S opens the Save dialog")
            XCTAssertEqual(dialog.proposedName, "Lake at dawn.png")
            try waitUntil("the dialog is on screen, modal over the window") {
                guard let shown = Self.mappedWindow(titled: "Save Photo") else { return false }
                return UnsafeMutableRawPointer(gtk_window_get_transient_for(shown)) == controller.window.pointer
            }
            dialog.cancel()
            try waitUntil("Cancel: the dialog goes, nothing is saved") { controller.dialogs.fileChooser == nil }
            let file = try Fixtures.temporaryDirectory().appendingPathComponent("saved.png")
            controller.dialogs.save(try XCTUnwrap(controller.detail.photo), to: file)
            XCTAssertEqual(controller.messages.toasts.lastToast, "Saving “saved.png”…")
            try waitUntil("the photo is saved") { controller.messages.toasts.lastToast == "Saved “saved.png”" }
            XCTAssertEqual(try Data(contentsOf: file), original, "the server's bytes, not a decoded copy")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAFolderThatCannotBeWrittenIsSaidAndNothingIsLeftThere() throws {
        try onMain {
            let (server, _) = try openOnServedPhoto()
            let (folder, release) = try BrokenStorage.readOnlyFolder()
            defer { release() }
            controller.dialogs.save(try XCTUnwrap(controller.detail.photo), to: folder.appendingPathComponent("saved.png"))
            try waitUntil("the failure is said") { controller.bannerMessage != nil }
            XCTAssertEqual(controller.bannerMessage, "“saved.png” could not be saved: that folder cannot be written to.")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAFullDiskIsSaidAndTheFileThereBeforeIsKept() throws {
        try onMain {
            let (server, _) = try openOnServedPhoto()
            guard let (folder, release) = try BrokenStorage.fullFolder(bytes: 4096) else {
                throw XCTSkip("a small disk can be mounted as root only (the CI runs as root)")
            }
            defer { release() }
            let file = folder.appendingPathComponent("saved.png")
            try Data("before".utf8).write(to: file)
            controller.dialogs.save(try XCTUnwrap(controller.detail.photo), to: file)
            try waitUntil("the failure is said") { controller.bannerMessage != nil }
            XCTAssertEqual(controller.bannerMessage, "“saved.png” could not be saved: the disk is full.")
            XCTAssertEqual(try Data(contentsOf: file), Data("before".utf8), "replaced whole or not at all")
            withExtendedLifetime(server) {}
        }
    }

    nonisolated func testAFailedDownloadIsSaid() throws {
        try onMain {
            let directory = try Fixtures.temporaryDirectory()
            let feed = try TestFeed.write([.init(id: "7", title: "Gone", imageURL: "http://127.0.0.1:9/gone.png")], in: directory)
            controller = try makeWindow(feed: .url(feed), http: http, settings: nil)
            controller.window.present()
            controller.reload()
            try waitUntil("the photo is listed") { !controller.model.photographers.isEmpty }
            controller.open(photoID: "7")
            try waitUntil("the photo is chosen") { controller.detail.photo != nil }
            controller.dialogs.save(try XCTUnwrap(controller.detail.photo), to: try Fixtures.temporaryDirectory().appendingPathComponent("gone.png"))
            try waitUntil("the failure is said") { controller.bannerMessage?.hasPrefix("“gone.png” could not be saved: ") == true }
        }
    }
}
