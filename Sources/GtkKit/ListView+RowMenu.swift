import CGtk

extension ListView {
    /// A context menu for the rows, as Nautilus has one for its files: a secondary press on a
    /// row (which takes the keyboard focus, given back to it when the menu closes), or Menu or
    /// Shift+F10 on the focused row, opens what `items` gives for the row's position (nothing,
    /// for nil), pointing where it was pressed or at the row's middle. One menu serves every
    /// row, however GTK reuses them; it works while the caller keeps it.
    public func rowMenu(_ items: @escaping (_ position: Int) -> Menu?) -> ContextMenu {
        ContextMenu(on: self) { [unowned self] pressed in
            if let pressed {
                guard let position = rowPosition(atX: pressed.x, y: pressed.y), let menu = items(position) else { return nil }
                if let row = boundRow(at: position)?.widget { gtk_widget_grab_focus(row) }
                return ContextMenu.Opening(menu, x: pressed.x, y: pressed.y)
            }
            guard let position = focusedIndex, let menu = items(position), let middle = middle(ofRowAt: position) else { return nil }
            return ContextMenu.Opening(menu, x: middle.x, y: middle.y)
        }
    }

    /// The position of the row at (`x`, `y`), in the list's coordinates.
    func rowPosition(atX x: Double, y: Double) -> Int? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).flatMap(position(ofRowHolding:))
    }

    /// The middle of the row at `position` in the list's coordinates, if GTK has built it.
    private func middle(ofRowAt position: Int) -> (x: Double, y: Double)? {
        guard let row = boundRow(at: position)?.widget else { return nil }
        var middle = graphene_point_t(x: Float(gtk_widget_get_width(row)) / 2, y: Float(gtk_widget_get_height(row)) / 2)
        var inList = graphene_point_t()
        guard gtk_widget_compute_point(row, widget, &middle, &inList) != 0 else { return nil }
        return (Double(inList.x), Double(inList.y))
    }
}
