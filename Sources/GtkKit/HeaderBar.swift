import CGtk

/// A window's title bar with controls at both ends (GtkHeaderBar).
public final class HeaderBar: Widget {
    public init() {
        super.init(adopting: raw(gtk_header_bar_new())!)
    }

    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(cast(pointer), child.widget) }
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(cast(pointer), child.widget) }
    public func setTitleWidget(_ child: Widget) { gtk_header_bar_set_title_widget(cast(pointer), child.widget) }
}
