import CGtk
import Foundation
import GtkKit

/// GDBusInterfaceVTable's method_call: (connection, sender, path, interface, method,
/// parameters, invocation, user_data).
private let methodCalled: GDBusInterfaceMethodCallFunc = { connection, sender, path, _, method, parameters, invocation, data in
    nonisolated(unsafe) let (connection, parameters, invocation, data) = (connection, parameters, invocation, data)
    let sender = sender.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated {
        Unmanaged<TestWallpaperPortal>.fromOpaque(data!).takeUnretainedValue().called(connection, sender, parameters, invocation)
    }
}

/// A Wallpaper portal on the test's private session bus, under a name of its own (the
/// desktop's is taken by the real portal, which libadwaita starts): it records the bytes of
/// each file it is handed with the options, and answers as told. Without the Wallpaper
/// interface it is a portal that cannot set backgrounds.
@MainActor
public final class TestWallpaperPortal {
    /// What one call handed over.
    public struct Request: Equatable {
        public let parent: String
        public let bytes: Data
        public let showPreview: Bool?
        public let setOn: String?
        /// The request's `handle_token`, which names the object its answer comes from.
        public let token: String?

        public init(parent: String, bytes: Data, showPreview: Bool?, setOn: String?, token: String?) {
            (self.parent, self.bytes, self.showPreview, self.setOn, self.token) = (parent, bytes, showPreview, setOn, token)
        }
    }

    public let busName: String
    /// The response it gives: 0 set, 1 cancelled by the user, 2 failed.
    public var response: UInt32 = 0
    public private(set) var requests: [Request] = []
    private let bus: OpaquePointer
    private var registration: guint = 0
    nonisolated(unsafe) private static var count = 0

    private static let introspection = """
        <node><interface name="org.freedesktop.portal.Wallpaper">
          <method name="SetWallpaperFile">
            <arg type="s" name="parent_window" direction="in"/><arg type="h" name="fd" direction="in"/>
            <arg type="a{sv}" name="options" direction="in"/><arg type="o" name="handle" direction="out"/>
          </method>
        </interface></node>
        """

    /// Takes its name on the session bus, serving the Wallpaper interface unless told not to.
    public init(servesWallpaper: Bool = true) throws {
        Self.count += 1
        busName = "org.photomania.TestPortal.p\(getpid())n\(Self.count)"
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else { throw Failure(consuming: error) }
        self.bus = bus
        if servesWallpaper { try register() }
        let name = [g_variant_new_string(busName), g_variant_new_uint32(4)] // DBUS_NAME_FLAG_DO_NOT_QUEUE
        guard
            let reply = g_dbus_connection_call_sync(
                bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                g_variant_new_tuple(name, 2), nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
        else {
            throw Failure(consuming: error)
        }
        g_variant_unref(reply)
    }

    private func register() throws {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(Self.introspection, &error) else { throw Failure(consuming: error) }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = methodCalled
        registration = g_dbus_connection_register_object(
            bus, "/org/freedesktop/portal/desktop", node.pointee.interfaces[0], &vtable,
            Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        guard registration != 0 else { throw Failure(consuming: error) }
    }

    /// Leaves the bus: its name and object go.
    public func stop() {
        if registration != 0 { g_dbus_connection_unregister_object(bus, registration) }
        registration = 0
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ReleaseName",
            g_variant_new_tuple([g_variant_new_string(busName)], 1), nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil)
        if let reply { g_variant_unref(reply) }
    }

    /// Returns once the bus has passed on to this process everything the portal sent before
    /// (the bus keeps a connection's messages in order, and the app shares the portal's): run
    /// the main loop after it, and the app has read every answer given so far.
    public func deliverResponses() throws {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId",
                nil, nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
        else {
            throw Failure(consuming: error)
        }
        g_variant_unref(reply)
    }

    isolated deinit {
        stop()
        g_object_unref(raw(bus))
    }

    fileprivate func called(_ connection: OpaquePointer?, _ sender: String, _ parameters: OpaquePointer?, _ invocation: OpaquePointer?) {
        let options = g_variant_get_child_value(parameters, 2)
        defer { g_variant_unref(options) }
        func option(_ key: String) -> OpaquePointer? { g_variant_lookup_value(options, key, nil) }
        let token = option("handle_token").map { value in
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        let showPreview = option("show-preview").map { value in
            defer { g_variant_unref(value) }
            return g_variant_get_boolean(value) != 0
        }
        let setOn = option("set-on").map { value in
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        let parentValue = g_variant_get_child_value(parameters, 0)
        let parent = String(cString: g_variant_get_string(parentValue, nil))
        g_variant_unref(parentValue)
        let handle = g_variant_get_child_value(parameters, 1)
        let index = g_variant_get_handle(handle)
        g_variant_unref(handle)
        let descriptors = g_dbus_message_get_unix_fd_list(g_dbus_method_invocation_get_message(invocation))
        let descriptor = g_unix_fd_list_get(descriptors, index, nil)
        let bytes = descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile() : Data()
        requests.append(Request(parent: parent, bytes: bytes, showPreview: showPreview, setOn: setOn, token: token))
        let path = "/org/freedesktop/portal/desktop/request/\(sender.dropFirst().replacingOccurrences(of: ".", with: "_"))/\(token ?? "t")"
        g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple([g_variant_new_object_path(path)], 1))
        let results = g_variant_type_new("{sv}")
        defer { g_variant_type_free(results) }
        let response = [g_variant_new_uint32(self.response), g_variant_new_array(results, nil, 0)]
        _ = g_dbus_connection_emit_signal(
            connection, sender, path, "org.freedesktop.portal.Request", "Response",
            g_variant_new_tuple(response, 2), nil)
    }

    /// A GError as a Swift error.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(consuming error: UnsafeMutablePointer<GError>?) {
            description = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            if let error { g_error_free(error) }
        }
    }
}
