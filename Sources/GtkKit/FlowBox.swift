import CGtk

/// Children laid out in rows that wrap at the width they are given (GtkFlowBox), chosen by
/// nothing: the children (buttons) act themselves.
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
    public func append(_ child: Widget) { gtk_flow_box_insert(cast(pointer), child.widget, -1) }
}
