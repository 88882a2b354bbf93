import CGtk
import Foundation
import GtkKit
import XCTest

/// Stands in for the desktop's browser or image viewer: the default handler of `scheme` links
/// or of a content type in the test's own XDG directories (`scripts/test-environment.sh` makes
/// them), a script that writes each URI it is given to `log`. What the app asks the desktop to
/// open is then read back, as the desktop got it.
@MainActor
public final class URIRecorder {
    public let log: URL
    private let files: [URL]
    private static let desktopID = "photomania-test-uri-recorder.desktop"

    /// Registers the handler and waits until GIO has it as the default for `scheme`.
    public convenience init(scheme: String = "https") throws {
        try self.init(contentType: "x-scheme-handler/\(scheme)")
    }

    /// Registers the handler and waits until GIO has it as the default for `type` ("image/png").
    public init(contentType type: String) throws {
        let environment = ProcessInfo.processInfo.environment
        let data = try XCTUnwrap(environment["XDG_DATA_HOME"].map(URL.init(fileURLWithPath:)), "a test's own XDG_DATA_HOME")
        let config = try XCTUnwrap(environment["XDG_CONFIG_HOME"].map(URL.init(fileURLWithPath:)), "a test's own XDG_CONFIG_HOME")
        let applications = data.appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        log = data.appendingPathComponent("opened-uris.log")
        let script = data.appendingPathComponent("record-uri.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let desktop = applications.appendingPathComponent(Self.desktopID)
        try """
        [Desktop Entry]
        Type=Application
        Name=URI Recorder
        Exec=\(script.path) %u
        MimeType=\(type);
        NoDisplay=true

        """.write(to: desktop, atomically: true, encoding: .utf8)
        let defaults = config.appendingPathComponent("mimeapps.list")
        // GIO reads a type's applications from a folder's mimeinfo.cache, which this one has
        // none of: the association is said here too.
        try "[Default Applications]\n\(type)=\(Self.desktopID)\n[Added Associations]\n\(type)=\(Self.desktopID);\n"
            .write(to: defaults, atomically: true, encoding: .utf8)
        files = [script, desktop, defaults, log]
        let registered = MainLoop.iterate(
            until: {
                guard let app = g_app_info_get_default_for_type(type, gboolean(false)) else { return false }
                defer { g_object_unref(UnsafeMutableRawPointer(app)) }
                return g_app_info_get_id(app).map { String(cString: $0) } == Self.desktopID
            }, timeout: 10)
        XCTAssertTrue(registered, "GIO takes the recorder as the handler of \(type)")
    }

    /// The URIs opened so far, in order.
    public var opened: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Takes the handler away again.
    public func remove() {
        files.forEach { try? FileManager.default.removeItem(at: $0) }
    }
}
