import CGtk

/// A named command that menus, buttons and shortcuts share (GSimpleAction).
public final class Action: Object {
    public let name: String

    public init(name: String, _ handler: @escaping () -> Void) {
        self.name = name
        super.init(owning: raw(g_simple_action_new(name, nil))!)
        connect(.actionActivate) { _ in handler() }
    }
}
