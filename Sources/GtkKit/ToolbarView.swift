import CGtk

/// A content with a bar along its foot, after libadwaita 1.4's AdwToolbarView (Debian 12 has
/// 1.2): the bar, while shown, takes the height it asks for at the width given, the content
/// the rest.
///
/// Unlike a vertical GtkBox, it never measures the content at a width it will not be given:
/// GtkBox looks for its width at a height by measuring children up to a million pixels wide,
/// and a content whose minimum height grows with its width (a grid of square cells) then
/// trips GTK's check that a minimum holds at every width.
public final class ToolbarView: Widget {
    /// What stands over the bar.
    public let content: Widget
    /// The bar along the foot, if one was set.
    public private(set) var bottomBar: Widget?

    /// `content` alone, until a bottom bar is set.
    public init(content: Widget) {
        self.content = content
        super.init(adopting: raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))!)
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureToolbarView, allocateToolbarView))
        gtk_widget_set_parent(content.widget, widget)
    }

    /// Puts `bar` along the foot in place of the one there; shown or hidden as it is.
    public func setBottomBar(_ bar: Widget) {
        bottomBar.map { gtk_widget_unparent($0.widget) }
        gtk_widget_set_parent(bar.widget, widget)
        bottomBar = bar
    }

    isolated deinit {
        bottomBar.map { gtk_widget_unparent($0.widget) }
        gtk_widget_unparent(content.widget)
    }
}

/// A child's minimum and natural size along `orientation` at `size` across.
private func measure(_ child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, at size: Int32) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(child, orientation, size, &minimum, &natural, nil, nil)
    return (minimum, natural)
}

/// The content (first child) and the bar (the last, when it is another child and shown).
private func parts(of widget: UnsafeMutablePointer<GtkWidget>?) -> (content: UnsafeMutablePointer<GtkWidget>, bar: UnsafeMutablePointer<GtkWidget>?)? {
    guard let content = gtk_widget_get_first_child(widget) else { return nil }
    let bar = gtk_widget_get_last_child(widget).flatMap { $0 != content && gtk_widget_get_visible($0) != 0 ? $0 : nil }
    return (content, bar)
}

private let measureToolbarView: GtkCustomMeasureFunc = { widget, orientation, forSize, minimumOut, naturalOut, minimumBaseline, naturalBaseline in
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
    guard let (content, bar) = parts(of: widget) else {
        minimumOut?.pointee = 0
        naturalOut?.pointee = 0
        return
    }
    if orientation == GTK_ORIENTATION_VERTICAL {
        // One above the other, at the width given.
        let over = measure(content, orientation, at: forSize)
        let under = bar.map { measure($0, orientation, at: forSize) } ?? (minimum: 0, natural: 0)
        minimumOut?.pointee = over.minimum + under.minimum
        naturalOut?.pointee = over.natural + under.natural
    } else {
        // The wider of the two; the content at the height the bar leaves it.
        let barHeight = bar.map { measure($0, GTK_ORIENTATION_VERTICAL, at: -1).minimum } ?? 0
        let over = measure(content, orientation, at: forSize < 0 ? -1 : max(0, forSize - barHeight))
        let under = bar.map { measure($0, orientation, at: -1) } ?? (minimum: 0, natural: 0)
        minimumOut?.pointee = max(over.minimum, under.minimum)
        naturalOut?.pointee = max(over.natural, under.natural)
    }
}

private let allocateToolbarView: GtkCustomAllocateFunc = { widget, width, height, _ in
    guard let (content, bar) = parts(of: widget) else { return }
    var barHeight: Int32 = 0
    if let bar {
        barHeight = min(height, measure(bar, GTK_ORIENTATION_VERTICAL, at: width).natural)
        var allocation = GtkAllocation(x: 0, y: height - barHeight, width: width, height: barHeight)
        gtk_widget_size_allocate(bar, &allocation, -1)
    }
    var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height - barHeight)
    gtk_widget_size_allocate(content, &allocation, -1)
}
