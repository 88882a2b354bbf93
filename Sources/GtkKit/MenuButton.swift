import CGtk

/// A header button that opens a popover (GtkMenuButton).
public final class MenuButton: Widget {
    public let popover: Popover

    public init(iconName: String, accessibleLabel label: String, tooltip: String? = nil, popover: Popover) {
        self.popover = popover
        super.init(adopting: raw(gtk_menu_button_new())!)
        gtk_menu_button_set_icon_name(cast(pointer), iconName)
        gtk_menu_button_set_popover(cast(pointer), popover.widget)
        accessibleLabel = label
        self.tooltip = tooltip ?? label
    }


    public func popup() { gtk_menu_button_popup(cast(pointer)) }
    public func popdown() { gtk_menu_button_popdown(cast(pointer)) }
}

