import CGtk

/// A named command that menus, buttons and shortcuts share (GSimpleAction).
@MainActor
public final class Action: Object {
    public let name: String

    public init(name: String, _ handler: @escaping () -> Void) {
        self.name = name
        super.init(owning: raw(g_simple_action_new(name, nil))!)
        connect(.actionActivate) { _ in handler() }
    }

    /// A disabled action does nothing, and the buttons bound to it are insensitive.
    public var isEnabled: Bool {
        get { g_action_get_enabled(cast(pointer)) != 0 }
        set { g_simple_action_set_enabled(cast(pointer), gboolean(newValue)) }
    }
}
