import CGtk
import GtkKit

/// What a screen reader says of the widget with the keyboard focus in `window`: its role and
/// its name, as "list item “Amélie Laurent”" (a role without a name reads "scroll pane “”");
/// "nothing" when no widget has the focus.
@MainActor
public func focusedNode(in window: Window) -> String {
    guard let root = gtk_widget_get_root(window.widget), let focus = gtk_root_get_focus(root) else { return "nothing" }
    return describe(accessible: focus)
}

/// The role and name of `widget`, as `focusedNode` gives them.
@MainActor
public func describe(accessible widget: UnsafeMutablePointer<GtkWidget>) -> String {
    let role = gtk_accessible_get_accessible_role(OpaquePointer(widget))
    let roleName =
        takeString(g_enum_to_string(gtk_accessible_role_get_type(), Int32(role.rawValue)))
        .map { $0.replacingOccurrences(of: "GTK_ACCESSIBLE_ROLE_", with: "").replacingOccurrences(of: "_", with: " ").lowercased() } ?? "?"
    return "\(roleName) “\(takeString(pm_accessible_label(widget)) ?? "")”"
}
