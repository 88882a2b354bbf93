import CGtk

private let binKey = "gtkkit-size-observing-bin"

/// A container of one child that reports every size it is allocated.
///
/// A shrinking bin never asks for more width than zero, so a window can always be narrowed
/// past the child's current layout; the observer, told in allocation before the child is
/// allocated, may switch to a layout that fits, which this allocation then lays out;
/// otherwise the child is allocated at least its minimum and clipped. A bin that does not
/// shrink measures as its child does: it only observes (a controller's view).
public final class SizeObservingBin: Widget {
    /// The one child, which the bin allocates and observes.
    public private(set) var child: Widget
    /// Whether it asks for no width (and expands), clipping its child.
    public nonisolated let shrinks: Bool
    /// Called from inside size allocation with the new size, before the child is allocated:
    /// content changed here for the new size (another layout at a breakpoint) is laid out by
    /// this same allocation, in the same frame, as libadwaita's breakpoint bin does.
    public var onAllocate: ((_ width: Int, _ height: Int) -> Void)?
    /// Called from inside size allocation once the child is allocated.
    public var onAllocated: ((_ width: Int, _ height: Int) -> Void)?

    /// A bin around `child`. With `shrinks` (the default) it expands and can be narrowed past
    /// the child's minimum, clipping it; without, it only observes.
    public init(child: Widget, shrinks: Bool = true) {
        self.child = child
        self.shrinks = shrinks
        super.init(adopting: raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))!)
        if shrinks { gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN) }
        g_object_set_data(cast(pointer), binKey, Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureChild, allocateChild))
        gtk_widget_set_parent(child.widget, widget)
        if shrinks {
            horizontallyExpands = true
            verticallyExpands = true
        }
    }

    isolated deinit {
        g_object_set_data(cast(pointer), binKey, nil)
        gtk_widget_unparent(child.widget)
    }

    nonisolated fileprivate static func of(_ widget: UnsafeMutablePointer<GtkWidget>?) -> SizeObservingBin? {
        guard let data = g_object_get_data(raw(widget).map { $0.assumingMemoryBound(to: GObject.self) }, binKey) else { return nil }
        return Unmanaged<SizeObservingBin>.fromOpaque(data).takeUnretainedValue()
    }
}

private func minimum(of child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, for size: Int32 = -1) -> Int32 {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(child, orientation, size, &minimum, &natural, nil, nil)
    return minimum
}

private let measureChild: GtkCustomMeasureFunc = { widget, orientation, forSize, minimumOut, naturalOut, minimumBaseline, naturalBaseline in
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
    guard let child = gtk_widget_get_first_child(widget) else {
        minimumOut?.pointee = 0
        naturalOut?.pointee = 0
        return
    }
    guard SizeObservingBin.of(widget)?.shrinks ?? true else {
        // Observing only: exactly the child's measure.
        return gtk_widget_measure(child, orientation, forSize, minimumOut, naturalOut, minimumBaseline, naturalBaseline)
    }
    let other = orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    // Measure at a definite size at least the child's minimum: a height-for-width child is
    // tallest at its narrowest, so "unconstrained" must mean that, or GTK sees the bin
    // report a smaller minimum height than it needs for some width.
    let size = max(forSize, minimum(of: child, other))
    var childMinimum: Int32 = 0
    var childNatural: Int32 = 0
    gtk_widget_measure(child, orientation, size, &childMinimum, &childNatural, nil, nil)
    minimumOut?.pointee = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : childMinimum
    naturalOut?.pointee = childNatural
}

private let allocateChild: GtkCustomAllocateFunc = { widget, width, height, baseline in
    // GTK allocates on the main thread, where the bin lives.
    let bin = SizeObservingBin.of(widget)
    MainActor.assumeIsolated { bin?.onAllocate?(Int(width), Int(height)) }
    guard let child = gtk_widget_get_first_child(widget) else { return }
    if bin?.shrinks == false {
        var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
        gtk_widget_size_allocate(child, &allocation, baseline)
    } else {
        let childWidth = max(width, minimum(of: child, GTK_ORIENTATION_HORIZONTAL))
        var allocation = GtkAllocation(
            x: 0, y: 0, width: childWidth,
            height: max(height, minimum(of: child, GTK_ORIENTATION_VERTICAL, for: childWidth)))
        gtk_widget_size_allocate(child, &allocation, -1)
    }
    MainActor.assumeIsolated { bin?.onAllocated?(Int(width), Int(height)) }
}
