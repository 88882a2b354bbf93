import CGtk

/// The scroll position of a list view or a scrolled window along one axis, which can be put
/// back before the content is large enough to take it.
///
/// A list restored at launch is filled and laid out after its saved offset is known; set at
/// once, GTK would clamp the offset to the top. `restore` waits for the adjustment's bounds to
/// reach the offset (each relayout emits "changed"), and gives up once the user scrolls.
@MainActor
public final class ScrollOffset {
    private unowned let widget: Widget
    private let vertical: Bool
    private var pending: Double?
    /// The widget's adjustment being replaced (a list put in a scrolled window), while waiting.
    private var widgetConnection: LifelongConnection?
    /// The adjustment's bounds and value, while waiting.
    private var connections: [LifelongConnection] = []
    /// Whether the value changing is this restoring it, not the user scrolling.
    private var applying = false

    /// The position of `widget` (a GtkScrollable or a GtkScrolledWindow) along `orientation`.
    public init(of widget: Widget, _ orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL) {
        self.widget = widget
        vertical = orientation == GTK_ORIENTATION_VERTICAL
    }

    /// The offset shown (or still waiting to be shown); 0 when the widget does not scroll.
    public var value: Double { pending ?? adjustment.map(gtk_adjustment_get_value) ?? 0 }

    /// Scrolls to `offset` now if the content reaches it, else as soon as it does (in the
    /// scrolled window the widget is put in by then, if it is in none yet).
    public func restore(_ offset: Double) {
        cancel()
        pending = offset
        widgetConnection = widget.onNotify(vertical ? "vadjustment" : "hadjustment") { [weak self] in self?.follow() }
        follow()
    }

    /// Stops waiting for the content to reach the offset.
    public func cancel() {
        pending = nil
        widgetConnection?.disconnect()
        widgetConnection = nil
        connections.forEach { $0.disconnect() }
        connections = []
    }

    /// Applies the pending offset to the widget's adjustment now, or watches it until it can.
    private func follow() {
        connections.forEach { $0.disconnect() }
        connections = []
        guard let pending, let adjustment else { return }
        if apply(pending, to: adjustment) { return cancel() }
        let object = Object(adopting: raw(adjustment)!)
        connections = [
            object.connect(Signal<() -> Void>("changed")) { [weak self] in
                guard let self, let pending = self.pending, apply(pending, to: adjustment) else { return }
                cancel()
            },
            object.connect(.valueChanged) { [weak self] in
                if self?.applying == false { self?.cancel() }
            }
        ]
    }

    /// The widget's adjustment along the axis, which a list view gets from its scrolled window.
    private var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        if isInstance(widget.widget, of: gtk_scrolled_window_get_type()) {
            return vertical ? gtk_scrolled_window_get_vadjustment(cast(widget.pointer)) : gtk_scrolled_window_get_hadjustment(cast(widget.pointer))
        }
        guard isInstance(widget.widget, of: gtk_scrollable_get_type()) else { return nil }
        return vertical ? gtk_scrollable_get_vadjustment(cast(widget.pointer)) : gtk_scrollable_get_hadjustment(cast(widget.pointer))
    }

    /// Sets `offset` if the adjustment's range holds it.
    private func apply(_ offset: Double, to adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Bool {
        guard offset <= max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) else { return false }
        applying = true
        defer { applying = false }
        gtk_adjustment_set_value(adjustment, offset)
        return true
    }
}
