import CGtk

/// A named command that menus, buttons and shortcuts share (GSimpleAction).
@MainActor
public final class Action: Object {
    /// The action's name, without the prefix of the group it is added to (`refresh` for
    /// `win.refresh`).
    public let name: String

    /// An action run by `handler`; with `isOn`, one with an on/off state (a panel shown or not),
    /// which buttons bound to it show (a toggle button is pressed while it is on) and which
    /// `handler` sets (`isOn`).
    public init(name: String, isOn: Bool? = nil, _ handler: @escaping () -> Void) {
        self.name = name
        let action = isOn.map { g_simple_action_new_stateful(name, nil, g_variant_new_boolean(gboolean($0))) } ?? g_simple_action_new(name, nil)
        super.init(owning: raw(action)!)
        connect(.actionActivate) { _ in handler() }
    }

    /// An action that takes a text: a menu item names it with its target after "::"
    /// (`win.follow::tag:sea`), and `handler` gets the target. One action serves every row of
    /// a list, each naming what it acts on.
    public init(name: String, text handler: @escaping (String) -> Void) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(owning: raw(g_simple_action_new(name, type))!)
        connect(.actionActivate) { parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
    }

    /// The state of an action made with one; false for the others.
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(cast(pointer)) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set { if newValue != isOn { g_simple_action_set_state(cast(pointer), g_variant_new_boolean(gboolean(newValue))) } }
    }

    /// A disabled action does nothing, and the buttons bound to it are insensitive.
    public var isEnabled: Bool {
        get { g_action_get_enabled(cast(pointer)) != 0 }
        set { g_simple_action_set_enabled(cast(pointer), gboolean(newValue)) }
    }
}
