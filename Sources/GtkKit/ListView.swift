import CGtk
import ListDiff

/// A list of rows GTK builds only for the items in view and reuses as the list scrolls
/// (GtkListView over a `KeyList` of item keys, with a single selection). It reports
/// activations by position: a click anywhere on a row but on a button in it, Enter, or a
/// double click counted once. `ListAdapter` keeps the keys in step with a snapshot and fills
/// the rows.
///
/// It is one stop of the keyboard's Tab order: the focus enters on the chosen row (else the
/// first that can take it), Tab leaves from any row, and the arrows, Home, End and the page
/// keys step over rows that cannot take the focus (`canFocusRow`: a section's header).
public final class ListView: Widget {
    /// A row GTK has bound to an item: the item's key, where it is, and its content. Equal
    /// rows are the same row for as long as GTK keeps it.
    public struct Row: Hashable {
        let item: OpaquePointer
        /// The model whose keys the row shows, one at each place.
        let model: KeyList

        /// The key of the item shown: the key at the row's place; nil while the row has no place
        /// in the list (GTK may keep a focused row a moment after its item left).
        public var key: String? { model.keyIfListed(at: position) }

        /// Where the item is in the list now.
        public var position: Int { Int(gtk_list_item_get_position(item)) }

        /// The row widget itself (it keeps focus, selection and place across updates), which the
        /// package's tests click and read.
        package var widget: UnsafeMutablePointer<GtkWidget>? { gtk_list_item_get_child(item).flatMap { gtk_widget_get_parent($0) } }

        /// Puts `content` in the row (replacing what was there).
        public func setContent(_ content: Widget) {
            withExtendedLifetime(content) { gtk_list_item_set_child(item, content.widget) }
        }

        /// Names the row for assistive technologies, says whether it is open (nil: it does not
        /// open), and whether it can be activated and selected. A row that cannot be activated
        /// (one that only holds other controls) can still be selected: in GTK 4.8 that is what
        /// lets it take the focus, so the arrow keys pass through it. A row that can be neither
        /// (a section's header) takes no focus and no name of its own: the keys pass over it,
        /// and the heading in it is what is read.
        public func describe(accessibleLabel label: String, isExpanded: Bool? = nil, isActivatable: Bool, isSelectable: Bool = true) {
            gtk_list_item_set_activatable(item, gboolean(isActivatable))
            gtk_list_item_set_selectable(item, gboolean(isSelectable))
            guard let widget else { return }
            gtk_widget_set_focusable(widget, gboolean(isSelectable)) // GTK reuses a row widget for any item
            pm_accessible_set_label(widget, isSelectable ? label.withVisibleControlCharacters : "")
            if let isExpanded {
                pm_accessible_set_expanded(widget, gboolean(isExpanded))
            } else {
                gtk_accessible_reset_state(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_EXPANDED)
            }
        }

        var isActivatable: Bool { gtk_list_item_get_activatable(item) != 0 }

        public static func == (row: Row, other: Row) -> Bool { row.item == other.item }
        public func hash(into hasher: inout Hasher) { hasher.combine(item) }
    }

    /// Called when GTK shows an item in a row, new or reused; the handler fills it.
    public var onBind: ((Row) -> Void)?
    /// Called when GTK drops a row for good (its content goes with it).
    public var onTeardown: ((Row) -> Void)?

    private let model = KeyList()
    private let selection: Object
    /// The rows GTK has built and bound (the ones in and near the view).
    public private(set) var boundRows: Set<Row> = []
    private var onActivate: ((Int) -> Void)?

    /// Whether the row at a position can take the keyboard focus; all can unless told.
    public var canFocusRow: (Int) -> Bool = { _ in true }
    /// Takes Up, Down, Home, End, Page Up and Page Down before the list steps through its rows
    /// (a grid moves by a row of cells); true when it took the step.
    public var interceptStep: ((Step) -> Bool)?
    /// Takes the keyboard focus as it enters the list, before the chosen row would (a grid
    /// focuses a cell); true when it took it.
    public var interceptEntry: (() -> Bool)?

    /// An empty list, named `label` for assistive technologies.
    public init(accessibleLabel label: String) {
        selection = Object(owning: raw(gtk_single_selection_new(cast(g_object_ref(model.pointer))))!)
        gtk_single_selection_set_autoselect(cast(selection.pointer), gboolean(false))
        gtk_single_selection_set_can_unselect(cast(selection.pointer), gboolean(true))
        let factory = Object(owning: raw(gtk_signal_list_item_factory_new())!)
        let answer = FocusAnswer()
        super.init(adopting: FocusingListView.make { answer.list?.focusMove($0) })
        answer.list = self
        gtk_list_view_set_model(cast(pointer), cast(selection.pointer))
        gtk_list_view_set_factory(cast(pointer), cast(factory.pointer))
        accessibleLabel = label
        addCSSClass("navigation-sidebar")
        factory.connect(.bind) { [weak self] item in self.map { $0.bind(Row(item: OpaquePointer(item!), model: $0.model)) } }
        factory.connect(.teardown) { [weak self] item in self.map { $0.teardown(Row(item: OpaquePointer(item!), model: $0.model)) } }
        connect(.rowActivate) { [weak self] position in self?.onActivate?(Int(position)) }
        addStepKeys()
    }

    /// The list its GtkListView asks about focus moves, held weakly.
    private final class FocusAnswer {
        weak var list: ListView?
    }

    /// Called with the position of the row a person activated.
    public func onRowActivated(_ handler: @escaping (Int) -> Void) { onActivate = handler }

    /// How many items the list holds, their rows built or not.
    public var count: Int { model.count }

    /// Makes the rows' keys `keys` by `splices`, from a diff between the keys shown and `keys`.
    /// A list that has the keyboard focus itself (it had no rows when it was given it) hands it
    /// to its chosen or first row.
    public func apply(_ splices: [Splice], keys: [String]) {
        model.apply(splices, keys: keys)
        if gtk_widget_has_focus(widget) != 0 { _ = focusChosenRow() }
    }

    /// Inserts `keys` at `places` (increasing: each key's place once all are in) in one change
    /// of the model, the rows between keeping their items and their selection and focus.
    func insert(_ keys: [String], at places: [Int]) {
        model.insert(keys, at: places)
        if gtk_widget_has_focus(widget) != 0 { _ = focusChosenRow() }
    }

    /// Runs `changes` to the model, then gives the selection and the keyboard focus back to
    /// the item that had them if a change took its row away on the way: a move is a removal
    /// and an insertion, and GTK drops the row in between.
    public func keepingSelectionAndFocus(_ changes: () -> Void) {
        let selectedKey = selectedIndex.map(model.key(at:))
        let focusedKey = focusedIndex.map(model.key(at:))
        changes()
        if let selectedKey, selectedIndex.map(model.key(at:)) != selectedKey { selectRow(at: model.position(ofKey: selectedKey)) }
        if let focusedKey, focusedIndex.map(model.key(at:)) != focusedKey, let position = model.position(ofKey: focusedKey) {
            focusRow(at: position)
        }
    }

    /// The positions of the rows on screen now (a row partly in view counts), or nil when
    /// none is: the bound rows whose place meets the list's visible height, in one run.
    public var visibleRange: ClosedRange<Int>? {
        Self.longestRun(of: boundRows.compactMap { row in row.widget.flatMap(isOnScreen) == true ? row.position : nil })
    }

    /// Whether `content` (what a row shows) is in a row on screen now, partly or whole.
    public func isShowing(_ content: Widget) -> Bool {
        gtk_widget_get_parent(content.widget).map(isOnScreen) ?? false
    }

    /// Whether the row widget `row` is on screen: GTK keeps rows it built near the view,
    /// hidden (not child-visible) off it, and may place them beyond the visible height.
    private func isOnScreen(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_get_parent(row) == widget, gtk_widget_get_mapped(row) != 0, gtk_widget_get_child_visible(row) != 0,
            gtk_widget_compute_bounds(row, widget, &bounds) != 0
        else { return false }
        return bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < Float(gtk_widget_get_height(widget))
    }

    /// The longest run of consecutive positions in `positions`: the rows on screen are one run,
    /// and a row GTK keeps where it was (the focused one) is left out.
    nonisolated static func longestRun(of positions: [Int]) -> ClosedRange<Int>? {
        var best: ClosedRange<Int>?
        var start: Int?
        let sorted = positions.sorted()
        for (index, position) in sorted.enumerated() {
            if start == nil || sorted[index - 1] != position - 1 { start = position }
            if best.map({ position - start! > $0.count - 1 }) ?? true { best = start!...position }
        }
        return best
    }

    /// How far the list is scrolled down, which a saved offset can be restored through.
    public private(set) lazy var scrollOffset = ScrollOffset(of: self)

    /// The list's vertical scrolling, followed across the scrollers it is put in.
    private var scrolling: (adjustment: Object, connection: LifelongConnection)?

    /// Calls `handler` whenever the list scrolls (its vertical adjustment moves).
    public func onScroll(_ handler: @escaping () -> Void) {
        let follow = { [weak self] in
            guard let self else { return }
            scrolling?.connection.disconnect()
            scrolling = gtk_scrollable_get_vadjustment(cast(pointer)).map { adjustment in
                let object = Object(adopting: raw(adjustment)!)
                return (object, object.connect(.valueChanged, handler))
            }
        }
        onNotify("vadjustment", follow)
        follow()
    }

    /// The row showing `key`, if GTK has one (only rows near the view exist).
    public func boundRow(forKey key: String) -> Row? { boundRows.first { $0.key == key } }

    /// The row widget at `position`, if GTK has built it, for the package's tests.
    package func rowWidget(at position: Int) -> UnsafeMutablePointer<GtkWidget>? { boundRow(at: position)?.widget }

    func boundRow(at position: Int) -> Row? { boundRows.first { $0.position == position } }

    /// Activates the row at `position` as Enter would, emitting "activate" unless the row
    /// cannot be activated.
    public func activateRow(at position: Int) {
        if let row = boundRow(at: position), !row.isActivatable { return }
        _ = pm_widget_activate_action_uint(widget, "list.activate-item", UInt32(position))
    }

    /// Scrolls as little as it takes to bring the row at `position` into view.
    public func scrollTo(_ position: Int) {
        _ = pm_widget_activate_action_uint(widget, "list.scroll-to-item", UInt32(position))
    }

    /// Highlights the row at `position` without activating it; nil clears the selection.
    public func selectRow(at position: Int?) {
        gtk_single_selection_set_selected(cast(selection.pointer), position.map(UInt32.init) ?? UInt32.max)
    }

    /// The position of the highlighted row; nil when none is.
    public var selectedIndex: Int? {
        let position = gtk_single_selection_get_selected(cast(selection.pointer))
        return position == UInt32.max ? nil : Int(position)
    }

    /// The position of the row holding the keyboard focus (or a control in it), if any.
    public var focusedIndex: Int? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }.flatMap(position(ofRowHolding:))
    }

    /// The position of the row that is `descendant` or holds it, if any.
    func position(ofRowHolding descendant: UnsafeMutablePointer<GtkWidget>) -> Int? {
        var row = descendant
        while let parent = gtk_widget_get_parent(row), parent != widget { row = parent }
        return boundRows.first { $0.widget == row }?.position
    }

    private func bind(_ row: Row) {
        boundRows.insert(row)
        onBind?(row)
        activateOnClick(row.widget)
    }

    /// Gives a row widget the single click that activates it (once: GTK keeps row widgets
    /// while it reuses them for other items).
    private func activateOnClick(_ rowWidget: UnsafeMutablePointer<GtkWidget>?) {
        guard let rowWidget, g_object_get_data(cast(raw(rowWidget)), Self.clickKey) == nil else { return }
        g_object_set_data(cast(raw(rowWidget)), Self.clickKey, raw(rowWidget))
        Widget(adopting: raw(rowWidget)!).onSingleClick { [weak self] in self?.clicked(rowWidget) }
    }

    private static let clickKey = "gtkkit-row-activates"

    private func teardown(_ row: Row) {
        boundRows.remove(row)
        onTeardown?(row)
    }

    private func clicked(_ rowWidget: UnsafeMutablePointer<GtkWidget>) {
        guard let row = boundRows.first(where: { $0.widget == rowWidget }), row.isActivatable else { return }
        onActivate?(row.position)
    }
}
