import CGtk

/// Preferences in a window of their own (AdwPreferencesWindow): pages of groups of rows, with
/// toasts over them and a search of the rows' titles.
@MainActor
public final class PreferencesPanel {
    /// The preferences window, to make modal, present and close.
    public let window = Window(adopting: raw(adw_preferences_window_new())!)

    /// An empty preferences window; `add(_:)` gives it its pages.
    public init() {}

    /// Adds `page` after the pages already there.
    public func add(_ page: PreferencesPage) { adw_preferences_window_add(cast(window.pointer), cast(page.pointer)) }

    /// Shows `message` briefly over the pages.
    public func showToast(_ message: String) { adw_preferences_window_add_toast(cast(window.pointer), adw_toast_new(message)) }
}

/// A page of preferences (AdwPreferencesPage): groups, one under the other.
public final class PreferencesPage: Widget {
    /// A page of `groups`, in order.
    public init(groups: [PreferencesGroup]) {
        super.init(adopting: raw(adw_preferences_page_new())!)
        groups.forEach { adw_preferences_page_add(cast(pointer), cast($0.pointer)) }
    }
}

/// A group of rows under a title (AdwPreferencesGroup), with a line that says more beneath it.
public final class PreferencesGroup: Widget {
    /// A group of `rows`, in order, under `title`.
    public init(title: String, rows: [Widget]) {
        super.init(adopting: raw(adw_preferences_group_new())!)
        adw_preferences_group_set_title(cast(pointer), title)
        rows.forEach { adw_preferences_group_add(cast(pointer), $0.widget) }
    }

    /// The line under the group's title.
    public var groupDescription: String {
        get { string(adw_preferences_group_get_description(cast(pointer))) ?? "" }
        set { adw_preferences_group_set_description(cast(pointer), newValue) }
    }
}

/// A number typed or stepped within a range (GtkSpinButton), as a row's suffix.
public final class SpinButton: Widget {
    /// A spin button for a number in `range`, which its buttons and arrow keys change by `step`.
    public init(range: ClosedRange<Double>, step: Double) {
        super.init(adopting: raw(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))!)
    }

    /// The number shown, kept within the range.
    public var value: Double {
        get { gtk_spin_button_get_value(cast(pointer)) }
        set { gtk_spin_button_set_value(cast(pointer), newValue) }
    }
}

/// On or off (GtkSwitch), as a row's suffix.
public final class Switch: Widget {
    /// A switch, off.
    public init() {
        super.init(adopting: raw(gtk_switch_new())!)
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(cast(pointer)) != 0 }
        set { gtk_switch_set_active(cast(pointer), gboolean(newValue)) }
    }
}
