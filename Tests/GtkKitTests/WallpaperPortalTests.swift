import CGtk
import Foundation
import GtkKit
import TestFixtures
import TestSupport
import XCTest

/// The Wallpaper portal through the private session bus: the open file handed over with the
/// preview asked for, the user's answer, and a desktop with no portal that sets backgrounds.
final class WallpaperPortalTests: GtkTestCase {
    private func outcome(of portal: WallpaperPortal, for file: URL, preview: Bool = true) throws -> WallpaperPortal.Outcome {
        var outcome: WallpaperPortal.Outcome?
        portal.setBackground(file, preview: preview) { outcome = $0 }
        try waitUntil("the portal answers") { outcome != nil }
        return outcome!
    }

    private func imageFile() throws -> URL {
        let file = try Fixtures.temporaryDirectory().appendingPathComponent("lake.jpg")
        try Data("the image's own bytes".utf8).write(to: file)
        return file
    }

    /// The request's token names the program (`Application.setNames`), as the portal asks.
    nonisolated func testThePortalIsHandedTheFileAndThePreviewAndSaysWhatTheUserChose() throws {
        try onMain {
            let program = g_get_prgname().map { String(cString: $0) }
            g_set_prgname("wallpaper-test.app")
            defer { g_set_prgname(program) }
            let test = try TestWallpaperPortal()
            let portal = WallpaperPortal(busName: test.busName)
            let file = try imageFile()
            XCTAssertEqual(try outcome(of: portal, for: file), .set)
            XCTAssertEqual(
                test.requests,
                [.init(parent: "", bytes: Data("the image's own bytes".utf8), showPreview: true, setOn: "background", token: "wallpaper_test_app1")])
            test.response = 1
            XCTAssertEqual(try outcome(of: portal, for: file, preview: false), .cancelled, "the user cancelled the preview")
            XCTAssertEqual(test.requests.last?.showPreview, false)
            test.response = 2
            guard case .failed = try outcome(of: portal, for: file) else { return XCTFail("a request ended otherwise fails") }
            XCTAssertEqual(test.requests.count, 3)
        }
    }

    nonisolated func testADesktopWithoutAWallpaperPortalIsUnavailable() throws {
        try onMain {
            let file = try imageFile()
            let nobody = WallpaperPortal(busName: "org.photomania.NoSuchPortal")
            XCTAssertEqual(try outcome(of: nobody, for: file), .unavailable, "no portal on the bus")
            let withoutWallpaper = try TestWallpaperPortal(servesWallpaper: false)
            XCTAssertEqual(
                try outcome(of: WallpaperPortal(busName: withoutWallpaper.busName), for: file), .unavailable,
                "a portal without the Wallpaper interface (Debian 12's GTK backend)")
            let missing = file.deletingLastPathComponent().appendingPathComponent("gone.jpg")
            guard case .failed = try outcome(of: nobody, for: missing) else { return XCTFail("a file that cannot be opened fails") }
        }
    }
}
