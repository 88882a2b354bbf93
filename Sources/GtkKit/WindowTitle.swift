import CGtk

/// A header bar's title with a subtitle under it, both ellipsized (AdwWindowTitle): what is on
/// screen, and where it comes from when that needs saying.
@MainActor
public final class WindowTitle: Widget {
    /// A title with `subtitle` under it (none when empty).
    public init(_ title: String, subtitle: String = "") {
        super.init(adopting: raw(adw_window_title_new(title, subtitle))!)
    }

    /// The main line; setting the text it has already costs nothing.
    public var title: String {
        get { String(cString: adw_window_title_get_title(cast(pointer))) }
        set { if newValue != title { adw_window_title_set_title(cast(pointer), newValue) } }
    }

    /// Hidden when empty.
    public var subtitle: String {
        get { String(cString: adw_window_title_get_subtitle(cast(pointer))) }
        set { if newValue != subtitle { adw_window_title_set_subtitle(cast(pointer), newValue) } }
    }
}
