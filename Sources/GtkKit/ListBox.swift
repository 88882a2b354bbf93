import CGtk

/// A vertical list of activatable rows (GtkListBox), reporting activations by index. Rows are
/// either set all at once (`setRows`) or follow a list model (`ListAdapter`).
public final class ListBox: Widget {
    private var onActivate: ((Int) -> Void)?

    public init(accessibleLabel label: String) {
        super.init(adopting: raw(gtk_list_box_new())!)
        accessibleLabel = label
        gtk_list_box_set_selection_mode(cast(pointer), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(cast(pointer), gboolean(true))
        addCSSClass("navigation-sidebar")
        connect(.rowActivated) { [weak self] row in
            guard let self, let row else { return }
            self.onActivate?(Int(gtk_list_box_row_get_index(cast(row))))
        }
    }

    /// Called with the index of the row a person activated (click, Enter, Space).
    public func onRowActivated(_ handler: @escaping (Int) -> Void) { onActivate = handler }

    /// Replaces every row with `contents`, one row each, named for assistive technologies.
    public func setRows(_ contents: [(content: Widget, accessibleLabel: String)]) {
        while let row = gtk_list_box_get_row_at_index(cast(pointer), 0) {
            gtk_list_box_remove(cast(pointer), raw(row).map { $0.assumingMemoryBound(to: GtkWidget.self) })
        }
        for (content, label) in contents {
            let row = ListBox.row(content, accessibleLabel: label)
            withExtendedLifetime(row) { gtk_list_box_append(cast(pointer), row.widget) }
        }
    }

    /// A row holding `content`, named `accessibleLabel`.
    static func row(_ content: Widget, accessibleLabel label: String) -> Widget {
        let row = Widget(adopting: raw(gtk_list_box_row_new())!)
        row.accessibleLabel = label
        gtk_list_box_row_set_child(cast(row.pointer), content.widget)
        return row
    }

    /// The row at `index`, if there is one.
    func row(at index: Int) -> UnsafeMutablePointer<GtkListBoxRow>? {
        index >= 0 ? gtk_list_box_get_row_at_index(cast(pointer), Int32(index)) : nil
    }

    public var count: Int {
        var count = 0
        while row(at: count) != nil { count += 1 }
        return count
    }

    /// Activates row `index` as a person would, emitting "row-activated".
    public func activateRow(at index: Int) {
        guard let row = row(at: index) else { return }
        gtk_widget_activate(raw(row)!.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Highlights row `index` without activating it; nil clears the selection.
    public func selectRow(at index: Int?) {
        guard let index, let row = row(at: index) else {
            gtk_list_box_unselect_all(cast(pointer))
            return
        }
        gtk_list_box_select_row(cast(pointer), row)
    }

    /// The row holding the keyboard focus, if any.
    public var focusedIndex: Int? {
        guard let child = gtk_widget_get_focus_child(widget) else { return nil }
        return Int(gtk_list_box_row_get_index(cast(raw(child))))
    }

    public var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(cast(pointer)) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }
}
