import CGtk

/// A preferences row with a title, a subtitle and a control at its end (AdwActionRow).
@MainActor
public final class ActionRow: Widget {
    /// A row titled `title`, with `subtitle` under it (none by default) and `suffix` at its end,
    /// which activating the row activates.
    public init(title: String, subtitle: String = "", suffix: Widget) {
        super.init(adopting: raw(adw_action_row_new())!)
        adw_preferences_row_set_title(cast(pointer), title)
        self.subtitle = subtitle
        suffix.setAlignment(horizontal: .end, vertical: .center)
        adw_action_row_add_suffix(cast(pointer), suffix.widget)
        adw_action_row_set_activatable_widget(cast(pointer), suffix.widget)
    }

    /// The line under the row's title.
    public var subtitle: String {
        get { String(cString: adw_action_row_get_subtitle(cast(pointer))) }
        set { adw_action_row_set_subtitle(cast(pointer), newValue) }
    }
}
