import CGtk

/// A preferences row that chooses one of a few titled items (AdwComboRow), the choice shown
/// under the row's title.
@MainActor
public final class ComboRow: Widget {
    /// A row titled `title` that chooses among `items`, the titles listed in order.
    public init(title: String, items: [String]) {
        super.init(adopting: raw(adw_combo_row_new())!)
        adw_preferences_row_set_title(cast(pointer), title)
        let model = gtk_string_list_new(nil)
        items.forEach { gtk_string_list_append(model, $0) }
        adw_combo_row_set_model(cast(pointer), model)
        g_object_unref(raw(model))
    }

    /// The line under the row's title.
    public var subtitle: String {
        get { string(adw_action_row_get_subtitle(cast(pointer))) ?? "" }
        set { adw_action_row_set_subtitle(cast(pointer), newValue) }
    }

    /// The index of the chosen item.
    public var selected: Int {
        get { Int(adw_combo_row_get_selected(cast(pointer))) }
        set { adw_combo_row_set_selected(cast(pointer), guint(newValue)) }
    }

    /// Calls `handler` when the choice changes.
    @discardableResult
    public func onSelected(_ handler: @escaping () -> Void) -> LifelongConnection { onNotify("selected", handler) }
}
