import CGtk

/// A GSettings object. With the schema installed it uses the desktop's backend (dconf), so
/// `gsettings` and dconf-editor see and change the settings; run from a checkout, whose
/// schema is compiled in `schemaDirectories`, it stores them in a key file (which a test
/// isolates with `XDG_CONFIG_HOME`). `g_settings_new` would abort on a missing schema.
@MainActor
public final class Settings: Object {
    /// Opens schema `schemaID` at `path`: through the default backend when the schema is
    /// installed, else stored in `keyFile` under the group `group` (the key file backend
    /// treats keys outside any group as read-only).
    public static func open(schemaID: String, path: String, keyFile: String, group: String, schemaDirectories: [String]) -> Settings? {
        guard let (schema, installed) = lookUpSchema(schemaID, in: schemaDirectories) else { return nil }
        defer { g_settings_schema_unref(schema) }
        let backend = installed ? nil : g_keyfile_settings_backend_new(keyFile, path, group)
        defer { if let backend { g_object_unref(backend) } }
        return Settings(owning: raw(g_settings_new_full(schema, backend, path))!)
    }

    /// The schema, and whether it is installed (found on the system's schema path).
    private static func lookUpSchema(_ id: String, in directories: [String]) -> (OpaquePointer, installed: Bool)? {
        let installed = g_settings_schema_source_get_default()
        if let installed, let schema = g_settings_schema_source_lookup(installed, id, gboolean(true)) {
            return (schema, true)
        }
        for directory in directories {
            guard let source = g_settings_schema_source_new_from_directory(directory, installed, gboolean(false), nil) else { continue }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, id, gboolean(false)) { return (schema, false) }
        }
        return nil
    }

    /// The value of the integer key `key`.
    public func int(_ key: String) -> Int { Int(g_settings_get_int(cast(pointer), key)) }
    /// Writes `value` to the integer key `key`, clamped to 32 bits.
    public func set(_ key: String, int value: Int) { g_settings_set_int(cast(pointer), key, Int32(clamping: value)) }
    /// The value of the boolean key `key`.
    public func bool(_ key: String) -> Bool { g_settings_get_boolean(cast(pointer), key) != 0 }
    /// Writes `value` to the boolean key `key`.
    public func set(_ key: String, bool value: Bool) { g_settings_set_boolean(cast(pointer), key, gboolean(value)) }

    /// The value of the string key `key`.
    public func string(_ key: String) -> String { takeString(g_settings_get_string(cast(pointer), key)) ?? "" }

    /// Writes `value` to the string key `key`.
    public func set(_ key: String, string value: String) { g_settings_set_string(cast(pointer), key, value) }

    /// Puts `key` back to its default, so the backend stores no value for it.
    public func reset(_ key: String) { g_settings_reset(cast(pointer), key) }

    /// Keeps `key` and `property` of `object` equal both ways (a preferences control).
    public func bind(_ key: String, to object: Object, property: String) {
        g_settings_bind(cast(pointer), key, object.pointer, property, G_SETTINGS_BIND_DEFAULT)
    }

    /// Ends a `bind` (before the control goes away).
    public static func unbind(_ object: Object, property: String) {
        g_settings_unbind(object.pointer, property)
    }

    /// Calls `handler` whenever `key` changes, here or anywhere the same settings are written,
    /// for as long as the token is kept (the settings outlive their observers).
    public func onChanged(_ key: String, _ handler: @escaping () -> Void) -> SignalConnection {
        SignalConnection(connect(.settingsChanged(key)) { _ in handler() })
    }

    /// A stateful action named `key` whose state is the key's value: menu items that target
    /// its values are radio items that read and write the setting.
    public func action(for key: String) -> Object {
        Object(owning: raw(g_settings_create_action(cast(pointer), key))!)
    }

    /// Writes pending changes to disk now (the key file backend otherwise writes lazily).
    public static func sync() { g_settings_sync() }
}
