import CGtk

/// A preferences row that is a text field (AdwEntryRow), or a password field with its text
/// hidden (AdwPasswordEntryRow). With an apply button, the text counts once the user applies
/// it (Enter or the button), not at each keystroke: what a search or a key wants.
@MainActor
public final class EntryRow: Widget {
    /// A row titled `title`, a password field with its text hidden when `password`; with
    /// `applyButton` (the default) the text counts once the user applies it.
    public init(title: String, password: Bool = false, applyButton: Bool = true) {
        super.init(adopting: raw(password ? adw_password_entry_row_new() : adw_entry_row_new())!)
        adw_preferences_row_set_title(cast(pointer), title)
        adw_entry_row_set_show_apply_button(cast(pointer), gboolean(applyButton))
    }

    /// The row's title, over the text typed.
    public var title: String {
        get { string(adw_preferences_row_get_title(cast(pointer))) ?? "" }
        set { adw_preferences_row_set_title(cast(pointer), newValue) }
    }

    /// The text in the field now, applied or not.
    public var text: String {
        get { String(cString: gtk_editable_get_text(cast(pointer))) }
        set { gtk_editable_set_text(cast(pointer), newValue) }
    }

    /// Calls `handler` when the user applies the text.
    @discardableResult
    public func onApply(_ handler: @escaping () -> Void) -> LifelongConnection { connect(.apply, handler) }
}
