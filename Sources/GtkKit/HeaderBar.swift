import CGtk

/// A title bar with controls at both ends (AdwHeaderBar): the window's, or one column's in a
/// window with a bar per column, which then shows only its side's window controls.
public final class HeaderBar: Widget {
    /// An empty header bar: the window's title in the middle, its controls at the ends.
    public init() {
        super.init(adopting: raw(adw_header_bar_new())!)
    }

    /// Adds `child` at the start of the bar, inward of those added before.
    public func packStart(_ child: Widget) { adw_header_bar_pack_start(cast(pointer), child.widget) }
    /// Adds `child` at the end of the bar, inward of those added before.
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(cast(pointer), child.widget) }
    /// Shows `child` in the middle, in place of the window's title.
    public func setTitleWidget(_ child: Widget) { adw_header_bar_set_title_widget(cast(pointer), child.widget) }

    /// Whether the window controls of the layout's start (before its colon) are shown.
    public var showsStartTitleButtons: Bool {
        get { adw_header_bar_get_show_start_title_buttons(cast(pointer)) != 0 }
        set { if newValue != showsStartTitleButtons { adw_header_bar_set_show_start_title_buttons(cast(pointer), gboolean(newValue)) } }
    }

    /// Whether the window controls of the layout's end (close, after its colon) are shown.
    public var showsEndTitleButtons: Bool {
        get { adw_header_bar_get_show_end_title_buttons(cast(pointer)) != 0 }
        set { if newValue != showsEndTitleButtons { adw_header_bar_set_show_end_title_buttons(cast(pointer), gboolean(newValue)) } }
    }
}
