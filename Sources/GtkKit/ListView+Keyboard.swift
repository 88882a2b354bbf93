import CGtk

/// How the keyboard moves in a list: one Tab stop that enters on the chosen row, and steps
/// that pass over rows that cannot take the focus (GTK 4.8 stops at such a row, or leaves the
/// list through the scroll pane around it).
extension ListView {
    /// A step of the keys that move through the rows.
    public enum Step: Sendable {
        /// To the row before (Up).
        case previous
        /// To the row after (Down).
        case next
        /// To the first row (Home).
        case first
        /// To the last row (End).
        case last
        /// A page of rows up (Page Up).
        case pageUp
        /// A page of rows down (Page Down).
        case pageDown
    }

    /// Puts the keyboard focus on the chosen row if it can take it, else on the first that
    /// can, unless `interceptEntry` takes it; false when no row can (the list is empty). The
    /// row is scrolled to and, when GTK has not built it yet, focused once it has.
    @discardableResult
    public func focusChosenRow() -> Bool {
        if interceptEntry?() == true { return true }
        guard let position = selectedIndex.flatMap({ canFocusRow($0) ? $0 : nil }) ?? (0..<count).first(where: canFocusRow)
        else { return false }
        focusRow(at: position)
        return true
    }

    /// Moves the focus among the controls inside the row at `position` (a strip of buttons), as
    /// Tab would within it: forward from the row itself to its first control and on, backward
    /// to the one before, never from the row back out of it. False when there is no control
    /// that way (the focus stays).
    public func moveFocus(withinRowAt position: Int, forward: Bool) -> Bool {
        guard let row = boundRow(at: position)?.widget, let content = gtk_widget_get_first_child(row),
            forward || gtk_widget_has_focus(row) == 0
        else { return false }
        return gtk_widget_child_focus(content, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// Focuses the row at `position` after bringing it into view, waiting up to three frames
    /// for GTK to build it; `focus` focuses a part of the row instead.
    func focusRow(at position: Int, framesLeft: Int = 3, focus: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void = { gtk_widget_grab_focus($0) }) {
        if boundRow(at: position) == nil { scrollTo(position) }
        if let row = boundRow(at: position)?.widget {
            focus(row)
        } else if framesLeft > 0 {
            onNextFrame { [weak self] in self?.focusRow(at: position, framesLeft: framesLeft - 1, focus: focus) }
        }
    }

    /// Focuses cell `index` of the row at `position` (a row of a grid: its content's children),
    /// bringing the row into view first.
    public func focusCell(_ index: Int, ofRowAt position: Int) {
        scrollTo(position)
        focusRow(at: position) { row in
            var cell = gtk_widget_get_first_child(row).flatMap { gtk_widget_get_first_child($0) }
            for _ in 0..<index { cell = cell.flatMap { gtk_widget_get_next_sibling($0) } }
            gtk_widget_grab_focus(cell ?? row)
        }
    }

    /// The list's answer to GTK moving the focus (Tab, Shift+Tab, a container giving it the
    /// focus): entering, the chosen row takes it; from a row, Tab leaves the list; anything
    /// else is GTK's. GTK may leave a focus child behind when the list moved while it held the
    /// focus, so entering is read from where the window's focus is.
    func focusMove(_ direction: GtkDirectionType) -> Bool? {
        if gtk_widget_get_focus_child(widget) == nil || !containsFocus { return focusChosenRow() }
        return direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD ? false : nil
    }

    /// Up, Down, Home, End, Page Up and Page Down, before GTK's own bindings (which stop at a
    /// row that cannot take the focus): the focus and the selection step to the nearest row
    /// that can.
    func addStepKeys() {
        let keys: [(String, Step)] = [
            ("Up", .previous), ("KP_Up", .previous), ("Down", .next), ("KP_Down", .next),
            ("Home", .first), ("End", .last), ("Page_Up", .pageUp), ("Page_Down", .pageDown)
        ]
        for (key, step) in keys {
            addShortcut(key, global: false, first: true) { [weak self] in self?.take(step) ?? false }
        }
    }

    private func take(_ step: Step) -> Bool {
        if interceptStep?(step) == true { return true }
        guard let from = focusedIndex else { return focusChosenRow() }
        let page = max(1, visibleRange?.count ?? 1)
        if let target = Self.target(of: step, from: from, count: count, page: page, canFocus: canFocusRow), target != from {
            selectRow(at: target)
            focusRow(at: target)
        }
        return true
    }

    /// The row `step` goes to from the row at `from`, among `count` rows of which a page shows
    /// `page`: the nearest that can take the focus, looking past the ones that cannot, in the
    /// step's direction first and then back (a page step may land on a header); nil when no
    /// row can.
    nonisolated public static func target(of step: Step, from: Int, count: Int, page: Int, canFocus: (Int) -> Bool) -> Int? {
        let (goal, direction): (Int, Int) =
            switch step {
            case .previous: (from - 1, -1)
            case .next: (from + 1, 1)
            case .first: (0, 1)
            case .last: (count - 1, -1)
            case .pageUp: (max(0, from - page), -1)
            case .pageDown: (min(count - 1, from + page), 1)
            }
        let along = stride(from: goal, to: direction > 0 ? count : -1, by: direction).first(where: canFocus)
        return along ?? stride(from: goal - direction, to: direction > 0 ? -1 : count, by: -direction).first(where: canFocus)
    }
}
