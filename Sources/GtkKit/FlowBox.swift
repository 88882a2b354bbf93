import CGtk

/// Children laid out in rows that wrap at the width they are given (GtkFlowBox), chosen by
/// nothing: the children (buttons) act themselves, and take the keyboard focus themselves (a
/// place in the box would be a Tab stop of its own, where the child's keys go unheard).
public final class FlowBox: Widget {
    /// An empty flow box with `spacing` pixels between its children, across and down, and at most
    /// 30 of them a row.
    public init(spacing: Int) {
        super.init(adopting: raw(gtk_flow_box_new())!)
        gtk_flow_box_set_selection_mode(cast(pointer), GTK_SELECTION_NONE)
        gtk_flow_box_set_column_spacing(cast(pointer), guint(spacing))
        gtk_flow_box_set_row_spacing(cast(pointer), guint(spacing))
        gtk_flow_box_set_max_children_per_line(cast(pointer), 30)
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) {
        gtk_flow_box_insert(cast(pointer), child.widget, -1)
        if let place = gtk_widget_get_parent(child.widget) { gtk_widget_set_focusable(place, gboolean(false)) }
    }
}
