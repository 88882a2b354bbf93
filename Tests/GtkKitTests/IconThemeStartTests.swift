import CGtk
import Foundation
import TestFixtures
import XCTest

/// An app's own icons, in a folder put among the system's data directories before it starts,
/// are in the icon theme GTK loads on a thread at startup, and the app adds nothing to the
/// theme after that load began: a search path or a resource path added then (an application's
/// resource base path makes GtkApplication add its icons) throws the load away, to be loaded
/// again on the main thread at the first icon drawn, in the middle of start-up. Each launch is
/// a process of its own (`Tests/IconThemeStart`): GLib reads the data directories once per
/// process.
///
/// What the theme holds is checked, not whether it changed: libadwaita adds its own icons in
/// its initialisation, which throws the load away too when GTK's thread finished first (a main
/// thread slowed enough, as under ThreadSanitizer beside another suite, lets it).
final class IconThemeStartTests: XCTestCase {
    func testTheAppsIconsAreInTheThemeAndNothingIsAddedAfterItsLoadBegan() throws {
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
            let lines = output.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 4, "launch \(launch): \(output)")
            guard lines.count == 4 else { continue }
            XCTAssertEqual(lines[0], "listed true", "launch \(launch): the folder among the data directories")
            XCTAssertEqual(lines[1], "icon \(icon.path)", "launch \(launch): the icon drawn from it")
            let resources = lines[2].dropFirst("resources ".count).split(separator: ":")
            XCTAssertFalse(resources.isEmpty, "launch \(launch): \(lines[2])")
            XCTAssertFalse(
                resources.contains { $0.hasPrefix("/io/github/photomania") }, "launch \(launch): no icons of the application's resources")
            XCTAssertEqual(lines[3], "searched 1", "launch \(launch): the folder searched as a data directory, no search path added")
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
