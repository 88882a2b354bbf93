import CGtk

/// A menu model (GMenu) of sections, each a list of items that activate an action; an item's
/// action may carry a target ("app.color-scheme::dark"), which makes the items of one stateful
/// action radio items.
@MainActor
public final class Menu: Object {
    /// An item: its label and its detailed action name.
    public struct Item: Sendable {
        /// The label shown.
        public let title: String
        /// The detailed action name it activates ("app.quit"), with a target after "::" for a radio item.
        public let action: String

        /// An item labelled `title` that activates `action`.
        public init(_ title: String, action: String) {
            self.title = title
            self.action = action
        }
    }

    /// A menu of `sections` in order, each a list of items; GTK draws a line between sections.
    public init(sections: [[Item]]) {
        super.init(owning: raw(g_menu_new())!)
        for items in sections {
            let section = g_menu_new()
            for item in items { g_menu_append(section, item.title, item.action) }
            g_menu_append_section(cast(pointer), nil, cast(raw(section)))
            g_object_unref(raw(section))
        }
    }

    /// The items, section by section, read back from the model GTK shows, for the package's
    /// tests.
    package var sections: [[Item]] {
        let model: UnsafeMutablePointer<GMenuModel> = cast(pointer)
        return (0..<g_menu_model_get_n_items(model)).map { index in
            guard let section = g_menu_model_get_item_link(model, index, G_MENU_LINK_SECTION) else { return [] }
            defer { g_object_unref(raw(section)) }
            return (0..<g_menu_model_get_n_items(section)).map { item in
                Item(
                    Menu.attribute(section, item, G_MENU_ATTRIBUTE_LABEL) ?? "",
                    action: Menu.detailedAction(section, item))
            }
        }
    }

    private static func attribute(_ model: UnsafeMutablePointer<GMenuModel>, _ item: Int32, _ name: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, item, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_type_string(value)) == "s" ? String(cString: g_variant_get_string(value, nil)) : nil
    }

    private static func detailedAction(_ model: UnsafeMutablePointer<GMenuModel>, _ item: Int32) -> String {
        let action = attribute(model, item, G_MENU_ATTRIBUTE_ACTION) ?? ""
        return attribute(model, item, G_MENU_ATTRIBUTE_TARGET).map { "\(action)::\($0)" } ?? action
    }
}
