import CGtk
import Foundation
import Localization

/// GDBusConnection's signal callback: (connection, sender, path, interface, signal, parameters,
/// user_data), here a portal request's `Response` (u response, a{sv} results).
private let responded: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
    let code = g_variant_get_child_value(parameters, 0)
    defer { g_variant_unref(code) }
    let response = g_variant_get_uint32(code)
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { (unbox(data) as @MainActor (UInt32) -> Void)(response) }
}

/// The desktop's Wallpaper portal (`org.freedesktop.portal.Wallpaper`): an image file made
/// the desktop's background, after the portal's own preview, which the user confirms or
/// cancels. GTK 4.8 has no API for it; it is one D-Bus call handing over the open file, then
/// the request's `Response` signal.
@MainActor
public final class WallpaperPortal {
    /// How a request to set the background ended.
    public enum Outcome: Equatable, Sendable {
        /// The image is the desktop's background now.
        case set
        /// The user cancelled the portal's preview.
        case cancelled
        /// No portal answered, or none that sets backgrounds (on Debian 12 only GNOME's does).
        case unavailable
        /// The portal failed, saying why.
        case failed(String)
    }

    /// The portal's bus name: the desktop's, or a test's.
    public let busName: String
    private var requests = 0

    /// A portal reached at `busName`: the desktop's, unless a test names its own.
    public init(busName: String = "org.freedesktop.portal.Desktop") {
        self.busName = busName
    }

    /// The start of each request's token: the program's name (`Application.setNames`), in the
    /// letters, digits and underscores a D-Bus object path allows.
    private static var tokenPrefix: String {
        let name = g_get_prgname().map { String(cString: $0) } ?? ""
        let allowed = name.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" }
        return allowed.isEmpty ? "request" : String(allowed)
    }

    /// Asks the portal to make `file` the background (`preview`: the portal shows it first,
    /// to be confirmed, over the window whose handle is `parent`: `Window.exportHandle`);
    /// `done` runs once, with the outcome.
    public func setBackground(_ file: URL, over parent: String = "", preview: Bool = true, _ done: @escaping @MainActor (Outcome) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            return done(.failed(GLibError(consuming: error, fallback: tr("there is no session bus")).description))
        }
        defer { g_object_unref(raw(bus)) }
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return done(.failed(String(cString: strerror(errno)))) }
        let descriptors = g_unix_fd_list_new_from_array([descriptor], 1) // takes the descriptor over
        defer { g_object_unref(raw(descriptors)) }
        requests += 1
        let token = "\(Self.tokenPrefix)\(requests)"
        let finish = subscribe(bus, to: Self.requestPath(on: bus, token: token), done)
        let options = [
            ("handle_token", g_variant_new_string(token)), ("show-preview", g_variant_new_boolean(gboolean(preview))),
            ("set-on", g_variant_new_string("background"))
        ]
        .map { g_variant_new_dict_entry(g_variant_new_string($0.0), g_variant_new_variant($0.1)) }
        let parameters = [g_variant_new_string(parent), g_variant_new_handle(0), g_variant_new_array(nil, options, gsize(options.count))]
        let reply = AsyncReply { [bus = Object(adopting: raw(bus)!)] result in
            var error: UnsafeMutablePointer<GError>?
            if let answer = g_dbus_connection_call_with_unix_fd_list_finish(cast(bus.pointer), nil, result, &error) {
                return g_variant_unref(answer) // the outcome comes with the request's Response
            }
            finish(Self.outcome(ofFailedCall: error))
        }
        g_dbus_connection_call_with_unix_fd_list(
            bus, busName, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Wallpaper",
            "SetWallpaperFile", g_variant_new_tuple(parameters, gsize(parameters.count)), nil,
            G_DBUS_CALL_FLAGS_NONE, -1, descriptors, nil, asyncReply, reply.retained)
    }

    /// Listens for the `Response` of the request at `path`; the function returned ends the
    /// request once (with the response, or a failure of the call), and stops listening.
    private func subscribe(_ bus: OpaquePointer, to path: String, _ done: @escaping @MainActor (Outcome) -> Void) -> @MainActor (Outcome) -> Void {
        var subscription: guint = 0
        var ended = false
        let connection = Object(adopting: raw(bus)!)
        let finish: @MainActor (Outcome) -> Void = { outcome in
            guard !ended else { return }
            ended = true
            // Not from inside the signal's own callback.
            MainLoop.idle { g_dbus_connection_signal_unsubscribe(cast(connection.pointer), subscription) }
            done(outcome)
        }
        let response: @MainActor (UInt32) -> Void = { code in
            // 0: done; 1: the user cancelled; 2: it ended some other way.
            finish(code == 0 ? .set : code == 1 ? .cancelled : .failed(tr("the desktop ended the request")))
        }
        subscription = g_dbus_connection_signal_subscribe(
            bus, nil, "org.freedesktop.portal.Request", "Response", path, nil,
            G_DBUS_SIGNAL_FLAGS_NONE, responded, retainedBox(response), releaseBoxedHandler)
        return finish
    }

    /// Where the portal puts the request made with `token` (the portal's documented path).
    private static func requestPath(on bus: OpaquePointer, token: String) -> String {
        let sender = String(cString: g_dbus_connection_get_unique_name(bus)).dropFirst().replacingOccurrences(of: ".", with: "_")
        return "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
    }

    /// A call no portal took (none on the bus, or none with the Wallpaper interface) is
    /// `unavailable`; any other failure says why.
    private static func outcome(ofFailedCall error: UnsafeMutablePointer<GError>?) -> Outcome {
        let remote = error.flatMap { g_dbus_error_get_remote_error($0) }.map { name in
            defer { g_free(name) }
            return String(cString: name)
        }
        let missing = ["ServiceUnknown", "NameHasNoOwner", "UnknownMethod", "UnknownInterface", "UnknownObject", "NoReply"]
            .map { "org.freedesktop.DBus.Error." + $0 }
        if let remote, missing.contains(remote) {
            if let error { g_error_free(error) }
            return .unavailable
        }
        if let error { g_dbus_error_strip_remote_error(error) }
        return .failed(GLibError(consuming: error, fallback: tr("the desktop did not answer")).description)
    }
}
