import CGtk
import Foundation
import TestFixtures
import XCTest

/// An app's own icons, in a folder put among the system's data directories before it starts,
/// are in the icon theme GTK loads on a thread at startup, and that load is the only one: a
/// theme loaded and then thrown away (a search path or a resource path added after GTK began
/// loading it) is loaded again on the main thread at the first icon drawn, in the middle of
/// start-up. Each launch is a process of its own (`Tests/IconThemeStart`): GLib reads the data
/// directories once per process.
final class IconThemeStartTests: XCTestCase {
    func testTheAppsIconsAreInTheThemeLoadedOnceAtStartup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icon-theme-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let icons = folder.appendingPathComponent("icons/hicolor/16x16/apps")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        let icon = icons.appendingPathComponent("icon-theme-start-probe.png")
        try writeSquare(to: icon.path)

        for launch in 1...3 {
            let helper = try HelperProcess("icon-theme-start", arguments: [folder.path, "icon-theme-start-probe"])
            let (output, errors) = helper.finish()
            XCTAssertEqual(helper.process.terminationStatus, 0, errors)
            XCTAssertEqual(
                output, "listed true\nicon \(icon.path)\nchanged 0\n",
                "launch \(launch): the folder listed, the icon drawn from it, the theme never thrown away")
        }
    }

    /// A 16 px PNG at `path`.
    private func writeSquare(to path: String) throws {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 16, 16))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error), 0, error.map { String(cString: $0.pointee.message) } ?? "")
    }
}
